import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'reference-data/**/*.test.ts'],
    environment: 'node',
    // Migrates one PGlite template per run; each test file opens a copy (src/test/test-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
