// Starts the real server (as `npm start` does, minus install and build) on a free port with a
// fresh embedded database, and stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { freePort };

export const repoRoot = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the server on a fresh data directory, or on `options.dataDir` (the caller's: kept when the server stops, so
 * a test can change the stored data between two runs).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (npm test does it).');
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'freightdesk-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Up to 3 minutes: on a busy two-core machine the server's start (tsx, PGlite's migrations) takes its time. */
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within 180 s:\n${output()}`);
}

/** Waits for the demo tariffs, which the server loads in the background after its first start. */
export async function waitForDemoTariffs(server: RunningServer, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('demo tariffs loaded')) {
    if (Date.now() > deadline) throw new Error(`the demo tariffs did not load:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
