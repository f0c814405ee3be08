import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileSystemStorage, StoredFileMissingError, type FileStorage } from './file-storage';

let rootDir: string;
let storage: FileStorage;

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  storage = createFileSystemStorage(rootDir);
});
afterEach(() => rm(rootDir, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('file-system storage', () => {
  it('stores a stream and gives the same bytes back, with their size and SHA-256', async () => {
    const body = 'invoice line\n'.repeat(1000);
    const stored = await storage.put(Readable.from([body.slice(0, 5000), body.slice(5000)]));
    expect(stored.sizeBytes).toBe(body.length);
    expect(stored.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(await text(await storage.get(stored.key))).toBe(body);
  });

  it('keeps nothing of a stream that fails part-way', async () => {
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('connection dropped');
    }
    await expect(storage.put(Readable.from(failing()))).rejects.toThrow('connection dropped');
    expect(await filesUnder(rootDir)).toEqual([]);
  });

  it('deletes a file; reading it then fails as missing', async () => {
    const stored = await storage.put(Readable.from(['x']));
    await storage.delete(stored.key);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.delete(stored.key);
  });

  it('refuses keys that are not its own (no path outside the folder)', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toBeInstanceOf(StoredFileMissingError);
  });
});
