import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrandConfiguration } from '@freightdesk/domain';
import { brandAssetsPrefix } from '../modules/brands/brand-files';
import type { PdfBrand } from './pdf-builder';

/**
 * What a PDF shows of a brand: its name, colours (primary p500, accent a400), support address and
 * logo. The logo is read from the brand's own assets folder when `logoPath` points there (an SVG
 * drawn by svg-to-pdfkit); a logo hosted elsewhere is not fetched: the name stands alone.
 */
export async function pdfBrandOf(brand: BrandConfiguration, assetsDir: string | undefined): Promise<PdfBrand> {
  const ownPrefix = `${brandAssetsPrefix}/${brand.id}/`;
  let logoSvg: string | null = null;
  if (assetsDir && brand.logoPath.startsWith(ownPrefix) && brand.logoPath.endsWith('.svg')) {
    const file = path.join(assetsDir, brand.logoPath.slice(ownPrefix.length));
    if (file.startsWith(assetsDir + path.sep)) logoSvg = await readFile(file, 'utf8').catch(() => null);
  }
  return {
    name: brand.name,
    primaryColour: brand.primaryColor.p500,
    accentColour: brand.secondaryColor.a400,
    logoSvg,
    footer: brand.contactEmails.support,
  };
}
