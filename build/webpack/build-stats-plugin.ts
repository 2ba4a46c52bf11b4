import fs from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

/**
 * Writes <metaDir>/build-stats.json (outside the served dist/): the files of the entry points and
 * of every lazily loaded chunk group, with the modules of each file. Why: the bundle budget test
 * (scripts/bundle-budget.test.mjs) checks what each page downloads against these, and webpack's
 * own stats are too large to keep.
 */
export class BuildStatsPlugin {
  constructor(
    private readonly metaDir: string,
    private readonly fileName = 'build-stats.json',
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        ids: true,
      });
      const groups = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
        ]),
      );
      const modulesByFile = Object.fromEntries(
        (json.chunks ?? []).flatMap((chunk) =>
          (chunk.files ?? [])
            .filter((file) => file.endsWith('.js'))
            .map((file) => [file, (chunk.modules ?? []).map((module) => module.name ?? '')]),
        ),
      );
      // Every script of the page: the files of all entry points, in their order, once each.
      const initialFiles = [
        ...new Set(
          Object.values(json.entrypoints ?? {}).flatMap((entry) =>
            (entry.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
          ),
        ),
      ];
      fs.mkdirSync(this.metaDir, { recursive: true });
      fs.writeFileSync(
        path.join(this.metaDir, this.fileName),
        JSON.stringify({ entry: initialFiles, groups, modulesByFile }, null, 2),
      );
    });
  }
}
