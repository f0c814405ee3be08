// Type-checks every workspace with its own tsconfig. The domain package is checked twice:
// its sources without DOM or Node types (so impurity fails to compile), then with its tests.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/domain/tsconfig.json',
  'packages/domain/tsconfig.test.json',
  'apps/server/tsconfig.json',
  'apps/server/reference-data/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
