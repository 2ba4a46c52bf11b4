import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

/**
 * Turns index.html's script tags into one: the boot script (src/app/boot.ts, the entry named
 * `bootEntry`), deferred, which names the app's scripts in `data-scripts` and adds them once the
 * server's HTML has been painted with its largest element. Why: nothing of the app is asked for
 * before, so its 165 KB neither share the connection with the page's pictures nor run before they
 * are painted. The server adds the opened page's template chunks to the list
 * (server/src/web/index-page.ts).
 */
export class DeferredStartPlugin {
  constructor(private readonly bootEntry: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('DeferredStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('DeferredStartPlugin', (data) => {
        const publicPath = String(compiler.options.output.publicPath ?? '/');
        const bootFiles = new Set(
          [...(compilation.entrypoints.get(this.bootEntry)?.getFiles() ?? [])].map(
            (file) => publicPath + file,
          ),
        );
        const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const scripts = data.headTags.filter(isScript).map((tag) => String(tag.attributes.src));
        const boot = scripts.find((src) => bootFiles.has(src));
        if (!boot) throw new Error(`DeferredStartPlugin: no script of the entry "${this.bootEntry}"`);
        data.headTags = [
          ...data.headTags.filter((tag) => !isScript(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: boot,
            'data-scripts': scripts.filter((src) => src !== boot).join(' '),
          }),
        ];
        return data;
      });
    });
  }
}
