/**
 * One webpack configuration for `npm start` (dev server, demo configuration) and `npm run build`
 * (production bundle in dist/ with a config.js template that a deployment edits).
 * The entry (src/index.tsx) is small: it sends the start-up sign-in request while the app chunk,
 * preloaded by index.html with the landing page's (PreloadChunksPlugin), arrives beside it.
 * Route pages, wallet dialogs, WalletConnect, charts, fixtures and non-default locales are
 * dynamic imports, so the first page only loads what 'Connect Wallet' needs; so are the wallet
 * runtime (wagmi, viem, TanStack Query) and the toasts' view (notistack), fetched after the
 * first paint. Message catalogues are compiled to ICU ASTs at build time, so react-intl runs
 * without its message parser. `npm run build` then checks the first page against its budget
 * (scripts/bundle-report.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { Compilation, DefinePlugin, sources, type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Env = Record<string, string | boolean | undefined>;

/**
 * react-router 7's package exports name only its development build (remix-run/react-router
 * #12532, #14102): dev warnings in the console and about 0.5 KB gzip more on the first page. Production
 * bundles take the production build it ships beside it.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(dir, 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
}

function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve(__dirname, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The chunk groups start-up asks for at once besides the entry: the app and the landing page. */
const FIRST_PAGE_GROUPS = ['app', 'page-home'] as const;

/** Hidden source maps go here, beside dist/ and never served with it (for reading error reports). */
const SOURCE_MAP_DIR = 'dist-sourcemaps';

/** Empties dist-sourcemaps/ before a production build (output.clean only cleans dist/). */
class CleanSourceMapsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.beforeRun.tap('CleanSourceMapsPlugin', () => {
      fs.rmSync(path.resolve(__dirname, SOURCE_MAP_DIR), { recursive: true, force: true });
    });
  }
}

/** The first page's stylesheet, inlined into index.html (no request, no CSS-in-JS at start-up). */
const SHELL_CSS = path.resolve(__dirname, 'src/components/shell/shell.css');

