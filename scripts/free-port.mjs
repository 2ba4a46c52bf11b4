import { createServer } from 'node:net';

/**
 * A loopback port no one listens on now, for a server a test or a benchmark starts: the system
 * picks it (listen on port 0), and it is closed again before it is handed out.
 */
export function freePort() {
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
