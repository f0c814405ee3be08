// The brand files the server loads, read the way an operator wrote them.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './server';

interface BrandFileView {
  hostnames: string[];
  configuration: { name: string; primaryColor: Record<'p500', string>; supportedLanguages: string[] };
}

export function readBrandFile(brandId: string): BrandFileView {
  return JSON.parse(readFileSync(join(repoRoot, 'brands', brandId, 'brand.json'), 'utf8')) as BrandFileView;
}

/** `#0B7A6B` → `rgb(11, 122, 107)`, the form getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/**
 * A copy of the brands directory in which `brandId` has `featureFlags` switched as given, for the server's BRANDS_DIR
 * and BRAND_FILE (an operator's change to a brand file, without touching the repository's). Returns the server's env.
 */
export function brandsWithFlags(brandId: string, featureFlags: Record<string, boolean>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-brands-'));
  cpSync(join(repoRoot, 'brands'), dir, { recursive: true });
  const file = join(dir, brandId, 'brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { configuration: { featureFlags: Record<string, boolean> } };
  brand.configuration.featureFlags = { ...brand.configuration.featureFlags, ...featureFlags };
  writeFileSync(file, JSON.stringify(brand, null, 2));
  return { BRANDS_DIR: dir, BRAND_FILE: join(dir, 'sample', 'brand.json') };
}
