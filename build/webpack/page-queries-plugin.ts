import webpack from 'webpack';
import { pageQueryKeys } from '../page-query-keys';

/**
 * Writes dist/page-queries.json: `{ "keys": [...] }`, the query keys the site's pages read
 * (src/lib/page-query.ts, which pages read their query through). Why: the server renders and
 * caches a page once per value of these keys only, so that `?utm_source=…` or `?o=1` costs no
 * render of its own (server/src/web/page-renderer.ts). Not served.
 */
export class PageQueriesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PageQueriesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageQueriesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify({ keys: pageQueryKeys() });
          compilation.emitAsset('page-queries.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}
