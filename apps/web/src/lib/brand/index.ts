export { BrandContext, useBrand } from './brand-context';
export { usePageTitle } from './use-page-title';
export { getBrandConfiguration, brandConfigurationPath } from './fetch-brand-configuration';
export {
  createBrandConfigurationLoader,
  useBrandConfigurationState,
  type BrandConfigurationLoader,
  type BrandConfigurationState,
} from './brand-configuration-loader';
export { applyBrandToDocument } from './apply-brand-to-document';
