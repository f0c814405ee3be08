import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const name of ['language', 'consent', 'odd name']) removeCookie(name);
});

describe('first-party cookies', () => {
  it('reads back what it wrote, encoded, and forgets a removed cookie', () => {
    writeCookie('language', 'ar', 365);
    writeCookie('odd name', 'a; b=c ü', 1);
    expect(readCookie('language')).toBe('ar');
    expect(readCookie('odd name')).toBe('a; b=c ü');
    expect(readCookie('missing')).toBeUndefined();
    removeCookie('language');
    expect(readCookie('language')).toBeUndefined();
  });

  it('reads a cookie js-cookie wrote (some characters left unencoded) and a quoted one', () => {
    document.cookie = 'consent=%7B%22analytics%22:true%7D; path=/';
    expect(readCookie('consent')).toBe('{"analytics":true}');
    document.cookie = 'language="es"; path=/';
    expect(readCookie('language')).toBe('es');
  });
});
