// A free local TCP port, for tools that start servers of their own: e2e journeys, benchmarks and
// the server's test kit (docs/decisions/050-shared-helpers.md). Node built-ins only.
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on right now (the system picks it; the probe lets go of it). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
