import { afterEach, describe, expect, it, vi } from 'vitest';

const fontsLoaded = vi.fn();

/** A fresh module, and a style sheet whose loading is counted. */
async function freshLoadFonts() {
  vi.resetModules();
  fontsLoaded.mockClear();
  vi.doMock('@/styles/fonts.css', () => {
    fontsLoaded();
    return {};
  });
  return (await import('./load-fonts')).loadFontsAfterFirstContentfulPaint;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@/styles/fonts.css');
});

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

describe('the bundled fonts (ADR 042)', () => {
  it('load once the first contentful paint is reported, not before', async () => {
    let report: PaintCallback = () => undefined;
    const disconnect = vi.fn();
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PaintCallback) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    const loadFontsAfterFirstContentfulPaint = await freshLoadFonts();
    loadFontsAfterFirstContentfulPaint();

    report({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fontsLoaded).not.toHaveBeenCalled();

    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await vi.waitFor(() => expect(fontsLoaded).toHaveBeenCalledTimes(1));
    expect(disconnect).toHaveBeenCalled();
  });

  it("wait for the server's first screen to give way to the app's page (ADR 093)", async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const screen = Object.assign(document.createElement('div'), { id: 'first-screen' });
    document.body.append(screen);
    const loadFontsAfterFirstContentfulPaint = await freshLoadFonts();
    const { dismissFirstScreen } = await import('@/lib/first-screen');
    loadFontsAfterFirstContentfulPaint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fontsLoaded).not.toHaveBeenCalled();

    dismissFirstScreen();
    expect(document.getElementById('first-screen')).toBeNull();
    await vi.waitFor(() => expect(fontsLoaded).toHaveBeenCalledTimes(1));
  });

  it('load at once where paint timing is not available', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const loadFontsAfterFirstContentfulPaint = await freshLoadFonts();
    loadFontsAfterFirstContentfulPaint();
    await vi.waitFor(() => expect(fontsLoaded).toHaveBeenCalledTimes(1));
  });
});
