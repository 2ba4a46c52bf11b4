/**
 * The back-office catalogue stays out of the public site: nothing the public entry reaches —
 * statically, by dynamic import() or through require.context — is a generated endpoint file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../../..');
const aliases: Record<string, string> = { '@/': 'src/', '@templates/': 'templates/' };
const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const isSource = (file: string) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile();

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (alias) base = path.join(root, aliases[alias] ?? '', specifier.slice(alias.length));
  else return undefined; // a package
  return candidates.map((suffix) => base + suffix).find(isSource);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** webpack's require.context('dir', recursive, /pattern/): the files it bundles. */
function contextFiles(from: string, source: string): string[] {
  const contexts = source.matchAll(
    /require\.context\(\s*'([^']+)',\s*(true|false),\s*\/(.+)\/([a-z]*),?\s*\)/g,
  );
  return [...contexts].flatMap(([, dir = '', recursive, pattern = '', flags]) => {
    const contextDir = path.resolve(path.dirname(from), dir);
    const matcher = new RegExp(pattern, flags);
    return filesUnder(contextDir)
      .map((file) => `./${path.relative(contextDir, file).split(path.sep).join('/')}`)
      .filter((key) => (recursive === 'true' || !key.slice(2).includes('/')) && matcher.test(key))
      .map((key) => path.join(contextDir, key));
  });
}

/** Every source file reachable from `entry`. */
function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    for (const { fileName } of importedFiles) {
      const resolved = resolveSpecifier(file, fileName);
      if (resolved) queue.push(resolved);
    }
    queue.push(...contextFiles(file, source));
  }
  return new Set([...seen].map((file) => path.relative(root, file).split(path.sep).join('/')));
}

describe('the public entry', () => {
  const reachable = reachableFrom('src/main.tsx');

  it('reaches the public calls and the templates (the walk follows every kind of import)', () => {
    expect(reachable).toContain('src/api/public-api.ts');
    expect([...reachable].some((file) => /^templates\/[^/]+\/descriptor\.tsx?$/.test(file))).toBe(true);
  });

  it('never reaches a generated catalogue file nor the loader of one', () => {
    const catalogueFiles = [...reachable].filter(
      (file) => file.startsWith('src/api/generated/') || file.startsWith('src/api/catalogue/'),
    );
    expect(catalogueFiles).toEqual([]);
  });

  it('would notice one: the loader reaches every group by dynamic import', () => {
    const fromLoader = reachableFrom('src/api/catalogue/load-group.ts');
    for (const group of ['bms', 'ums', 'cms', 'ems']) {
      expect(fromLoader).toContain(`src/api/generated/${group}-api.ts`);
    }
  });
});
