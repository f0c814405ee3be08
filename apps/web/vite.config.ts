/// <reference types="vitest/config" />
/* eslint @typescript-eslint/triple-slash-reference: "off" -- the reference is required (stack-notes trap 8); defineConfig comes from vitest/config because vitest nests its own copy of vite. */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const sourceDirectory = fileURLToPath(new URL('./src', import.meta.url));
// react-router's package exports point at its development build; production bundles take the
// production one.
const reactRouterProductionBuild = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
// The domain package is pure (ADR 001): importing one rule from its barrel must not pull in the
// others (phone metadata, money) just because their modules build zod schemas at load time.
const isDomainModule = /packages[\\/]domain[\\/]src[\\/]/;

/**
 * Vendor chunks of the start-up graph (modules statically imported by the entry), by how often
 * they change: React and the router, MUI with emotion, data and i18n libraries, the domain
 * rules. Vendor code only lazy chunks need stays with them (e.g. zod, fetched with the
 * configuration request). Each language's texts become one chunk, fetched when first shown.
 */
const vendorChunks: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|stylis-plugin-rtl|cssjanus|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|js-cookie|use-sync-external-store)[\\/]/ },
  { name: 'domain', test: /node_modules[\\/](zod|libphonenumber-js)[\\/]|packages[\\/]domain[\\/]/ },
];

/**
 * The shell layout frames nearly every page and the dashboard is `/`: their chunks (and what
 * they import) are announced in index.html as `modulepreload`, so they download with the
 * vendor chunks instead of after the entry has run (ADR "web performance"). The names follow
 * the modules router.tsx loads for `/` (its layout route and index route); a name that no
 * longer matches only loses the preload.
 */
const firstPageModules = /[\\/](components[\\/]layouts[\\/]app-shell[\\/]app-shell-layout|app[\\/]routes[\\/](app-shell-with-auth-panel|home))\.tsx$/;

function preloadFirstPageChunks(): Plugin {
  return {
    name: 'freightdesk:preload-first-page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const alreadyLoaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const toPreload = new Set<string>();
        const visit = (fileName: string) => {
          if (alreadyLoaded.has(fileName) || toPreload.has(fileName)) return;
          toPreload.add(fileName);
          for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) if (chunk.facadeModuleId && firstPageModules.test(chunk.facadeModuleId)) visit(chunk.fileName);
        return [...toPreload].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadFirstPageChunks()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${sourceDirectory}/` },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] : []),
    ],
  },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (isDomainModule.test(id) ? false : undefined) },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            ...vendorChunks.map((chunk) => ({ ...chunk, priority: 10, tags: ['$initial' as const] })),
            {
              debugName: 'locales',
              name: (moduleId: string) => {
                const language = /[\\/]locales[\\/](\w+)[\\/][^\\/]+\.json$/.exec(moduleId)?.[1];
                return language ? `locale-${language}` : null;
              },
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The first test of a file pays for transforming the lazy route modules it visits.
    testTimeout: 15_000,
  },
}));
