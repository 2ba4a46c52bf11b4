/**
 * Prints, as a JSON array, every `METHOD /path` the server implements, read from its OpenAPI
 * document (built in-process, as the generator reads it; paths without the trailing slash of a
 * base-path route). The catalogue's tests run it in a process of their own:
 *   node --import tsx scripts/catalogue/print-server-routes.ts
 */
import { forClients, readServerOpenApi, serverOperations } from './server-openapi';

readServerOpenApi()
  .then((document) => {
    process.stdout.write(`${JSON.stringify([...serverOperations(forClients(document)).keys()].sort())}\n`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
