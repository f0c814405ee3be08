import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (docs/decisions/066-booking-documents.md). The product stores a file's
 * key and reads it back through this interface only, so an object store (S3-like: `put` as a
 * streamed multipart upload, `get` as a ranged GET, `delete`) can replace the folder under DATA_DIR
 * without touching the modules that use it.
 */
export interface FileStorage {
  /**
   * Streams `source` into the store; never holds the whole file. Resolves once the file is stored
   * in full (size and SHA-256 of the bytes written). When the source fails (a size limit, a dropped
   * connection) nothing stays stored and the source's error is the rejection.
   */
  put(source: Readable): Promise<StoredFile>;
  /** A stream of a stored file's bytes; rejects with StoredFileMissingError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes a stored file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  /** Opaque, chosen by the store (a random id: never derived from the file name). */
  key: string;
  sizeBytes: number;
  /** Hex. */
  sha256: string;
}

export class StoredFileMissingError extends Error {
  override name = 'StoredFileMissingError';
}

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The default store: files in a folder (e.g. `DATA_DIR/documents`), two levels of sub-folders by
 * key so no folder grows large. A file is written under `.incoming/` and renamed into place when
 * complete, so a reader never sees half a file and a crash leaves only `.incoming/` to clear.
 */
export function createFileSystemStorage(rootDir: string): FileStorage {
  const incomingDir = path.join(rootDir, '.incoming');

  function fileOf(key: string): string {
    if (!keyPattern.test(key)) throw new StoredFileMissingError(`not a storage key: ${key}`);
    return path.join(rootDir, key.slice(0, 2), key.slice(2, 4), key);
  }

  return {
    async put(source) {
      const key = randomUUID();
      const target = fileOf(key);
      const incoming = path.join(incomingDir, key);
      await mkdir(incomingDir, { recursive: true });
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, measure, createWriteStream(incoming, { flags: 'wx' }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(incoming, target);
      } catch (error) {
        await rm(incoming, { force: true });
        throw error;
      }
      return { key, sizeBytes, sha256: hash.digest('hex') };
    },

    async get(key) {
      const file = fileOf(key);
      const exists = await stat(file).then(
        (stats) => stats.isFile(),
        () => false,
      );
      if (!exists) throw new StoredFileMissingError(`no stored file ${key}`);
      return createReadStream(file);
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
