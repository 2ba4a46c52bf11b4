import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 24 item 1: every query of the running server is in server/src/repositories/ (one module
 * per table); routes, services and plugins call repository functions, never a table. A query
 * written anywhere else under server/src fails here with its file and line.
 *
 * The only exceptions: db/migrations/ (the schema) and db/seed/ (the demo data), which write
 * tables by design and are not part of the running server.
 */
const SRC = path.resolve(__dirname, '../src');
const ALLOWED = ['repositories', 'db/migrations', 'db/seed'].map((dir) => path.join(SRC, dir) + path.sep);
/**
 * The restore's schema checks (issue 35): they read the database's catalogue (sqlite_master,
 * pg_catalog), not the application's tables, and run only in `npm run db:restore`.
 */
const CATALOGUE_READERS = ['db/schema-check.ts', 'db/postgres-schema-check.ts'].map((file) =>
  path.join(SRC, file),
);
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

it('no query outside server/src/repositories (migrations and seed excepted)', () => {
  const found = filesUnder(SRC)
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !ALLOWED.some((dir) => file.startsWith(dir)) &&
        !CATALOGUE_READERS.includes(file),
    )
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          QUERY.test(line) ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
  expect(found).toEqual([]);
});
