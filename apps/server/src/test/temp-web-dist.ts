import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface TempWebDist {
  dir: string;
  /** `/assets/index-<hash>.js` */
  assetUrl: string;
  /** The asset's uncompressed text. */
  assetText: string;
  indexHtml: string;
  remove(): Promise<void>;
}

/** A stand-in for `apps/web/dist`: index.html and one hashed asset with its .br and .gz twins. */
export async function createTempWebDist(): Promise<TempWebDist> {
  const dir = await mkdtemp(path.join(tmpdir(), 'freightdesk-web-dist-'));
  const assetName = 'index-Bx7f3k9Q.js';
  const assetText = `console.log(${JSON.stringify('freightdesk '.repeat(200))});\n`;
  const indexHtml =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Freightdesk</title>' +
    `<script type="module" src="/assets/${assetName}"></script></head><body><div id="root"></div></body></html>\n`;
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  const assetFile = path.join(dir, 'assets', assetName);
  await writeFile(assetFile, assetText);
  await writeFile(`${assetFile}.br`, brotliCompressSync(assetText));
  await writeFile(`${assetFile}.gz`, gzipSync(assetText));
  return {
    dir,
    assetUrl: `/assets/${assetName}`,
    assetText,
    indexHtml,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
