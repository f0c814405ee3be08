// Helpers for the bootstrap and test scripts. Node built-ins only: they must run on a fresh
// clone before any dependency is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const installStampPath = join(repoRoot, 'node_modules', '.freightdesk-install-stamp');

function lockfileHash() {
  const lockPath = join(repoRoot, 'package-lock.json');
  return existsSync(lockPath) ? createHash('sha256').update(readFileSync(lockPath)).digest('hex') : 'no-lockfile';
}

/**
 * True when an `npm ci` or `npm install` run by hand installed the tree: npm rewrites its hidden lockfile
 * (node_modules/.package-lock.json) at the end of every install, so one written after package-lock.json last
 * changed describes that lockfile's tree. A checkout that changes package-lock.json makes it newer again.
 */
function installedByHandSinceLockfileChanged() {
  const hidden = statSync(join(repoRoot, 'node_modules', '.package-lock.json'), { throwIfNoEntry: false });
  const lockfile = statSync(join(repoRoot, 'package-lock.json'), { throwIfNoEntry: false });
  return Boolean(hidden && lockfile && hidden.mtimeMs >= lockfile.mtimeMs);
}

/** True when node_modules is missing or was installed from another package-lock.json. */
export function dependenciesNeedInstall() {
  if (!existsSync(join(repoRoot, 'node_modules'))) return true;
  if (existsSync(installStampPath)) return readFileSync(installStampPath, 'utf8').trim() !== lockfileHash();
  if (!installedByHandSinceLockfileChanged()) return true;
  writeFileSync(installStampPath, `${lockfileHash()}\n`);
  return false;
}

export function installDependencies() {
  const hasLockfile = existsSync(join(repoRoot, 'package-lock.json'));
  run('npm', [hasLockfile ? 'ci' : 'install', '--no-audit', '--no-fund'], 'installing dependencies');
  writeFileSync(installStampPath, `${lockfileHash()}\n`);
}

// What the web build reads; a change to any of them makes the built app stale.
const webBuildInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.first-screen.config.ts',
  'apps/web/public',
  'packages/domain/src',
  'package-lock.json',
];

/** True when `path` (a file, or any file or folder below it) was modified after `time`; stops at the first one. */
function modifiedAfter(path, time) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return false;
  if (stats.mtimeMs > time) return true;
  if (!stats.isDirectory()) return false;
  return readdirSync(path).some((entry) => modifiedAfter(join(path, entry), time));
}

/** True when apps/web/dist or the server's first-screen bundle (ADR 093) is missing, or older than its inputs. */
export function webBuildIsStale() {
  const builtIndex = statSync(join(repoRoot, 'apps/web/dist/index.html'), { throwIfNoEntry: false });
  if (!builtIndex) return true;
  if (!existsSync(join(repoRoot, 'apps/web/dist-first-screen/render-results-first-screen.js'))) return true;
  return webBuildInputs.some((input) => modifiedAfter(join(repoRoot, input), builtIndex.mtimeMs));
}

export function buildWebApp() {
  run('npm', ['run', 'build', '-w', '@freightdesk/web'], 'building the web app');
}

/**
 * What `npm start` (and, with installOnly, `npm test`) needs before it runs anything else: a
 * supported Node, dependencies installed from the current lockfile, and (unless installOnly) a web
 * build no older than its sources. The checks stat files and hash the lockfile: a few ms.
 */
export function prepareWorkspace({ installOnly = false } = {}) {
  assertNodeVersion();
  if (dependenciesNeedInstall()) installDependencies();
  if (!installOnly && webBuildIsStale()) buildWebApp();
}

export function run(command, args, what, options = {}) {
  console.log(`› ${what}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✗ ${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
  if (!supported) {
    console.error(`freightdesk needs Node 20.19+ (or 22.12+); this is ${process.versions.node}.`);
    process.exit(1);
  }
}
