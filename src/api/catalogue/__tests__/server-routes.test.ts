/**
 * The catalogue against the server: the routes are written twice, in the catalogue data and in
 * the Fastify routes, and this compares them through the server's OpenAPI document (read in a
 * process of its own: scripts/catalogue/print-server-routes.ts builds the app in-process).
 * A route renamed on one side only fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '@contract/collections';
import { publicListPath } from '@contract/collections/collection';
import { generatedFilePath } from '../../../../scripts/catalogue/render-endpoint-files';
import { catalogueData } from '../catalogue-data';
import { catalogueGroups } from '../catalogue-types';
import { resolveCatalogue } from '../resolve-catalogue';

const root = path.resolve(__dirname, '../../../..');

/** `METHOD /path` of every operation in the server's OpenAPI document. */
function serverRoutes(): Set<string> {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/catalogue/print-server-routes.ts'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Set(JSON.parse(out) as string[]);
}

let routes: Set<string>;
beforeAll(() => {
  routes = serverRoutes();
});

const catalogueRoutes = new Set(
  resolveCatalogue(catalogueData).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/**
 * The paths of the public calls, which the catalogue does not repeat: src/api/public-api.ts, the
 * lists of the collections the site lists whole (their definitions' publicList), and the admission
 * lookup's, kept with its proof of work in a chunk of its own (src/api/lookup-proof.ts, its
 * challenge's path in contract/proof-of-work.ts).
 */
const publicPaths = new Set([
  ...['src/api/public-api.ts', 'src/api/lookup-proof.ts', 'contract/proof-of-work.ts'].flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/'(\/api\/[^']+)'/g)].map((match) => match[1]),
  ),
  ...COLLECTIONS.flatMap((collection) =>
    'publicList' in collection ? [publicListPath(collection.apiPath)] : [],
  ),
]);

describe('the catalogue and the server', () => {
  it('reads the server’s routes', () => {
    expect(routes.has('GET /api/cms/web/siteContent/list')).toBe(true);
    expect(publicPaths.has('/api/cms/web/siteMenu/listForClient')).toBe(true);
    expect(publicPaths.has('/api/cms/web/jobPosition/listForClient')).toBe(true);
  });

  it.each(catalogueGroups)(
    'every endpoint %s-api.ts types from the server types is a server route with the same verb',
    (group) => {
      const source = readFileSync(path.join(root, generatedFilePath(group)), 'utf8');
      const typed = [
        ...source.matchAll(/Server(?:Data|Query|Body)<'([^']+)', '(get|post|put|delete)'>/g),
      ].map((match) => `${match[2]?.toUpperCase()} ${match[1]}`);
      // Today the server implements part of bms (staff accounts) and of cms (web, uploads).
      if (group === 'bms' || group === 'cms') expect(typed.length).toBeGreaterThan(0);
      expect([...new Set(typed)].filter((route) => !routes.has(route))).toEqual([]);
      expect([...new Set(typed)].filter((route) => !catalogueRoutes.has(route))).toEqual([]);
    },
  );

  it('every back-office route the server implements is in the catalogue with the same verb, or is a public call', () => {
    const backOffice = [...routes].filter((route) => /^\w+ \/api\/(bms|ums|cms|ems)\//.test(route));
    expect(backOffice.length).toBeGreaterThan(0);
    const missing = backOffice.filter(
      (route) => !catalogueRoutes.has(route) && !publicPaths.has(route.slice(route.indexOf(' ') + 1)),
    );
    expect(missing).toEqual([]);
  });
});
