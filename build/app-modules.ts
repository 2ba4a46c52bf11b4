import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A template as the app registers it (src/registry/resolver.ts), with its descriptor file. */
export type DescribedTemplate = {
  key: string;
  folder: string;
  file: string;
  idIn: 'path' | 'query' | 'none';
  section?: string;
  pageTypes: string[];
  platformKeys: { contentType: string; sortType: string }[];
};

/** What build/read-app.ts prints. */
export type AppDescription = { templates: DescribedTemplate[]; pageQueryKeys: string[] };

const root = path.resolve(__dirname, '..');

/**
 * What the app's modules declare, read from the modules themselves (build/read-app.ts, run with
 * tsx in a process of its own) rather than from their text: the templates of `templatesDir`, as
 * the app's registry rules accept them (a descriptor they refuse throws here, with their
 * message), and the page query keys. About half a second.
 */
export function readApp(templatesDir: string): AppDescription {
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'build/read-app.ts'), path.resolve(templatesDir)],
      {
        cwd: root,
        env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return JSON.parse(out) as AppDescription;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const reason = /^\w*Error: (.+)$/m.exec(stderr)?.[1] ?? stderr.trim();
    throw new Error(`The app's modules could not be read (build/read-app.ts): ${reason || String(error)}`);
  }
}
