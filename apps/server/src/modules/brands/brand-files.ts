import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandFileSchema, type BrandFile } from '@freightdesk/domain';

/** A brand as found on disk: `brands/<id>/brand.json`, validated, with its `assets/` folder. */
export interface BrandSource {
  file: string;
  assetsDir: string;
  brand: BrandFile;
}

/** A brand file the server refuses to start with; the message names the file and the field. */
export class BrandFileError extends Error {
  override name = 'BrandFileError';
}

const brandFileName = 'brand.json';
/** Where a brand's own files are served from; `logoPath` and friends point here. */
export const brandAssetsPrefix = '/brand-assets';

export interface ReadBrandFilesOptions {
  /** Every `<dir>/brand.json` below it is a brand. */
  brandsDir: string;
  /** The default brand's file (BRAND_FILE); it may live outside `brandsDir`. */
  defaultBrandFile: string;
}

/**
 * Reads and validates every brand file. The BRAND_FILE brand is the default one whatever its
 * own `isDefault` says, so one environment variable decides which brand unknown hosts get.
 */
export async function readBrandFiles({ brandsDir, defaultBrandFile }: ReadBrandFilesOptions): Promise<BrandSource[]> {
  const defaultFile = path.resolve(defaultBrandFile);
  if (!existsSync(defaultFile)) throw new BrandFileError(`BRAND_FILE ${defaultFile} does not exist`);
  const files = new Set([defaultFile, ...(await brandFilesIn(brandsDir))]);
  const sources: BrandSource[] = [];
  for (const file of files) {
    const brand = await readBrandFile(file);
    sources.push({
      file,
      assetsDir: path.join(path.dirname(file), 'assets'),
      brand: { ...brand, isDefault: file === defaultFile },
    });
  }
  assertUniqueIdsAndHostnames(sources);
  for (const source of sources) assertAssetsExist(source);
  return sources;
}

async function brandFilesIn(brandsDir: string): Promise<string[]> {
  if (!existsSync(brandsDir)) return [];
  const entries = await readdir(brandsDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.resolve(brandsDir, entry.name, brandFileName))
    .filter((file) => existsSync(file))
    .sort();
}

export async function readBrandFile(file: string): Promise<BrandFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new BrandFileError(`Invalid brand file ${file}: ${(error as Error).message}`);
  }
  const result = brandFileSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new BrandFileError(`Invalid brand file ${file}: ${problems.join('; ')}`);
  }
  const brand = result.data;
  return { ...brand, hostnames: brand.hostnames.map((hostname) => hostname.toLowerCase()) };
}

function assertUniqueIdsAndHostnames(sources: readonly BrandSource[]): void {
  const fileById = new Map<string, string>();
  const fileByHostname = new Map<string, string>();
  for (const { file, brand } of sources) {
    const { id } = brand.configuration;
    const sameId = fileById.get(id);
    if (sameId)
      throw new BrandFileError(`Invalid brand file ${file}: configuration.id "${id}" is already used by ${sameId}`);
    fileById.set(id, file);
    for (const hostname of brand.hostnames) {
      const sameHost = fileByHostname.get(hostname);
      if (sameHost)
        throw new BrandFileError(
          `Invalid brand file ${file}: hostnames "${hostname}" is already claimed by ${sameHost}`,
        );
      fileByHostname.set(hostname, file);
    }
  }
}

const assetFields = ['logoPath', 'collapsedLogoPath', 'favIconPath'] as const;

/** A logo path under `/brand-assets/<id>/` must name a file the brand ships. */
function assertAssetsExist({ file, assetsDir, brand }: BrandSource): void {
  const ownPrefix = `${brandAssetsPrefix}/${brand.configuration.id}/`;
  for (const field of assetFields) {
    const assetPath = brand.configuration[field];
    if (assetPath.startsWith(`${brandAssetsPrefix}/`)) {
      if (!assetPath.startsWith(ownPrefix)) {
        throw new BrandFileError(`Invalid brand file ${file}: configuration.${field} must start with ${ownPrefix}`);
      }
      const assetFile = path.join(assetsDir, assetPath.slice(ownPrefix.length));
      if (!assetFile.startsWith(assetsDir + path.sep) || !existsSync(assetFile)) {
        throw new BrandFileError(
          `Invalid brand file ${file}: configuration.${field} names ${assetFile}, which does not exist`,
        );
      }
    }
  }
}
