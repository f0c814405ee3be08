// The bundled server (ADR 043): where it lives and whether it is current. Node built-ins only, so
// `npm start` can check it before any dependency is installed. scripts/build-server.mjs builds it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './workspace-state.mjs';

/** Build output (gitignored): one `server-<build id>.mjs` per build, and the manifest naming the current one. */
export const serverDistDir = join(repoRoot, 'apps/server/dist');
export const serverManifestPath = join(serverDistDir, 'manifest.json');
export const serverManifestVersion = 1;

/**
 * A file's identity for the staleness check: modification time and size. A start compares these
 * for every file the last build read (about 250 `stat` calls, a few milliseconds), never hashes.
 */
export function fileStamp(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats ? [stats.mtimeMs, stats.size] : null;
}

export function readServerManifest() {
  try {
    return JSON.parse(readFileSync(serverManifestPath, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The absolute path of the bundle built from `entry` (repository-relative) when it is current:
 * the manifest is of this format and entry, its bundle exists, and every input the build read
 * (sources, package.json and tsconfig files, the build script, esbuild) has the modification time
 * and size it had then. Otherwise undefined: build again.
 */
export function currentServerBundle(entry) {
  const manifest = readServerManifest();
  if (manifest?.version !== serverManifestVersion || manifest.entry !== entry) return undefined;
  const bundle = join(serverDistDir, manifest.bundle);
  if (!existsSync(bundle)) return undefined;
  for (const [input, stamp] of Object.entries(manifest.inputs)) {
    const now = fileStamp(join(repoRoot, input));
    if (!now || now[0] !== stamp[0] || now[1] !== stamp[1]) return undefined;
  }
  return bundle;
}
