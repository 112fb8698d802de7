import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@client': fileURLToPath(new URL('./client', import.meta.url)),
      // Pure domain maths (weights, money, totals) shared with the server.
      '@domain': fileURLToPath(new URL('./server/domain', import.meta.url)),
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./client/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    // Every browser the build targets preloads modules natively; one that does not still loads
    // them, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Limits and other constants shared with the server (@domain/limits) are written into the
      // code that reads them, rather than kept in a shared chunk and imported by name: lighter
      // first views, and no chunk holds constants that only a dialog's form reads.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the page's entry needs (React, the router, SWR, the shell) in the
              // entry's own chunk: one file every page loads, compressed as one. Left alone, the
              // bundler moves what lazy chunks share with the entry (React, the icons' base)
              // into files of their own, each a request with its own compression overhead.
              name: 'index',
              tags: ['$initial'],
              priority: 1,
            },
            {
              // What the signed-in list screens (gear, bundles, packs, a pack, the account) all
              // show their first view with: weights and prices, the weight preference and its
              // switcher, load errors, item thumbnails, the library's categories and items, and
              // their icons. In one file instead of a dozen small ones, each with its request
              // and compression overhead. Formik, Yup and the drag-and-drop kit stay out
              // (test/process/first-view-chunks.test.ts).
              name: 'app',
              test: new RegExp(
                [
                  String.raw`client/lib/(number-format|weight-input|weight-preference|currencies|account-key|api-errors|text-limit)\.ts$`,
                  String.raw`client/hooks/use-weight-unit\.ts$`,
                  String.raw`client/components/(item-thumb|unit-switcher|load-error)\.tsx$`,
                  String.raw`server/domain/(money|rounding|weight-parts|pack-limits)\.ts$`,
                  String.raw`client/lib/api/(gear-categories|gear-items)\.ts$`,
                  String.raw`client/features/gear/utils/bulk-words\.ts$`,
                  String.raw`lucide-react/dist/esm/icons/(plus|arrow-down-wide-narrow|trash|rotate-cw|search-x)\.mjs$`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API and the sign-in provider run on the server's port.
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/oidc': `http://127.0.0.1:${serverPort}`,
    },
  },
});
