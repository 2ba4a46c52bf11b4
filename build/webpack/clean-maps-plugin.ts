import fs from 'node:fs';
import type webpack from 'webpack';

/**
 * Empties the source maps' folder (dist-meta/maps) before a build. Why: the maps are written
 * outside dist/, which webpack's clean does not reach; without this the folder would keep the
 * maps of every earlier build's scripts instead of those in dist/ only.
 */
export class CleanMapsPlugin {
  constructor(private readonly mapsDir: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.beforeRun.tap('CleanMapsPlugin', () => {
      fs.rmSync(this.mapsDir, { recursive: true, force: true });
    });
  }
}
