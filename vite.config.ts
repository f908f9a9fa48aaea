import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * V8's explicit compile hint on the entry: all its functions are compiled while the file streams in,
 * on a background thread, rather than one by one on the main thread as the first render calls them
 * (which made the entry's run a long task). Added after Vite's own additions, so it stays first.
 */
const compileEntryEagerly: Plugin = {
  name: 'reverie:compile-entry-eagerly',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
      }
    },
  },
};

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), compileEntryEagerly],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The polyfill is an inline script, which the server's Content-Security-Policy refuses.
    modulePreload: { polyfill: false },
    // The server reads it to name a page's modules in its HTML (server/http/pageModules.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads is one file: the browser asks for it at once, not module by module.
            { name: 'entry', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    // The API, but not the web app's own modules under web/api/ (/api/stories.ts and the like).
    proxy: { '^/api(?!/[^?]*\\.tsx?(\\?|$))': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
