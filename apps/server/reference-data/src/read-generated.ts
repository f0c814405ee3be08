import { readFileSync } from 'node:fs';

const cache = new Map<string, unknown>();

/**
 * Reads one committed file of `generated/` once per process (the files are immutable at runtime).
 * Plain fs + JSON.parse rather than a JSON import: tsc would otherwise type-check megabytes of data.
 */
export function readGenerated<T>(fileName: string): T {
  if (!cache.has(fileName)) {
    cache.set(fileName, JSON.parse(readFileSync(new URL(`../generated/${fileName}`, import.meta.url), 'utf8')));
  }
  return cache.get(fileName) as T;
}
