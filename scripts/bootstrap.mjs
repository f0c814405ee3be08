// Runs before `npm start` (and, with --install-only, before `npm test`): installs dependencies
// when they are missing or stale and rebuilds the web app when its sources changed. Uses no
// dependency itself, so it works on a fresh clone with nothing but Node installed.
import { assertNodeVersion, buildWebApp, dependenciesNeedInstall, installDependencies, webBuildIsStale } from './lib/workspace-state.mjs';

assertNodeVersion();
if (dependenciesNeedInstall()) installDependencies();
if (!process.argv.includes('--install-only') && webBuildIsStale()) buildWebApp();
