import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { PlaceResult } from '@freightdesk/domain';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function search(queryString: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v2/places?${queryString}`, headers });
  return {
    status: response.statusCode,
    body: response.json() as { data: PlaceResult[]; message?: string; errors?: Record<string, string[]> },
  };
}

describe('GET /api/v2/places', () => {
  it('finds Shanghai by name: the port first, then its airports', async () => {
    const { status, body } = await search('query=shanghai');
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      name: 'Shanghai',
      city: 'Shanghai',
      countryIsoCode: 'CN',
      countryName: "People's Republic of China",
      code: 'CNSHA',
      type: 'PORT',
      iata: null,
      state: null,
      coordinates: { latitude: 31.2304, longitude: 121.4737 },
    });
    expect(
      body.data
        .slice(1, 3)
        .map((place) => place.code)
        .sort(),
    ).toEqual(['PVG', 'SHA']);
  });

  it('finds Shanghai by its UN/LOCODE, in any case', async () => {
    const { body } = await search('query=cnsha');
    expect(body.data[0]).toMatchObject({ code: 'CNSHA', type: 'PORT' });
  });

  it('finds an airport by IATA code before names that merely contain the letters', async () => {
    const { body } = await search('query=GRU&types=AIRPORT');
    expect(body.data[0]).toMatchObject({ code: 'GRU', iata: 'GRU', city: 'São Paulo', countryIsoCode: 'BR' });
  });

  it('ignores accents and case: "sao paulo" finds São Paulo airports and the port of Santos nearby', async () => {
    const { body } = await search('query=sao%20paulo');
    const codes = body.data.map((place) => place.code);
    expect(codes.slice(0, 2).sort()).toEqual(['CGH', 'GRU']);
    expect(codes).toContain('BRSSZ');
    const { body: ports } = await search('query=SÃO PAULO&types=PORT');
    expect(ports.data[0]).toMatchObject({ code: 'BRSSZ', name: 'Santos', type: 'PORT' });
  });

  it('finds Beverly Hills by its ZIP code', async () => {
    const { body } = await search('query=90210');
    expect(body.data[0]).toMatchObject({
      type: 'POSTAL_CODE',
      code: '90210',
      city: 'Beverly Hills',
      state: 'CA',
      countryIsoCode: 'US',
      name: 'Beverly Hills, CA 90210',
    });
  });

  it('lists ZIP codes by prefix in ascending order', async () => {
    const { body } = await search('query=9021&types=POSTAL_CODE&limit=3');
    expect(body.data.map((place) => place.code)).toEqual(['90210', '90211', '90212']);
  });

  it('finds US cities, and the ZIP codes of a city by its name', async () => {
    const { body: cities } = await search('query=beverly hills&types=CITY&country=US');
    expect(cities.data[0]).toMatchObject({
      type: 'CITY',
      name: 'Beverly Hills, CA',
      state: 'CA',
      countryIsoCode: 'US',
    });
    expect(cities.data[0]!.code).toMatch(/^902\d\d$/);
    const { body: zips } = await search('query=beverly hills&types=POSTAL_CODE&country=US');
    expect(zips.data.length).toBeGreaterThan(1);
    expect(zips.data.every((place) => place.type === 'POSTAL_CODE' && place.city === 'Beverly Hills')).toBe(true);
  });

  it('answers only the types asked for', async () => {
    const { body } = await search('query=houston&types=AIRPORT');
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set(body.data.map((place) => place.type))).toEqual(new Set(['AIRPORT']));
    const { body: ports } = await search('query=houston&types=PORT');
    expect(ports.data[0]).toMatchObject({ code: 'USHOU', type: 'PORT' });
  });

  it('answers only places in the country asked for', async () => {
    const { body } = await search('query=london&country=ca');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((place) => place.countryIsoCode === 'CA')).toBe(true);
  });

  it('names countries in the language of the lang parameter, else of Accept-Language', async () => {
    const { body: spanish } = await search('query=CNSHA&lang=es');
    expect(spanish.data[0]!.countryName).toBe('China');
    const { body: usSpanish } = await search('query=90210', { 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' });
    expect(usSpanish.data[0]!.countryName).toBe('Estados Unidos');
    const { body: portuguese } = await search('query=90210&lang=pt-BR', { 'accept-language': 'es' });
    expect(portuguese.data[0]!.countryName).toBe('Estados Unidos');
    const { body: german } = await search('query=DEHAM&lang=pt');
    expect(german.data[0]!.countryName).toBe('Alemanha');
  });

  it('orders exact codes, then names starting with the query, then word starts, then substrings', async () => {
    // Without ports: nearby ports (ranked after prefixes) would blur the name ranks checked here.
    const { body } = await search('query=mesa&types=AIRPORT,CITY&limit=25');
    const ranks = body.data.map((place) => {
      const name = place.name.toLowerCase();
      const city = place.city.toLowerCase();
      if (city === 'mesa' || name === 'mesa') return 1;
      if (name.startsWith('mesa') || city.startsWith('mesa')) return 2;
      if (/\bmesa/.test(name) || /\bmesa/.test(city)) return 3;
      return 4;
    });
    // Mesa, AZ … Mesa Verde National Park, CO … Costa Mesa, CA … Calimesa, CA
    expect(new Set(ranks)).toEqual(new Set([1, 2, 3, 4]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('answers at most 10 places by default and at most the limit asked for', async () => {
    expect((await search('query=san')).body.data).toHaveLength(10);
    expect((await search('query=san&limit=25')).body.data).toHaveLength(25);
  });

  it.each([
    ['a missing query', 'types=PORT'],
    ['a one-letter query', 'query=s'],
    ['an unknown type', 'query=shanghai&types=PORT,TRAIN'],
    ['an empty type list', 'query=shanghai&types='],
    ['a malformed country', 'query=shanghai&country=CHN'],
    ['an unknown country', 'query=shanghai&country=XX'],
    ['a limit above 25', 'query=shanghai&limit=26'],
  ])('answers 422 INVALID_PAYLOAD for %s', async (_case, queryString) => {
    const { status, body } = await search(queryString);
    expect(status).toBe(422);
    expect(body.message).toBe('INVALID_PAYLOAD');
  });
});
