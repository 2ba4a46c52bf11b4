import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 24 item 1: routes call repositories (plugins/app/repositories/, staff/, files/), never a
 * table. A query written in a route file fails here with its file and line.
 */
const ROUTES = path.resolve(__dirname, '../src/routes');
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

it('no route file writes a database query', () => {
  const found = filesUnder(ROUTES)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          QUERY.test(line) ? [`${path.relative(ROUTES, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
  expect(found).toEqual([]);
});
