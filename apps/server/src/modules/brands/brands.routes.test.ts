import {
  brandConfigurationSchema,
  featureFlagNames,
  serviceSwitchNames,
  type BrandConfiguration,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function configurationFor(host: string): Promise<BrandConfiguration> {
  const response = await testApp.app.inject({ method: 'GET', url: '/configuration', headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /configuration (sample brand)', () => {
  it('answers every field of the brand configuration', async () => {
    const configuration = await configurationFor('localhost:8080');
    expect(Object.keys(configuration).sort()).toEqual(Object.keys(brandConfigurationSchema.shape).sort());
    expect(() => brandConfigurationSchema.parse(configuration)).not.toThrow();
    expect(Object.keys(configuration.featureFlags).sort()).toEqual([...featureFlagNames].sort());
  });

  it('is the Freightdesk sample with its logos, palette and typefaces', async () => {
    const configuration = await configurationFor('localhost');
    expect(configuration).toMatchObject({
      id: 'sample',
      name: 'Freightdesk',
      type: 'freightdesk-marketplace',
      logoPath: '/brand-assets/sample/logo.svg',
      collapsedLogoPath: '/brand-assets/sample/logo-collapsed.svg',
      favIconPath: '/brand-assets/sample/favicon.svg',
      typeface: { display: 'Poppins', body: 'Inter' },
      primaryColor: { p500: '#1746A2' },
      contactEmails: {
        support: 'support@freightdesk.example',
        sales: 'sales@freightdesk.example',
        operations: 'operations@freightdesk.example',
      },
    });
    expect(Object.keys(configuration.legalLinksByBranch).sort()).toEqual(['DB', 'DO', 'ES', 'US']);
    expect(Object.keys(configuration.privacyPolicyUrlByLanguage).sort()).toEqual(['en', 'es']);
  });

  it('enables English and Spanish, and asks for 4 characters before verifying an e-mail code', async () => {
    const configuration = await configurationFor('localhost');
    expect(configuration.supportedLanguages).toEqual(['en', 'es']);
    expect(configuration.minCharacterVerifyEmail).toBe(4);
  });

  it('has contact numbers for Spain, the US and the Dominican Republic, and five error-modal contacts', async () => {
    const configuration = await configurationFor('localhost');
    expect(configuration.countryContactNumbers.map((contact) => contact.countryCode)).toEqual(['ES', 'US', 'DO']);
    expect(configuration.countryContactNumbers.find((contact) => contact.countryCode === 'ES')?.contact).toMatch(
      /^\+34 /,
    );
    expect(configuration.countryContactNumbers.find((contact) => contact.countryCode === 'DO')?.contact).toMatch(
      /^\+1 809 /,
    );
    expect(configuration.errorModalContacts).toHaveLength(5);
  });

  it('switches all 16 services on', async () => {
    const configuration = await configurationFor('localhost');
    expect(Object.keys(configuration.services).sort()).toEqual([...serviceSwitchNames].sort());
    expect(serviceSwitchNames).toHaveLength(16);
    expect(Object.values(configuration.services).every(Boolean)).toBe(true);
  });

  it('offers every profile, category and shipment type, and the sample statistics', async () => {
    const configuration = await configurationFor('localhost');
    expect(configuration.allowedUserProfile).toEqual([
      'individual',
      'relocationCompany',
      'business',
      'agent',
      'student',
    ]);
    expect(configuration.quoteCategoryOptions).toEqual(['commercial', 'relocation', 'courier', 'student']);
    expect(configuration.customerProfileOptions).toEqual(['business', 'agent', 'mover', 'student']);
    expect(configuration.shipmentTypeOptions).toEqual(['FCL', 'LCL', 'AIR', 'LTL']);
    expect(configuration.statistics).toEqual({
      tradeLanes: 40_000,
      instantQuotes: 50_000,
      rating: 4.3,
      ratingCount: 500,
      customers: 10_000,
      quotesPerDay: 3_000,
      continents: 4,
    });
  });

  it('is not cached by browsers and says it varies by host', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/configuration' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Host');
  });
});

describe('GET /configuration by host name', () => {
  it.each([
    ['harbourline.localhost', 'harbourline'],
    ['harbourline.localhost:8080', 'harbourline'],
    ['HARBOURLINE.localhost', 'harbourline'],
    ['127.0.0.1:8080', 'sample'],
    ['unknown.example.com', 'sample'],
    ['[::1]:8080', 'sample'],
  ])('Host %s gets the %s brand', async (host, brandId) => {
    expect((await configurationFor(host)).id).toBe(brandId);
  });

  it('gives Harbourline its own name, palette, languages (with Arabic) and services', async () => {
    const configuration = await configurationFor('harbourline.localhost');
    expect(configuration.name).toBe('Harbourline Logistics');
    expect(configuration.primaryColor.p500).toBe('#0B7A6B');
    expect(configuration.supportedLanguages).toEqual(['en', 'es', 'pt', 'ar']);
    expect(configuration.featureFlags.b2cFlow).toBe(true);
    expect(configuration.services.road).toBe(false);
    expect(configuration.logoPath).toBe('/brand-assets/harbourline/logo.svg');
  });
});

describe('GET /brand-assets/<brand>/<file>', () => {
  it.each([
    '/brand-assets/sample/logo.svg',
    '/brand-assets/sample/logo-collapsed.svg',
    '/brand-assets/harbourline/favicon.svg',
  ])('serves %s as SVG, cached for a day', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('<svg');
  });

  it.each(['/brand-assets/sample/missing.svg', '/brand-assets/nobody/logo.svg', '/brand-assets/sample/../brand.json'])(
    'answers 404 JSON for %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'ROUTE_NOT_FOUND' });
    },
  );
});
