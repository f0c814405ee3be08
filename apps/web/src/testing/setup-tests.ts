import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';

// Route modules are lazy chunks: the first visit of a page transforms its modules, which can
// take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling is a no-op (ScrollRestoration, back-to-top).
window.scrollTo = () => undefined;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Object.fromEntries(document.cookie.split('; ').map((pair) => pair.split('='))))) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
});
