import { gzipSync } from 'node:zlib';

export interface FirstPageSize {
  cards: number;
  /** The JSON body as sent before compression. */
  jsonBytes: number;
  /** The same body at gzip level 9. */
  gzipBytes: number;
}

/** The size of the public list's first page (what the landing and Discover fetch first). */
export async function measureFirstPage(baseUrl: string): Promise<FirstPageSize> {
  const response = await fetch(`${baseUrl}/api/stories/public`);
  if (!response.ok) throw new Error(`first page: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    cards: (JSON.parse(body.toString('utf8')) as unknown[]).length,
    jsonBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}
