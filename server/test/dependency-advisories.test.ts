import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm audit` needs the registry's audit endpoint, which CI here cannot reach. So the server's
 * dependencies with published advisories are held to the first version that fixes them, checked
 * against the lockfile (what `npm ci` installs). Add a row when an advisory is published.
 */
const FIXED_IN: { name: string; version: string; why: string }[] = [
  {
    name: '@fastify/static',
    version: '9.1.1',
    why: 'directory listing could leave the root (dirList.path), and a URL-encoded path could slip past route guards; fixed in 9.1.1 (9.1.3 fixes its regression with parametric prefixes)',
  },
];

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
function atLeast(version: string, floor: string): boolean {
  const [a, b] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return true;
}

describe('dependencies with published advisories', () => {
  const lock = JSON.parse(readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };

  it.each(FIXED_IN)('$name is at $version or later everywhere in the lockfile', ({ name, version }) => {
    const installed = Object.entries(lock.packages)
      .filter(([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`))
      .map(([where, entry]) => ({ where, version: entry.version ?? '0.0.0' }));
    expect(installed.length).toBeGreaterThan(0);
    expect(installed.filter((entry) => !atLeast(entry.version, version))).toEqual([]);
  });
});
