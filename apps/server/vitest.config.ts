import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite start-up is slow; each file shares one database (see test helpers).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
