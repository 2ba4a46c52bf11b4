import path from 'node:path';
import webpack from 'webpack';
import { templateSources } from '../template-descriptors';

/**
 * Writes dist/page-chunks.json: for each template's route name, the files of the chunk group its
 * descriptor loads. Why: the server puts preload links for the page being opened into index.html
 * (server/src/web/index-page.ts), so the page's own code downloads beside the initial scripts
 * instead of after them. The route names are the descriptors' keys as the app registers them
 * (build/template-descriptors.ts), matched to the chunk groups by the descriptor file that loads
 * them.
 */
export class PageChunksPlugin {
  constructor(private readonly templatesDir: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const keyOfFile = new Map(
            templateSources(this.templatesDir).map(({ template, file }) => [
              path.resolve(file),
              template.key,
            ]),
          );
          const publicPath = String(compiler.options.output.publicPath ?? '/');
          const pages: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const resource = (origin.module as webpack.NormalModule | null)?.resource;
              const key = resource && keyOfFile.get(path.resolve(resource));
              if (!key) continue;
              const files = group.chunks
                .flatMap((chunk) => [...chunk.files])
                .filter((file) => file.endsWith('.js'));
              pages[key] = files.map((file) => publicPath + file);
            }
          }
          compilation.emitAsset('page-chunks.json', new webpack.sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}
