import path from 'node:path';
import { readApp } from './app-modules';

/**
 * The query keys the site's pages read, sorted: src/lib/page-query.ts's list, which pages must
 * read their query through (its type takes no other key).
 */
export function pageQueryKeys(): string[] {
  return [...readApp(path.resolve(__dirname, '../templates')).pageQueryKeys].sort();
}
