/**
 * Prints the back-office catalogue: one `METHOD /api/path` line per endpoint, sorted by path
 * then verb, and `N endpoints` last. Counts per group go to stderr, out of the list.
 */
import { catalogueData } from '../src/api/catalogue/catalogue-data';
import { catalogueGroups } from '../src/api/catalogue/catalogue-types';
import { resolveCatalogue } from '../src/api/catalogue/resolve-catalogue';

const endpoints = resolveCatalogue(catalogueData);
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byPathThenVerb = [...endpoints].sort((a, b) => ordinal(a.path, b.path) || ordinal(a.method, b.method));

for (const endpoint of byPathThenVerb) console.log(`${endpoint.method} ${endpoint.path}`);
for (const group of catalogueGroups) {
  console.error(`${group}: ${endpoints.filter((endpoint) => endpoint.group === group).length} endpoints`);
}
console.log(`${endpoints.length} endpoints`);
