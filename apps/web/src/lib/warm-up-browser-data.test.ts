import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpBrowserData } from './warm-up-browser-data';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmUpBrowserData (ADR 094)', () => {
  it('makes the language’s formats and reads local storage, each in a task of its own, after the call', () => {
    vi.useFakeTimers();
    const made: string[] = [];
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (this: unknown, locale) {
      made.push(`plural rules ${String(locale)}`);
      return {} as Intl.PluralRules;
    });
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, locale) {
      made.push(`number format ${String(locale)}`);
      return { format: () => '' } as unknown as Intl.NumberFormat;
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      made.push('local storage');
      return null;
    });

    warmUpBrowserData('ar');
    expect(made).toEqual([]);
    const afterEachTask: string[][] = [];
    for (let task = 0; task < 4; task += 1) {
      vi.advanceTimersToNextTimer();
      afterEachTask.push([...made]);
    }
    expect(afterEachTask).toEqual([
      ['plural rules ar'],
      ['plural rules ar', 'number format ar'],
      ['plural rules ar', 'number format ar', 'local storage'],
      ['plural rules ar', 'number format ar', 'local storage'],
    ]);
  });
});
