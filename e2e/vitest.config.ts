import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one server per file; files run one at a time on this 2-core machine.
    fileParallelism: false,
    // What a page shows settles within a few seconds on a loaded machine (a redirect, a language
    // the brand does not enable being replaced): polls wait that long, not the default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
