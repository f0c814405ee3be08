// `npm start` (package.json: `exec node … scripts/start.mjs apps/server/src/main.ts`): prepares
// the workspace and runs the server, in this one process (ADR 043).
//   1. installs dependencies when they are missing or stale, rebuilds the web app when its sources
//      changed (scripts/lib/workspace-state.mjs: Node built-ins only, works on a fresh clone);
//   2. bundles the server entry with esbuild when any file of the last bundle changed (a stat of
//      each, no hashing: scripts/lib/server-bundle.mjs, scripts/build-server.mjs);
//   3. imports the bundle: the server starts here, so npm's `exec` hands SIGTERM/SIGINT straight
//      to it and nothing is left behind when it exits.
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentServerBundle } from './lib/server-bundle.mjs';
import { prepareWorkspace, repoRoot } from './lib/workspace-state.mjs';

const entryArgument = process.argv[2];
if (!entryArgument) {
  console.error('usage: node scripts/start.mjs <server entry, e.g. apps/server/src/main.ts>');
  process.exit(2);
}
const entry = relative(repoRoot, resolve(entryArgument));

prepareWorkspace();
let bundle = currentServerBundle(entry);
if (!bundle) {
  // Imported only now: esbuild is a dependency, present once prepareWorkspace() has installed them.
  const { buildServer } = await import('./build-server.mjs');
  const startedAt = performance.now();
  bundle = await buildServer(entry);
  console.log(
    `› bundled the server: ${entry} → ${relative(repoRoot, bundle)} (${Math.round(performance.now() - startedAt)} ms)`,
  );
}
await import(pathToFileURL(bundle).href);
