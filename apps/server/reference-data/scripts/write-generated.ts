import { mkdirSync, writeFileSync } from 'node:fs';

export const generatedDirectory = new URL('../generated/', import.meta.url);

/** Writes minified JSON (plus a final newline) into generated/ and returns its size in bytes. */
export function writeGenerated(fileName: string, data: unknown): number {
  mkdirSync(generatedDirectory, { recursive: true });
  const text = `${JSON.stringify(data)}\n`;
  writeFileSync(new URL(fileName, generatedDirectory), text);
  return Buffer.byteLength(text);
}
