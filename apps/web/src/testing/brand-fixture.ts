import {
  brandConfigurationSchema,
  featureFlagNames,
  serviceSwitchNames,
  type BrandConfiguration,
  type BrandConfigurationInput,
  type FeatureFlags,
  type ServiceSwitches,
} from '@freightdesk/domain';

/** A complete, schema-valid brand for tests: English and Spanish enabled, like the sample brand. */
export const testBrandInput: BrandConfigurationInput = {
  id: 'test-brand',
  name: 'Test Freight',
  type: 'test',
  logoPath: '/brand/logo.svg',
  collapsedLogoPath: '/brand/logo-collapsed.svg',
  favIconPath: '/brand/favicon.svg',
  primaryColor: {
    p100: '#e6eefb',
    p200: '#bcd0f5',
    p300: '#7fa6ea',
    p400: '#3f78d9',
    p500: '#1f5bbf',
    p600: '#163f86',
  },
  secondaryColor: {
    a100: '#fff1e0',
    a200: '#ffd7a8',
    a300: '#ffb866',
    a400: '#ff9a2e',
    a500: '#b35c00',
    a600: '#7a3f00',
  },
  typeface: { display: 'Poppins', body: 'Inter' },
  contactEmails: {
    support: 'support@test-freight.example',
    sales: 'sales@test-freight.example',
    operations: 'ops@test-freight.example',
  },
  legalLinksByBranch: { US: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' } },
  privacyPolicyUrlByLanguage: { en: '/legal/privacy', es: '/legal/privacidad' },
  faqUrl: '/help/faq',
  forgotPasswordUrl: null,
  cookieDomains: [],
  featureFlags: Object.fromEntries(featureFlagNames.map((name) => [name, false])) as FeatureFlags,
  services: Object.fromEntries(serviceSwitchNames.map((name) => [name, true])) as ServiceSwitches,
  supportedLanguages: ['en', 'es'],
  allowedUserProfile: ['business', 'agent'],
  quoteCategoryOptions: ['commercial'],
  customerProfileOptions: ['business', 'agent'],
  shipmentTypeOptions: ['FCL', 'LCL', 'AIR'],
  countryContactNumbers: [{ countryCode: 'US', contact: '+1 305 555 0100' }],
  errorModalContacts: [
    { countryCode: 'ES', contact: '+34 910 000 000' },
    { countryCode: 'US', contact: '+1 305 555 0100' },
    { countryCode: 'DO', contact: '+1 809 555 0100' },
    { countryCode: 'MX', contact: '+52 55 5555 0100' },
    { countryCode: 'CO', contact: '+57 601 555 0100' },
  ],
  signupForm: { showCommodity: true, showShipmentLastYear: true, showNextShipment: true, showNetwork: true },
  minCharacterVerifyEmail: 4,
  statistics: {
    tradeLanes: 40000,
    instantQuotes: 50000,
    rating: 4.3,
    ratingCount: 500,
    customers: 10000,
    quotesPerDay: 3000,
    continents: 4,
  },
};

export const testBrand: BrandConfiguration = brandConfigurationSchema.parse(testBrandInput);

/** The test brand with some fields replaced (validated again). */
export function brandWith(overrides: Partial<BrandConfigurationInput>): BrandConfiguration {
  return brandConfigurationSchema.parse({ ...testBrandInput, ...overrides });
}
