import { defineConfig } from 'vitest/config';

// One run covers every suite; `npm test` (scripts/test.mjs) prints the combined totals.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'e2e'],
  },
});