/** shell.css, without comments and spare white space in production. */
function shellCss(production: boolean): string {
  const css = fs.readFileSync(SHELL_CSS, 'utf8');
  if (!production) return css;
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** The JS files of the named chunk groups (the chunks a dynamic import of that name brings). */
function jsFilesOf(compilation: Compilation, names: readonly string[], plugin: string): Set<string> {
  const files = new Set<string>();
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${plugin}: no chunk group named ${name} (its webpackChunkName changed?)`);
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

/** The first page's JS: the entry's chunks and the preloaded groups' (what index.html loads up front). */
function firstPageJsFiles(
  compilation: Compilation,
  preloadedGroupNames: readonly string[],
  plugin: string,
): Set<string> {
  const files = jsFilesOf(compilation, preloadedGroupNames, plugin);
  for (const chunk of compilation.chunks)
    if (chunk.canBeInitial()) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return files;
}

/**
 * Marks the first page's scripts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136 and later; to other browsers it is a comment): Chrome compiles all their functions
 * as the file streams in, on a background thread, instead of one at a time on the main thread
 * when start-up first calls it. Traced at 4x CPU, that lazy compiling was much of React's first
 * render; with the hint, 'Connect Wallet' came 15-25 % sooner at 4x and a few per cent sooner at
 * 1x. Only these files: compiling every function of a chunk the first page does not run would be
 * wasted work.
 *
 * Added after minifying (which drops comments) and before the source maps and the content
 * hashes are made, so both account for the extra line.
 */
class CompileHintsPlugin {
  constructor(private readonly preloadedGroupNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of firstPageJsFiles(compilation, this.preloadedGroupNames, 'CompileHintsPlugin'))
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
        },
      );
    });
  }
}

/**
 * index.html preloads the chunks start-up asks for at once (`<link rel="preload">`), so they
 * arrive in the first round of requests beside the small entry instead of after it: the app
 * ('app', src/app/startApp.tsx) and the landing page ('page-home'); another address's page is
 * asked for by the app chunk as soon as it runs (preloadRoute).
 *
 * It also lists, as JSON data (`<script type="application/json" id="idle-prefetch">`, never
 * run), the files of the chunk groups to fetch but not run when the browser is idle after the
 * first page (src/lib/idlePrefetch.ts): the wallet runtime and the wallet controls.
 */
class PreloadChunksPlugin {
  constructor(
    private readonly chunkGroupNames: readonly string[],
    private readonly idlePrefetchGroupNames: readonly string[] = [],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const preloaded = jsFilesOf(compilation, this.chunkGroupNames, 'PreloadChunksPlugin');
        const firstPage = firstPageJsFiles(compilation, this.chunkGroupNames, 'PreloadChunksPlugin');
        const preloads = [...preloaded].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }),
        );
        data.headTags.unshift(...preloads);
        if (this.idlePrefetchGroupNames.length > 0) {
          const later = [...jsFilesOf(compilation, this.idlePrefetchGroupNames, 'PreloadChunksPlugin')].filter(
            (file) => !firstPage.has(file),
          );
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              { type: 'application/json', id: 'idle-prefetch' },
              JSON.stringify(later.map((file) => `/${file}`)),
            ),
          );
        }
        return data;
      });
    });
  }
}

export default (
  _env: Env,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  // babel.config.js picks the JSX runtime (development or production) from this.
  process.env.BABEL_ENV = production ? 'production' : 'development';
  // Demo mode (in-browser fixture backend, demo wallet, their keys and passwords, the MSW worker)
  // is in development builds; a production build has it only when asked (APP_DEMO=1).
  const demoBuild = process.env.APP_DEMO ? process.env.APP_DEMO === '1' : !production;
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Hidden maps (no sourceMappingURL comment) written outside dist/: not published.
      sourceMapFilename: `../${SOURCE_MAP_DIR}/[file].map`,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // The catalogues arrive compiled (the loader below), so react-intl never parses a
        // message in the browser: its parser (about 9 KB gzip) stays out of the bundle.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        ...(production ? reactRouterProductionBuild() : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          // The formatters' barrel (index.ts) has no side effects: a chunk that imports one
          // helper (the app bar: truncateName) does not carry the others (decimals, dates).
          test: /[\\/]src[\\/]lib[\\/]format[\\/]/,
          sideEffects: false,
        },
        {
          // A feature's index.ts only re-exports: the app bar's WalletButton does not bring the
          // wallet connectors (for the lazy wallet runtime) into the first page.
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        {
          // Message catalogues: ICU messages compiled to their AST at build time.
          test: /\.json$/,
          include: path.resolve(__dirname, 'src/locales'),
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'scripts/webpack/icuMessagesLoader.cjs'),
        },
        {
          // createIntl's locale-data check loads V8's number-format data on the way to the
          // first page (the loader says why it can go).
          test: /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
          use: path.resolve(__dirname, 'scripts/webpack/intlLocaleCheckLoader.cjs'),
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new DefinePlugin({
        'process.env.APP_DEMO': JSON.stringify(demoBuild ? '1' : '0'),
        // The support export names the version it came from.
        'process.env.APP_VERSION': JSON.stringify(appVersion()),
      }),
      ...(production ? [new CleanSourceMapsPlugin()] : []),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        // index.html's `<%= shellCss %>`; read at each build, so `npm start` picks up edits.
        templateParameters: (compilation, assets, assetTags, options) => {
          compilation.fileDependencies.add(SHELL_CSS);
          return {
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            shellCss: shellCss(production),
          };
        },
      }),
      new PreloadChunksPlugin(FIRST_PAGE_GROUPS, ['wallet-runtime', 'wallet-controls']),
      new CompileHintsPlugin(FIRST_PAGE_GROUPS),
      new CopyWebpackPlugin({
        patterns: [
          // The production template is documented in deploy/config.js; `npm start` serves the
          // demo configuration from public/config.js instead.
          // Copied as written (not minified): its comments document every key for deployers.
          { from: production ? 'deploy/config.js' : 'public/config.js', to: 'config.js', info: { minimized: true } },
          ...(demoBuild
            ? [{ from: 'public/mockServiceWorker.js', to: 'mockServiceWorker.js', info: { minimized: true } }]
            : []),
          { from: 'public/favicon.svg', to: 'favicon.svg', noErrorOnMissing: true },
          // The tokens' icons a wallet fetches on wallet_watchAsset (src/lib/wallet/watchAsset.ts).
          { from: 'public/tokens', to: 'tokens' },
        ],
      }),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: 3000,
      historyApiFallback: true,
      hot: true,
      client: { overlay: { errors: true, warnings: false } },
      static: false,
    },
  };
};
