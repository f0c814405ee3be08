import type { BrandConfiguration } from '@freightdesk/domain';
import { createContext, use } from 'react';

export const BrandContext = createContext<BrandConfiguration | null>(null);

/** The brand configuration; available everywhere under the brand gate. */
export function useBrand(): BrandConfiguration {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useBrand must be used under the brand gate (BrandContext).');
  return brand;
}
