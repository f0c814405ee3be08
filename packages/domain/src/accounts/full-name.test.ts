import { describe, expect, it } from 'vitest';
import { displayNameOf, fullNameOf } from './full-name';

describe('fullNameOf and displayNameOf', () => {
  it.each([
    { contactName: 'Ana', contactSurname: 'Pérez', full: 'Ana Pérez', display: 'Ana Pérez' },
    { contactName: 'Ana', contactSurname: undefined, full: 'Ana', display: 'Ana' },
    { contactName: undefined, contactSurname: 'Pérez', full: 'Pérez', display: 'Pérez' },
    { contactName: '', contactSurname: null, full: '', display: 'ana@example.com' },
    { contactName: null, contactSurname: undefined, full: '', display: 'ana@example.com' },
  ])('$contactName + $contactSurname → "$full", shown as "$display"', ({ full, display, ...name }) => {
    expect(fullNameOf(name)).toBe(full);
    expect(displayNameOf({ ...name, email: 'ana@example.com' })).toBe(display);
  });
});
