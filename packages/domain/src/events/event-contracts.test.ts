import { describe, expect, it } from 'vitest';
import { eventBodySchema, maxEventPropertiesBytes } from './event-contracts';

describe('event body', () => {
  it('bounds the properties by their UTF-8 size, not their length in characters', () => {
    // "é" is two bytes: half as many characters fill the same space.
    const fits = 'é'.repeat(Math.floor((maxEventPropertiesBytes - 20) / 2));
    expect(eventBodySchema.safeParse({ name: 'viewed', properties: { text: fits } }).success).toBe(true);
    const tooBig = eventBodySchema.safeParse({ name: 'viewed', properties: { text: `${fits}${'é'.repeat(20)}` } });
    expect(tooBig.success ? [] : tooBig.error.issues.map((issue) => issue.message)).toEqual(['validation.maxLength']);
  });

  it('defaults the properties to none', () => {
    expect(eventBodySchema.parse({ name: 'viewed' })).toEqual({ name: 'viewed', properties: {} });
  });
});
