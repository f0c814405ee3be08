/// <reference types="vitest/config" />
/* eslint @typescript-eslint/triple-slash-reference: "off" -- the reference is required (stack-notes trap 8);
   defineConfig comes from vitest/config because vitest nests its own copy of vite. */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  isLocalePartModuleId,
  localePartModuleId,
  localePartsModuleId,
  textsPartOf,
  type TextsPart,
} from './src/lib/i18n/texts-parts';
import { localeChunkName } from './src/lib/i18n/locale-chunk-name';

const sourceDirectory = fileURLToPath(new URL('./src', import.meta.url));
const localesDirectory = join(sourceDirectory, 'locales');
// react-router's package exports point at its development build; production bundles take the
// production one.
const reactRouterProductionBuild = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

/**
 * How the build cuts the app into files (ADR 026). Over HTTP/1.1 a browser fetches six files at
 * a time, so each extra file on the way to the first paint costs a round trip; a larger file
 * also compresses better than its parts.
 * - The boot script (main.tsx and what it imports, a few kB): the entry chunk. It sends the
 *   brand configuration request and asks for the texts, then imports app/start.tsx.
 * - The app's start-up code (app/start.tsx's static imports): vendor chunks by how often they
 *   change (React and the router; MUI with emotion; i18n libraries) and one chunk of our own
 *   code. Vendor code only lazy chunks need stays with them (e.g. zod); TanStack Query and the
 *   app's query client are one chunk of their own, for the pages that run queries (ADR 042).
 * - The first page: the shell layout frames nearly every page and the dashboard is `/`. What
 *   router.tsx loads for `/` (its layout route and index route) beyond the start-up code (the
 *   MUI components and icons they draw, the helpers they share) is one chunk; other pages
 *   import what they share with it from there. What the first page loads on demand (menus,
 *   the drawer, dialogs) keeps its own chunks.
 * - Each language's texts: one chunk for start-up, three for the quote journey's pages (what the form and the results
 *   both show, src/lib/i18n/quote-journey-text-areas.json, ADR 073; the form's own, quote-form-text-areas.json; the
 *   results' own, quote-results-text-areas.json, ADR 082), one for the other feature pages
 *   (on-demand-text-areas.json), each fetched when first needed.
 * The names follow router.tsx and app/start.tsx; a name that no longer matches only loses the
 * grouping and the preload below, never a module.
 */
const startModule = /[\\/]src[\\/]app[\\/]start\.tsx$/;
const firstPageModules =
  /[\\/](components[\\/]layouts[\\/]app-shell[\\/]app-shell-layout|app[\\/]routes[\\/](app-shell-with-auth-panel|home))\.tsx$/;
const vendorChunks: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|stylis-plugin-rtl|cssjanus|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];
// TanStack Query is not start-up code (ADR 042): one chunk, fetched with the first page that runs queries.
// Below the start-up groups: the start-up modules it imports (api client, error bus) stay there.
// TanStack Virtual is not part of it: only the rate lists use it, and the pages with queries would fetch it for
// nothing (ADR 071).
const queryChunk = {
  name: 'query',
  test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]lib[\\/](query-client-provider\.tsx|react-query\.ts)$/,
  priority: 15,
};

// MUI's small shared helpers that neither start-up nor the first page use, in two chunks: the hooks and Paper most
// controls use, and what only menus, lists and popups use (transitions, Portal, Grow, List, roving focus), so a page
// without a popup (the quote form) does not fetch the second (ADR 082, amendment 4).
// ButtonBase's ripple (ADR 089: only MUI's menus, chips and tabs still draw one) reads useReducedMotion and
// react-transition-group's context: with the popup helpers, not with what every field needs.
const muiPopupHelpers =
  /node_modules[\\/](@mui[\\/](utils[\\/]useRovingTabIndex|material[\\/]((Portal|Grow|List)[\\/]|transitions[\\/](utils|useReducedMotion)\.|styles[\\/]reducedMotion\.|internal[\\/]Transition\.))|react-transition-group[\\/]esm[\\/]TransitionGroupContext\.)/;
const muiHelpers = /node_modules[\\/]@mui[\\/](utils|material[\\/](utils|Paper|transitions))[\\/]/;

const formControls =
  /[\\/]src[\\/]components[\\/]ui[\\/](alert|checkbox|radio|switch|form-control-label|native[\\/]choice-styles)\.tsx?$/;
const isDomainPackageModule = /packages[\\/]domain[\\/]src[\\/]/;
const isDomainModule = /packages[\\/]domain[\\/]src[\\/]|node_modules[\\/](zod|libphonenumber-js)[\\/]/;

