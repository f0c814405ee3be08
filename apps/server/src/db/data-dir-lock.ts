import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite has no postmaster to stop a second process from opening the same data directory,
 * and two writers would corrupt it. This lock file (holding the owner's pid) refuses a second
 * server on one DATA_DIR; a lock left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'freightdesk.pid');
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const ownerPid = Number((await readFile(lockFile, 'utf8')).trim());
    if (isRunning(ownerPid) && ownerPid !== process.pid) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another server (pid ${ownerPid}); stop it or choose another DATA_DIR`,
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
