export { BrandContext, useBrand } from './brand-context';
export { usePageTitle } from './use-page-title';
export { brandConfigurationQueryOptions, getBrandConfiguration, brandConfigurationPath } from './get-brand-configuration';
export { applyBrandToDocument } from './apply-brand-to-document';
