// Prepares the workspace without starting anything: installs dependencies when they are missing
// or stale, rebuilds the web app when its sources changed, and bundles the server when its
// sources changed (ADR 043). `npm test` runs it with --install-only; `npm start` does the same
// checks itself, in the server's own process (scripts/start.mjs). Uses no dependency before the
// install, so it works on a fresh clone with nothing but Node installed.
import { currentServerBundle } from './lib/server-bundle.mjs';
import { prepareWorkspace } from './lib/workspace-state.mjs';

const installOnly = process.argv.includes('--install-only');
prepareWorkspace({ installOnly });
if (!installOnly) {
  const { buildServer, defaultServerEntry } = await import('./build-server.mjs');
  if (!currentServerBundle(defaultServerEntry)) await buildServer(defaultServerEntry);
}
