import { describe, expect, it } from 'vitest';
import { routeKindEndsAtDoor, routeKindOf, routeKindStartsAtDoor } from './route-kind';

// docs/product/quoting.md#quote-types
describe('routeKindOf (decided by origin and destination types, postal code = door)', () => {
  it.each([
    ['PORT', 'PORT', 'P2P'],
    ['PORT', 'POSTAL_CODE', 'P2D'],
    ['POSTAL_CODE', 'PORT', 'D2P'],
    ['POSTAL_CODE', 'POSTAL_CODE', 'D2D'],
    ['AIRPORT', 'AIRPORT', 'P2P'],
    ['AIRPORT', 'POSTAL_CODE', 'P2D'],
    ['POSTAL_CODE', 'AIRPORT', 'D2P'],
  ] as const)('%s → %s is %s', (origin, destination, kind) => {
    expect(routeKindOf(origin, destination)).toBe(kind);
  });

  it.each([
    ['P2P', false, false],
    ['P2D', false, true],
    ['D2P', true, false],
    ['D2D', true, true],
  ] as const)('%s starts at a door: %s, ends at a door: %s', (kind, startsAtDoor, endsAtDoor) => {
    expect(routeKindStartsAtDoor(kind)).toBe(startsAtDoor);
    expect(routeKindEndsAtDoor(kind)).toBe(endsAtDoor);
  });
});