function chunkPlan() {
  // Our own modules statically reachable from main.tsx, not looking into the
  // domain package: its barrel would list every rule. The rules the boot script really uses
  // come along as the group's dependencies (after tree-shaking); the domain chunk has the
  // rules the rest of start-up uses.
  const boot = new Set<string>();
  const plugin: Plugin = {
    name: 'freightdesk:chunk-plan',
    apply: 'build',
    buildEnd() {
      boot.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && !startModule.test(id));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (boot.has(id) || isDomainModule.test(id)) continue;
        boot.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // `$initial`: used (after tree-shaking) by the boot script or by app/start.tsx, both entries.
  const initial = ['$initial' as const];
  const groups = [
    {
      debugName: 'locales',
      name: (moduleId: string) => {
        // The module that gathers a part's files (localeParts below) goes with them.
        const gathering = new RegExp(`${localePartModuleId('(\\w+)', '(\\w+)')}$`).exec(moduleId);
        if (gathering) return localeChunkName(gathering[1] ?? '', gathering[2] as TextsPart);
        const language = /[\\/]locales[\\/](\w+)[\\/][^\\/]+\.json$/.exec(moduleId)?.[1];
        const part = textsPartOf(moduleId);
        return language && part !== 'server' ? localeChunkName(language, part) : null;
      },
      priority: 50,
    },
    // Named as the entry chunk: the boot script's modules stay in it.
    { name: 'index', test: (id: string) => boot.has(id), priority: 40 },
    { name: 'domain', test: isDomainModule, tags: initial, priority: 40 },
    ...vendorChunks.map((chunk) => ({ ...chunk, tags: initial, priority: 30 })),
    queryChunk,
    { name: 'start', test: (id: string) => !id.includes('node_modules'), tags: initial, priority: 20 },
    // The route modules of `/`; what they import beyond the start-up code comes along.
    { name: 'first-page', test: firstPageModules, priority: 10 },
    // MUI's small shared helpers that neither start-up nor the first page use, in two chunks (above): left to
    // themselves they make a dozen chunks of 0.1–0.8 kB, each a request and a name in the preload lists of every chunk
    // that may load them (ADR 082).
    { name: 'mui-helpers', test: (id: string) => muiHelpers.test(id) && !muiPopupHelpers.test(id), priority: 6 },
    { name: 'mui-popup-helpers', test: muiPopupHelpers, priority: 5 },
    // The choice controls and the alert (ADR 089) in one chunk: each is 0.3–1 kB and a page uses several. Not the
    // form fields: they bring react-hook-form, which a page with a checkbox alone (the results' filters) does not need.
    { name: 'form-controls', test: formControls, priority: 8 },
  ];
  return { plugin, groups };
}
const chunks = chunkPlan();

/**
 * index.html announces the app's start-up chunks and the first page's chunk as `modulepreload`:
 * they download while the boot script runs, instead of after it has asked for them.
 */
function preloadStartUpChunks(): Plugin {
  return {
    name: 'freightdesk:preload-start-up-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const outputChunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFileName = new Map(outputChunks.map((chunk) => [chunk.fileName, chunk]));
        const boot = outputChunks.filter(
          (chunk) => chunk.isEntry && !chunk.moduleIds.some((id) => startModule.test(id)),
        );
        const alreadyLoaded = new Set(boot.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const toPreload = new Set<string>();
        const visit = (fileName: string) => {
          if (alreadyLoaded.has(fileName) || toPreload.has(fileName)) return;
          toPreload.add(fileName);
          for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const pattern of [startModule, firstPageModules]) {
          for (const chunk of outputChunks) if (chunk.moduleIds.some((id) => pattern.test(id))) visit(chunk.fileName);
        }
        return [...toPreload].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * What a dynamic import preloads, without the chunks that are there already: Vite lists every
 * chunk a dynamically imported chunk reaches, also those its host chunk imports statically
 * (react, mui, the domain…) and those index.html preloads on every page (start-up and the first
 * page's chunks), and the list is code of the host. On the start-up chunks (the first page's
 * budget, ADR 048) those names are bytes that preload nothing (ADR 058). An import still
 * preloads every chunk it did that is not loaded yet. A chunk with nothing else to preload (a
 * language's texts) is not listed for itself either: the import fetches it at once anyway, and the
 * boot script carries one loader per language and texts part (ADR 082, amendment 3).
 */
function preloadOnlyWhatIsMissing() {
  const staticClosureOf = new Map<string, Set<string>>();
  const preloadedOnEveryPage = new Set<string>();
  const plugin: Plugin = {
    name: 'freightdesk:preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticClosureOf.clear();
        const importsOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output.imports : [];
        };
        for (const fileName of Object.keys(bundle)) {
          const closure = new Set<string>([fileName]);
          const pending = [...importsOf(fileName)];
          for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
            if (closure.has(next)) continue;
            closure.add(next);
            pending.push(...importsOf(next));
          }
          staticClosureOf.set(fileName, closure);
        }
        preloadedOnEveryPage.clear();
        for (const output of Object.values(bundle)) {
          const isStartUp =
            output.type === 'chunk' &&
            (output.isEntry || output.moduleIds.some((id) => startModule.test(id) || firstPageModules.test(id)));
          if (isStartUp)
            for (const fileName of staticClosureOf.get(output.fileName) ?? []) preloadedOnEveryPage.add(fileName);
        }
      },
    },
  };
  const resolveDependencies = (fileName: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = staticClosureOf.get(hostId);
    const missing = deps.filter((dep) => !preloadedOnEveryPage.has(dep) && !loaded?.has(dep));
    return missing.length === 1 && missing[0] === fileName ? [] : missing;
  };
  return { plugin, resolveDependencies };
}
const preloads = preloadOnlyWhatIsMissing();

/**
 * Each language's texts in two parts (ADR 026), each loaded by one dynamic import (ADR 042): the
 * module `virtual:freightdesk/locale-parts` maps `<language>:<part>` to the import of a module
 * that gathers that part's files of `src/locales/<language>/`. (A glob import of the files
 * themselves put one loader per file, ~2 kB gzip, into the boot script.) A language or area
 * added while the dev server runs needs a restart.
 */
export function localeParts(): Plugin {
  const parts: TextsPart[] = ['startUp', 'quoteJourney', 'quoteForm', 'quoteResults', 'onDemand'];
  const languages = () =>
    readdirSync(localesDirectory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? [entry.name] : [],
    );
  return {
    name: 'freightdesk:locale-parts',
    resolveId(source) {
      return source === localePartsModuleId || isLocalePartModuleId(source) ? `\0${source}` : null;
    },
    load(id) {
      if (id === `\0${localePartsModuleId}`) {
        const loaders = languages().flatMap((language) =>
          parts.map(
            (part) =>
              `${JSON.stringify(`${language}:${part}`)}: () => ` +
              `import(${JSON.stringify(localePartModuleId(language, part))})`,
          ),
        );
        return `export const localePartLoaders = {\n${loaders.join(',\n')}\n};\n`;
      }
      const requested = new RegExp(`^\\0${localePartModuleId('(\\w+)', '(\\w+)')}$`).exec(id);
      if (!requested) return null;
      const [, language = '', part] = requested;
      const files = readdirSync(join(localesDirectory, language))
        .filter((fileName) => fileName.endsWith('.json') && textsPartOf(fileName) === part)
        .sort();
      const paths = files.map((fileName) => join(localesDirectory, language, fileName));
      for (const path of paths) this.addWatchFile(path);
      return [
        ...paths.map((path, index) => `import texts${index} from ${JSON.stringify(path)};`),
        `export default [${paths.map((_, index) => `texts${index}`).join(', ')}];`,
      ].join('\n');
    },
  };
}

/**
 * The app's themes have no CSS variables and no colour schemes (lib/theme/build-theme.ts): MUI's
 * createTheme then builds them with createThemeNoVars and never calls createThemeWithVars, but it
 * imports it, ~5 kB gzip of start-up code (ADR 042). The build gives createTheme a stand-in that
 * fails loudly should a theme ever ask for CSS variables; the tests run the real one.
 */
export function withoutUnusedMuiCssVariablesTheme(): Plugin {
  const standInId = '\0freightdesk:mui-create-theme-with-vars';
  return {
    name: 'freightdesk:without-unused-mui-css-variables-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme =
        importer !== undefined && /@mui[\\/]material[\\/]styles[\\/]createTheme\.m?js$/.test(importer);
      return fromCreateTheme && /^\.\/createThemeWithVars(\.m?js)?$/.test(source) ? standInId : null;
    },
    load(id) {
      if (id !== standInId) return null;
      return (
        "export default function createThemeWithVars() { throw new Error('freightdesk builds MUI themes without " +
        "CSS variables (vite.config.ts, ADR 042): remove withoutUnusedMuiCssVariablesTheme to use them.'); }"
      );
    },
  };
}

/** The app's import aliases; a build takes react-router's production bundle. */
export function appAliases(command: 'build' | 'serve') {
  return [
    { find: /^@\//, replacement: `${sourceDirectory}/` },
    {
      find: /^use-sync-external-store\/shim$/,
      replacement: `${sourceDirectory}/lib/i18n/use-sync-external-store-shim.ts`,
    },
    ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] : []),
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    localeParts(),
    chunks.plugin,
    preloads.plugin,
    preloadStartUpChunks(),
    withoutUnusedMuiCssVariablesTheme(),
  ],
  resolve: { alias: appAliases(command) },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the server preloads each route's chunks from it (ADR 087).
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      // The domain package is pure (ADR 001): importing one rule from its barrel must not pull in
      // the others (phone metadata, money) just because their modules build zod schemas at load time.
      treeshake: {
        moduleSideEffects: (id: string) => (isDomainPackageModule.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      // The app's start-up code is an entry of its own (the boot script imports it): `$initial`
      // then marks what start-up really uses.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        start: fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)),
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: chunks.groups,
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
