import webpack from 'webpack';
import { templateKeysOf } from '../template-descriptors';

/**
 * Writes dist/template-keys.json: `[{ key, name, idIn, section, pageTypes, platformKeys }]`, the
 * templates the site has, from the descriptor modules themselves (build/template-descriptors.ts).
 * Why: the server has no templates of its own; it reads this to check the template key of a page
 * type staff save and to offer the keys to staff (server/src/web/template-keys.ts). static.ts does
 * not serve it.
 */
export class TemplateKeysPlugin {
  constructor(private readonly templatesDir: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('TemplateKeysPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'TemplateKeysPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const templates = templateKeysOf(this.templatesDir);
          compilation.emitAsset(
            'template-keys.json',
            new webpack.sources.RawSource(JSON.stringify(templates)),
          );
        },
      );
    });
  }
}
