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
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the router in one chunk that every page loads (and caches across
              // deploys that change only the app), instead of three that each cost a request
              // and their own compression overhead.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
