import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'freightdesk-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'freightdesk.pid');

describe('lockDataDir', () => {
  it('marks the data directory as ours until released', async () => {
    const release = await lockDataDir(dataDir);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    await release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a data directory another running server holds', async () => {
    await writeFile(lockFile(), String(process.ppid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another server (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a server that no longer runs', async () => {
    await writeFile(lockFile(), '4194303');
    const release = await lockDataDir(dataDir);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
