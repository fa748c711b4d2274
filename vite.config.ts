import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server the dev server proxies to (the Fastify app, `npm run dev`). */
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Static files (favicon) live with the web sources; the server serves dist/web as the SPA.
  publicDir: fromRoot('./src/web/public'),
  resolve: {
    // Same aliases as tsconfig.base.json.
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@web': fromRoot('./src/web'),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // changeOrigin stays false: the server refuses state-changing requests whose Origin host differs
      // from Host (cross_origin), so the browser's Host header must reach it unchanged.
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
        // One chunk per interface language: only the current language's texts are fetched
        // (all its namespaces at once, a few KB), never the other three.
        manualChunks(id) {
          const match = /[\\/]src[\\/]shared[\\/]i18n[\\/](\w+)[\\/][^\\/]+\.json$/.exec(id);
          return match ? `i18n-${match[1]}` : undefined;
        },
      },
    },
  },
});
