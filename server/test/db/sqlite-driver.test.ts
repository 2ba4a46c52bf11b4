import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite, { SQLITE_DRIVER, sqliteDriverFor } from '../../src/db/sqlite-driver';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const nodeMajor = Number(process.versions.node.split('.')[0]);

function installedVersion(name: string): string {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Every source file under `dir` (relative to the repository), node_modules aside. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?[jt]sx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

describe("the embedded store's driver (issue 35: the Node a school installs today)", () => {
  it('is better-sqlite3 13 from Node 22 on, and 12 on Node 20', () => {
    expect(sqliteDriverFor('20.20.2')).toBe('better-sqlite3');
    expect(sqliteDriverFor('20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverFor('22.0.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('22.23.3')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('24.18.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('24.21.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('26.1.0')).toBe('better-sqlite3-napi');
    expect(() => sqliteDriverFor('v24')).toThrow('Not a Node version');
    expect(SQLITE_DRIVER).toBe(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('has both majors installed by npm ci, under the names the choice uses', () => {
    expect(installedVersion('better-sqlite3')).toMatch(/^12\./);
    expect(installedVersion('better-sqlite3-napi')).toMatch(/^13\./);
  });

  it("opens a database with this Node's driver", () => {
    const db = new SQLite(':memory:');
    try {
      const row = db.prepare('SELECT sqlite_version() AS version').get() as { version: string };
      expect(row.version).toMatch(/^3\.\d+\.\d+$/);
    } finally {
      db.close();
    }
  });

  it('is the only way the code reaches better-sqlite3', () => {
    const direct = ['server', 'e2e', 'scripts']
      .flatMap(sources)
      // The driver module, and its declaration of the alias's types.
      .filter((file) => !/db[\\/](sqlite-driver\.ts|better-sqlite3-napi\.d\.ts)$/.test(file))
      .filter((file) =>
        /from ['"]better-sqlite3(-napi)?['"]|require\(['"]better-sqlite3/.test(
          readFileSync(path.join(ROOT, file), 'utf8'),
        ),
      );
    expect(direct).toEqual([]);
  });

  it('survives statements finalised by garbage collections (better-sqlite3 12 aborts on Node 24.19+)', async () => {
    // The store as the server opens it, in a process of its own: an abort would end this one.
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'server/bench/gc-statements.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, GC_ROUNDS: '10' },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.once('close', (...ended) => resolve(ended)),
    );
    expect({ code, signal, stderr: stderr.slice(0, 300) }).toEqual({ code: 0, signal: null, stderr: '' });
    expect(stdout).toContain('round 10/10');
    expect(stdout).toContain('finished: no abort');
  });
});
