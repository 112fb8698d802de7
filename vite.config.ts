import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const serverPort = process.env.PORT ?? '3000';
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Where the public pages' build (`vite build --mode public`) writes its manifest, inside
 * dist/client (express.static serves no dot-folder). The server reads it to name the hashed
 * script, stylesheets and preloads of client/public-main.tsx (server/public-pages/).
 */
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';
/** The same for the start page's and /marketing's script (client/site-main.ts, mode 'site'). */
export const SITE_MANIFEST = '.vite/site-manifest.json';

const shared: UserConfig = {
  root: here('./client'),
  plugins: [react()],
  resolve: {
    alias: {
      '@client': here('./client'),
      // Pure domain maths (weights, money, totals) shared with the server.
      '@domain': here('./server/domain'),
      'use-sync-external-store/shim': here('./client/lib/use-sync-external-store-shim.ts'),
    },
  },
};

/** The app: index.html and client/main.tsx, its router, SWR and shell. */
const appBuild: UserConfig['build'] = {
  outDir: here('./dist/client'),
  emptyOutDir: true,
  sourcemap: true,
  assetsDir: 'assets',
  // No preload helper for the chunks a lazy import needs (a route's stylesheets are still loaded
  // with it): the browser finds them in the chunk itself. The helper added a <link> per chunk
  // from the entry's first task, which held the main thread on a slow phone, and its preloads
  // raced the first view's own files for the connection. Lighthouse, same machine, six runs
  // each of /packs, /trips and /account: 87 with the helper, 92 without.
  modulePreload: false,
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
            // The public pages' entry is built apart (mode 'public' below), so this group
            // never pulls its code in, nor it this one's.
            name: 'index',
            tags: ['$initial'],
            priority: 1,
          },
          {
            // Small pieces most screens share (the share button, a form's field, a debounce,
            // the deferred first answer, an API error's code, activity names, a line's glyph and
            // quantity, a route's segments), of a kilobyte or two each: in one file rather than
            // one each. A 500-line pack's page asked for 21 files, in waves of six
            // on a phone's connection (Lighthouse: 89-91 → 93-94, with the dialogs' file below).
            name: 'shared',
            test: new RegExp(
              [
                String.raw`client/components/(glyph|form-field|share/share-button)\.tsx$`,
                String.raw`client/hooks/(use-debounced-value|use-first-answer-deferred|use-in-turn)\.ts$`,
                String.raw`client/lib/(quantity|activity-names|api-error-code)\.ts$`,
                String.raw`server/domain/(error-codes|route/route-segments)\.ts$`,
              ].join('|'),
            ),
          },
          {
            // The dialog and the confirmation built on it, in one file: a screen that opens one
            // asked for the second only once the first had come. Apart from the shared pieces,
            // so the list screens still load them only when a dialog is asked for.
            name: 'dialogs',
            test: /client\/components\/(confirm-dialog|dialog)\.tsx$/,
          },
          {
            // Every icon that the entry does not already hold, in one file: each icon is a few
            // hundred bytes, and left alone the bundler gives every icon two screens share a
            // chunk of its own (the trip page loaded ten of them, each a request that queued
            // behind the others on a phone's connection).
            name: 'icons',
            test: /node_modules\/lucide-react\//,
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
};

/**
 * The server-rendered public pages' own small bundle (client/public-main.tsx: React, react-dom's
 * hydrateRoot and the page components; no router, SWR or app shell), built after the app into
 * the same dist/client/assets with a manifest of its own. A build apart rather than a second
 * entry of the app's: one build puts what both entries start with (React) in one chunk, which
 * would either drag the app's entry chunk (router, SWR, shell) into the public pages or split
 * React out of the app's entry chunk. Apart, each keeps its own and the app's chunks stay as
 * they are.
 */
const publicBuild: UserConfig['build'] = {
  outDir: here('./dist/client'),
  emptyOutDir: false,
  sourcemap: true,
  assetsDir: 'assets',
  manifest: PUBLIC_MANIFEST,
  modulePreload: { polyfill: false },
  rolldownOptions: {
    input: { 'public-main': here('./client/public-main.tsx') },
    optimization: { inlineConst: { mode: 'all', pass: 2 } },
  },
};

/**
 * The start page's and /marketing's script (client/site-main.ts): the start rule and the theme,
 * no React (the server renders those pages whole and nothing hydrates them), and their
 * stylesheets, which the server inlines. A build of its own, so it shares no chunk with the
 * public pages' entry.
 */
const siteBuild: UserConfig['build'] = {
  outDir: here('./dist/client'),
  emptyOutDir: false,
  sourcemap: true,
  assetsDir: 'assets',
  manifest: SITE_MANIFEST,
  modulePreload: { polyfill: false },
  rolldownOptions: {
    input: { 'site-main': here('./client/site-main.ts') },
    optimization: { inlineConst: { mode: 'all', pass: 2 } },
  },
};

/**
 * `vite build --ssr public-render.tsx`: the same page components for React's server rendering,
 * as one file the server imports (dist/ssr/public-render.js). React and everything else is
 * bundled into it: the production image installs no devDependencies.
 */
const ssrBuild: UserConfig['build'] = {
  outDir: here('./dist/ssr'),
  emptyOutDir: true,
  sourcemap: true,
  target: 'node22',
  rolldownOptions: {
    input: { 'public-render': here('./client/public-render.tsx') },
    output: { format: 'es' },
    optimization: { inlineConst: { mode: 'all', pass: 2 } },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) {
    return {
      ...shared,
      // One file with no imports but Node's own, React's production build in it.
      ssr: { noExternal: true, target: 'node' },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      publicDir: false,
      build: ssrBuild,
    };
  }
  // client/public (favicon, theme script) is copied by the app's build.
  if (mode === 'public') return { ...shared, publicDir: false, build: publicBuild };
  if (mode === 'site') return { ...shared, publicDir: false, build: siteBuild };
  return {
    ...shared,
    build: appBuild,
    server: {
      port: 5173,
      // In development the API and the sign-in provider run on the server's port.
      proxy: {
        '/api': `http://127.0.0.1:${serverPort}`,
        '/oidc': `http://127.0.0.1:${serverPort}`,
      },
    },
  };
});
