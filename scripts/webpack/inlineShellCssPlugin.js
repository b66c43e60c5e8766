const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The static shell paints with the HTML alone: the stylesheet of the `shell` entry (tokens, the
 * shell and its page layouts: src/styles/index.css) goes into <head> as a <style> (the server
 * allows it by its hash, server/inlineStyles.ts), and the app's stylesheet moves to the end of
 * <body>, where it holds back the app's scripts (they wait for it) but not the paint of the shell
 * above it. The `shell` entry's script (webpack's glue for a CSS-only entry) is left out.
 */
class InlineShellCssPlugin {
  constructor({ entry = 'shell' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineShellCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineShellCssPlugin', (groups) => {
        const shellChunk = compilation.namedChunks.get(this.entry);
        const shellFiles = new Set([...(shellChunk?.files ?? [])].map((file) => `/${file}`));
        const isShellFile = (tag) => shellFiles.has(tag.attributes.href ?? tag.attributes.src);
        const isStylesheet = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet';
        const shellCss = [...shellFiles].filter((file) => file.endsWith('.css')).map((file) => compilation.assets[file.slice(1)].source().toString());
        if (shellCss.length === 0) throw new Error(`InlineShellCssPlugin: the "${this.entry}" entry emitted no stylesheet`);
        const head = groups.headTags.filter((tag) => !isShellFile(tag) && !isStylesheet(tag));
        const appStylesheets = groups.headTags.filter((tag) => !isShellFile(tag) && isStylesheet(tag));
        const style = HtmlWebpackPlugin.createHtmlTagObject('style', {}, shellCss.join('\n'));
        return { ...groups, headTags: [style, ...head], bodyTags: [...groups.bodyTags, ...appStylesheets] };
      });
    });
  }
}

module.exports = { InlineShellCssPlugin };
