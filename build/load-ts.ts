import { require as tsxRequire } from 'tsx/cjs/api';

/**
 * A TypeScript module of the app, run in Node with the app's path aliases (@/…, tsconfig.json) by
 * tsx: how the build reads what the app declares (its templates, the query keys its pages read)
 * from the modules themselves rather than from their text. `file` is relative to build/.
 */
export function loadAppModule<T>(file: string): T {
  return tsxRequire(file, __filename) as T;
}
