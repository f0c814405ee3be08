// `npm test`: type-check, lint, then every vitest suite: domain, server and web in one run, then e2e.
// Ends with one plain line `N passed, N failed` covering everything (type-check and lint
// and the formatter count as one check each), and exits non-zero if anything failed.
//   --postgres   run only the server suites, against DATABASE_URL and REDIS_URL (CI's second pass)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebApp, repoRoot, webBuildIsStale } from './lib/workspace-state.mjs';

const postgresOnly = process.argv.includes('--postgres');
let passed = 0;
let failed = 0;
// Named again just above the totals line, where a CI log's tail shows them.
const failures = [];

function check(name, command, args) {
  console.log(`\n› ${name}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    console.error(`✗ ${name} failed`);
    failures.push(name);
  }
}

function runVitest(projects, extraEnv = {}) {
  const reportDir = join(repoRoot, '.tmp');
  mkdirSync(reportDir, { recursive: true });
  const reportPath = join(reportDir, `vitest-${process.pid}.json`);
  rmSync(reportPath, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  console.log(`\n› tests: ${projects.join(', ')}`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...extraEnv } },
  );
  if (!existsSync(reportPath)) {
    failed += 1;
    console.error('✗ vitest wrote no report');
    return;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load counts no test but must still fail the run.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  failed += brokenFiles.length;
  failures.push(
    ...brokenFiles.map((file) => `${file.name}: did not load`),
    ...report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.replace(`${repoRoot}/`, '')} › ${test.fullName}`),
    ),
  );
  if (result.status !== 0 && report.numFailedTests === 0 && brokenFiles.length === 0) failed += 1;
  rmSync(reportPath, { force: true });
}

if (postgresOnly) {
  if (!process.env.DATABASE_URL) {
    console.error('--postgres needs DATABASE_URL');
    process.exit(2);
  }
  // The Redis rate-limit tests run against this Redis (never skipped: without it they fail).
  if (!process.env.REDIS_URL) {
    console.error('--postgres needs REDIS_URL (e.g. redis://127.0.0.1:6379)');
    process.exit(2);
  }
  // A server suite reads the web build's manifest (route preloads, ADR 087).
  if (webBuildIsStale()) buildWebApp();
  runVitest(['server']);
} else {
  check('type-check', 'node', ['scripts/typecheck.mjs']);
  check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
  check('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
  if (webBuildIsStale()) buildWebApp();
  // The unit and server suites on every core first, then the browser journeys on their own: a journey's timings
  // stay those of a quiet machine, and the suites no longer wait one file at a time behind the journeys.
  runVitest(['domain', 'server', 'web']);
  runVitest(['e2e']);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
