// The brand files the server loads, read the way an operator wrote them.
import { readFileSync } from 'node:fs';
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
