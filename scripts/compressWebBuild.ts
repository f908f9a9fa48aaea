import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Compressed once at build time, so the server sends .br/.gz without spending CPU per request.
const webRoot = path.resolve(import.meta.dirname, '../dist/web');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

async function compressTree(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) count += await compressTree(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = await readFile(file);
      await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      count += 1;
    }
  }
  return count;
}

console.log(`compressed ${await compressTree(webRoot)} files in dist/web (.br and .gz)`);
