import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the API server listens in development (`npm start` at the root). */
const API_ORIGIN = process.env.VITE_API_PROXY ?? 'http://localhost:8080';

// The client build goes to dist/ (served by apps/server); `npm run build` also runs an SSR build
// of src/entry-server.tsx into dist-ssr/, which scripts/prerender.mjs uses and then deletes.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: API_ORIGIN, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_ORIGIN, changeOrigin: false } },
  },
  build: {
    // The landing page targets evergreen browsers; modern output keeps the first bundle small.
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill needed.
    modulePreload: { polyfill: false },
    // Two pages: the landing page (prerendered) and the dashboard's own small shell.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
        // The dashboard's signed-out screens: prerendered, their code after the first paint.
        'admin-signed-out': fileURLToPath(new URL('./admin-signed-out.html', import.meta.url)),
      },
      output: {
        // Libraries, and the dashboard's always-needed modules, in a few chunks instead of one per
        // module: each request costs its headers (~1 KB with the security headers) and a slot on
        // a slow connection; the dashboard's sign-in once loaded 23 scripts. Only modules
        // that load together anyway; nothing here is imported by the landing page's entry.
        codeSplitting: {
          // A group holds what its test names, not everything that imports (else the landing
          // page's sign-up island ended up importing the dashboard's group).
          includeDependenciesRecursively: false,
          groups: [
            // The bundler's runtime and Vite's helper behind every lazy import: the landing page's
            // entry needs them, so they must not end up inside a group below.
            {
              name: 'preload-helper',
              test: /vite[\\/]preload-helper|rolldown[\\/]runtime/,
              priority: 10,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'ui-kit',
              test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority|lucide-react)[\\/]/,
            },
            // The start, the session gate, the endpoints, the copy and the sign-in form: every
            // visit to /admin runs them. The other screens stay chunks of their own (features/admin/screens.ts).
            {
              name: 'admin-core',
              test: /contracts[\\/]src[\\/]admin\.ts|src[\\/](app[\\/](routes[\\/]admin|start-admin|admin-page)\.tsx|features[\\/]admin[\\/](admin-app\.tsx|screens\.ts|copy\.ts|error-message\.ts|api[\\/]|components[\\/](admin-ui|screen-loading)\.tsx|routes[\\/]sign-in\.tsx))/,
            },
            // Small app modules the sign-up island and the dashboard share: the providers, the API
            // client, the basic controls.
            {
              name: 'app-shared',
              test: /src[\\/](app[\\/](provider\.tsx|mount\.ts)|hooks[\\/]use-hydrated\.ts|lib[\\/](api-client|utils|cx|notify|deferred-query-client)\.ts|components[\\/](error-boundary|reload-notice|toaster-host)\.tsx|components[\\/]ui[\\/](input|button|spinner|tooltip)\.tsx|config[\\/])/,
            },
          ],
        },
      },
    },
  },
});
