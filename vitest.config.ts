import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every suite; `npm test` (scripts/test.mjs) prints the combined totals.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'e2e'],
    // A worker per core (vitest's default leaves one free: on a 2-core machine, one file at a time). The browser
    // journeys run one file at a time whatever this says (e2e/vitest.config.ts) and on their own (scripts/test.mjs).
    maxWorkers: availableParallelism(),
  },
});
