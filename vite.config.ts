import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { isWebNamespace, webErrorKeys } from './src/shared/i18n/namespaces';
import { pathAliases } from './scripts/path-aliases';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server the dev server proxies to (the Fastify app, `npm run dev`). */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every built script and style sheet at the highest
 * levels; the server sends them as they are (@fastify/static preCompressed), so phones on weak
 * connections fetch the smallest files without the server compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'brigade-precompress',
    apply: 'build',
    closeBundle() {
      const dir = fromRoot('./dist/web/assets');
      for (const name of readdirSync(dir).filter((f) => /\.(js|css|svg)$/.test(f))) {
        const content = readFileSync(join(dir, name));
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The web build's `errors` texts are those the app shows itself (`webErrorKeys`); the server sends every
 * other error's message already translated. The server and the tests read the whole files.
 */
function webErrorTexts(): Plugin {
  return {
    name: 'brigade-web-error-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/shared\/i18n\/[a-z]{2}\/errors\.json$/.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      return JSON.stringify(Object.fromEntries(webErrorKeys.map((key) => [key, texts[key]])));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), webErrorTexts(), precompress()],
  // Static files (favicon) live with the web sources; the server serves dist/web as the SPA.
  publicDir: fromRoot('./src/web/public'),
  resolve: { alias: pathAliases() },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // changeOrigin stays false: the server trusts this dev server's Origin in development
      // (src/server/plugins/cross-origin.ts) and sees the browser's own Host header.
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // One chunk per interface language for the namespaces every page needs (src/web/lib/i18n.ts):
        // only the current language's texts are fetched, never the other three. The namespaces of
        // text-heavy pages (FAQs, terms...) stay in chunks of their own, loaded with their page.
        manualChunks(id) {
          const match = /[\\/]src[\\/]shared[\\/]i18n[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
          return match && isWebNamespace(match[2]) ? `i18n-${match[1]}` : undefined;
        },
      },
    },
  },
});
