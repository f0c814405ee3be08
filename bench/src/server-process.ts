// Runs the product exactly as a user does (`npm start`) for benchmarks, and stops it cleanly.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../scripts/lib/free-port.mjs';

export { freePort };

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * The node arguments of `npm start` (package.json: `exec node <args>`, i.e. scripts/start.mjs and
 * the server entry: the same checks, the same bundle, the same process), for benchmarks that start
 * the server process themselves (to read its memory by pid) and must run it exactly the same way.
 */
export function npmStartNodeArguments(): string[] {
  const start = (JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  const [exec, node, ...args] = start.split(/\s+/);
  if (exec !== 'exec' || node !== 'node') throw new Error(`unexpected start script: ${start}`);
  return args;
}

export function startNpmStart(env: Record<string, string>): { stop: () => Promise<void> } {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForFirstAnswer(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
