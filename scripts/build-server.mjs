// Bundles the server's own TypeScript (apps/server/src, its reference-data readers and
// packages/domain) into one ES module with esbuild, so `npm start` runs plain JavaScript instead
// of compiling ~200 files through tsx's module hooks on every start (ADR 043). npm packages stay
// external: Node loads them from node_modules as before. `npm start` calls this only when the
// last bundle is stale (scripts/lib/server-bundle.mjs); run it by hand with
// `node scripts/build-server.mjs [apps/server/src/main.ts]`.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import {
  fileStamp,
  readServerManifest,
  serverDistDir,
  serverManifestPath,
  serverManifestVersion,
} from './lib/server-bundle.mjs';
import { repoRoot } from './lib/workspace-state.mjs';

export const defaultServerEntry = 'apps/server/src/main.ts';

/** Our workspace packages are bundled (they export TypeScript sources); every other package stays external. */
const bundledPackagePrefix = '@freightdesk/';

/**
 * Files read relative to their own source file (`new URL('../../migrations', import.meta.url)`:
 * migrations, generated reference data, the repository root for brands and the web build, the
 * geo database through createRequire) must find the same files from the bundle. Each
 * `import.meta.url` of our sources becomes the URL of that source file, computed from the
 * bundle's own URL, so the bundle keeps working wherever the checkout is moved.
 */
function sourceUrlPlugin() {
  return {
    name: 'freightdesk-source-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(serverDistDir, args.path).split(sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Bare imports (npm packages) stay imports, resolved by Node at run time from the bundle's
 * folder. That is the node_modules a source file would have used only if no source folder has
 * its own node_modules: the build fails instead of silently using another copy.
 */
function externalPackagesPlugin() {
  return {
    name: 'freightdesk-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:') || args.path.startsWith(bundledPackagePrefix) || args.pluginData?.checking)
          return undefined;
        const fromSource = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: { checking: true },
        });
        const fromBundle = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: serverDistDir,
          pluginData: { checking: true },
        });
        if (fromSource.errors.length === 0 && fromSource.path !== fromBundle.path) {
          return {
            errors: [
              {
                text:
                  `"${args.path}" resolves to ${fromSource.path} from the sources but to ` +
                  `${fromBundle.path || 'nothing'} from ${serverDistDir}`,
              },
            ],
          };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/** package.json and tsconfig*.json files that govern how esbuild read the sources (nearest ones up to the root). */
function configurationFilesOf(inputs) {
  const files = new Set(['tsconfig.base.json']);
  for (const input of inputs) {
    for (let dir = dirname(input); dir !== '.' && dir !== ''; dir = dirname(dir)) {
      for (const name of ['package.json', 'tsconfig.json'])
        if (fileStamp(join(repoRoot, dir, name))) files.add(join(dir, name));
    }
  }
  return [...files];
}

/**
 * Builds the bundle of `entry` and records it in the manifest. Each build writes a new file
 * (`server-<id>.mjs`) and then swaps the manifest atomically, so a server starting meanwhile reads
 * either the old bundle or the new one, never a half-written file. Returns the bundle's path.
 */
export async function buildServer(entry = defaultServerEntry) {
  const startedAt = Date.now();
  const buildId = `${startedAt.toString(36)}-${process.pid}`;
  const bundleName = `server-${buildId}.mjs`;
  mkdirSync(serverDistDir, { recursive: true });
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: repoRoot,
      entryPoints: [entry],
      outfile: join(serverDistDir, bundleName),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Error and class names in logs stay those of the sources.
      keepNames: true,
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [sourceUrlPlugin(), externalPackagesPlugin()],
    });
  } finally {
    // esbuild's service process must not outlive the build (npm start runs the server next, in this process).
    await esbuild.stop();
  }
  const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  const buildFiles = [
    relative(repoRoot, fileURLToPath(import.meta.url)),
    'scripts/lib/server-bundle.mjs',
    'node_modules/esbuild/package.json',
  ];
  const inputs = {};
  for (const input of [...sources, ...configurationFilesOf(sources), ...buildFiles]) {
    const stamp = fileStamp(join(repoRoot, input));
    // A file saved while the build ran may not be in this bundle: record it as changed.
    inputs[input] = stamp && stamp[0] < startedAt ? stamp : [0, 0];
  }
  const previous = readServerManifest();
  const manifest = {
    version: serverManifestVersion,
    entry,
    bundle: bundleName,
    builtAt: new Date(startedAt).toISOString(),
    inputs,
  };
  const temporaryManifest = `${serverManifestPath}.${process.pid}`;
  writeFileSync(temporaryManifest, `${JSON.stringify(manifest)}\n`);
  renameSync(temporaryManifest, serverManifestPath);
  removeOldBundles({ keep: [bundleName, previous?.bundle], olderThanMs: startedAt });
  return join(serverDistDir, bundleName);
}

/**
 * Deletes earlier bundles, except the one the manifest named before (a server may be starting
 * from it right now) and any written since this build began (another `npm start` building at the
 * same moment is about to run it).
 */
function removeOldBundles({ keep, olderThanMs }) {
  for (const name of readdirSync(serverDistDir)) {
    const bundle = name.replace(/\.map$/, '');
    if (!/^server-.+\.mjs$/.test(bundle) || keep.includes(bundle)) continue;
    const stamp = fileStamp(join(serverDistDir, name));
    if (stamp && stamp[0] < olderThanMs) rmSync(join(serverDistDir, name), { force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const startedAt = performance.now();
  const bundle = await buildServer(process.argv[2] ?? defaultServerEntry);
  console.log(`› server bundle: ${relative(repoRoot, bundle)} (${Math.round(performance.now() - startedAt)} ms)`);
}
