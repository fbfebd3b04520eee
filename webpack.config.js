// Builds the Excel add-in into dist/: one page (taskpane.html) is the shared runtime that hosts the
// custom functions (functions.js, registered first) and the task pane (taskpane.js, whose React UI
// is a lazy chunk). `npm run build` = production; `npm run dev-server` serves over https.

const fs = require("fs");
const path = require("path");

/** Where the development manifest points. */
const DEV_URL = "https://localhost:3000/";
/** Where the production manifest points; override with ADDIN_URL=https://host/path/ at build time. */
const DEFAULT_PRODUCTION_URL = "https://pref-director.example.org/";

const FUNCTIONS_SOURCE = "./src/functions/functions.ts";
const RUSSIAN_METADATA = "functions-ru.json";
const HELP_RU = "./src/functions/help-ru.json";
const LOCALIZE_SCRIPT = "./scripts/localize-functions.js";

/** The production URL: https, ending with "/". */
function productionUrl(value = process.env.ADDIN_URL || DEFAULT_PRODUCTION_URL) {
  const url = new URL(value);
  if (url.protocol !== "https:") throw new Error(`ADDIN_URL must be an https URL, not ${value}`);
  if (/^(localhost|127\.|\[::1\])/i.test(url.hostname))
    throw new Error(`ADDIN_URL must not be local: ${value}`);
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/**
 * What is wrong with a manifest meant for production: pointing at the example host (a build
 * without ADDIN_URL) installs an add-in whose pages do not exist. Returns the problems (empty when
 * fine); the build prints them as warnings and the manifest lint tests them.
 */
function productionManifestProblems(xml) {
  const example = new URL(DEFAULT_PRODUCTION_URL).hostname;
  return xml.includes(example)
    ? [
        `manifest.xml points at the example host ${example}: set ADDIN_URL=https://your-host/path/ ` +
          "when running the production build, or the add-in will not load",
      ]
    : [];
}

/** Prints a problem so that nobody misses it in the build's output. */
function shout(message) {
  const line = "!".repeat(78);
  console.warn(`\n${line}\n!! ${message}\n${line}\n`);
}

/** Adds the production manifest's problems to the build's warnings (webpack prints them at the end). */
class ProductionManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("ProductionManifestPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "ProductionManifestPlugin", stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset("manifest.xml");
          if (!manifest) return;
          for (const problem of productionManifestProblems(manifest.source.source().toString()))
            compilation.warnings.push(new compiler.webpack.WebpackError(problem));
        },
      );
    });
  }
}

/**
 * The development manifest's text with every https://localhost:3000/ URL pointing at `baseUrl`
 * (an <AppDomain> holds an origin, so a bare https://localhost:3000 becomes the origin).
 * Throws if anything local is left.
 */
function transformManifest(xml, baseUrl = productionUrl()) {
  const base = productionUrl(baseUrl);
  const origin = new URL(base).origin;
  const out = xml.split(DEV_URL).join(base).split(DEV_URL.slice(0, -1)).join(origin);
  const left = /localhost|127\.0\.0\.1/i.exec(out);
  if (left) throw new Error(`manifest.xml: "${left[0]}" is left after the production URL transform`);
  return out;
}

/**
 * functions-ru.json (translated descriptions) must describe the same functions as the generated
 * functions.json: the same ids, the same names (a localised name breaks formulas the
 * add-in writes) and the same number of parameters. Returns the differences.
 */
function compareFunctionMetadata(generated, translated) {
  const problems = [];
  const byId = (json) => new Map((json.functions || []).map((f) => [f.id, f]));
  const a = byId(generated);
  const b = byId(translated);
  for (const [id, f] of a) {
    const g = b.get(id);
    if (!g) problems.push(`${id} is missing`);
    else if (g.name !== f.name) problems.push(`${id}: name "${g.name}" should be "${f.name}"`);
    else if ((g.parameters || []).length !== (f.parameters || []).length)
      problems.push(
        `${id}: ${(g.parameters || []).length} parameters, functions.json has ${(f.parameters || []).length}`,
      );
  }
  for (const id of b.keys()) if (!a.has(id)) problems.push(`${id} is not in functions.json`);
  return problems;
}

/**
 * Russian Excel reads functions-ru.json (see the manifest): the generated functions.json with the
 * Russian help of src/functions/help-ru.json, made by `localize` of scripts/localize-functions.js.
 * A function or parameter without Russian help fails the build, and so does any difference in
 * ids, names or parameter counts, so the two files never drift apart.
 */
class RussianMetadataPlugin {
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const helpFile = path.resolve(__dirname, HELP_RU);
    const { localize } = require(path.resolve(__dirname, LOCALIZE_SCRIPT));
    compiler.hooks.thisCompilation.tap("RussianMetadataPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "RussianMetadataPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const fail = (message) => compilation.errors.push(new WebpackError(message));
          const generatedAsset = compilation.getAsset("functions.json");
          if (!generatedAsset) return; // the metadata plugin has reported why
          const generated = JSON.parse(generatedAsset.source.source().toString());
          compilation.fileDependencies.add(helpFile);
          const { metadata, missing } = localize(generated, JSON.parse(fs.readFileSync(helpFile, "utf8")));
          if (missing.length > 0) fail(`${HELP_RU}: no Russian help for ${missing.join(", ")}`);
          for (const problem of compareFunctionMetadata(generated, metadata))
            fail(`${LOCALIZE_SCRIPT}: ${problem}`);
          compilation.emitAsset(
            RUSSIAN_METADATA,
            new sources.RawSource(`${JSON.stringify(metadata, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** https options for `webpack serve` only: a build never touches certificates. */
async function httpsOptions() {
  const devCerts = require("office-addin-dev-certs");
  return devCerts.getHttpsServerOptions();
}

module.exports = async (env = {}, options = {}) => {
  const CopyWebpackPlugin = require("copy-webpack-plugin");
  const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
  const HtmlWebpackPlugin = require("html-webpack-plugin");

  const production = options.mode === "production";
  const serving = Boolean(env.WEBPACK_SERVE);
  const port = Number(process.env.npm_package_config_dev_server_port) || 3000;
  const baseUrl = production ? productionUrl() : DEV_URL;
  if (production && !process.env.ADDIN_URL)
    shout(
      `ADDIN_URL is not set: dist/manifest.xml will point at ${DEFAULT_PRODUCTION_URL}, which is not a real host.`,
    );

  return {
    devtool: production ? false : "source-map",
    entry: {
      functions: FUNCTIONS_SOURCE,
      // Shares functions.js's webpack runtime and modules: one module instance per page.
      taskpane: { import: "./src/taskpane/taskpane.ts", dependOn: "functions" },
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      chunkFilename: "[name].[contenthash:8].js",
      clean: true,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js"],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            // Type checking is `npm run typecheck`; webpack only transpiles.
            options: { transpileOnly: true, compilerOptions: { module: "esnext", sourceMap: !production } },
          },
        },
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: FUNCTIONS_SOURCE }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
        // "functions.js?<build hash>": Office caches the runtime's scripts, so an upgrade must
        // change their URLs (the names stay: the manifest's Script URL and the tests use them).
        hash: true,
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*", to: "assets/[name][ext]" },
          { from: "src/taskpane/support.html", to: "support.html" },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (content) => (production ? transformManifest(content.toString(), baseUrl) : content),
          },
        ],
      }),
      new RussianMetadataPlugin(),
      ...(production ? [new ProductionManifestPlugin()] : []),
    ],
    optimization: {
      // The lazy task pane UI is ONE chunk (React and Fluent UI included): no numbered vendor chunks.
      splitChunks: { cacheGroups: { default: false, defaultVendors: false } },
    },
    performance: { hints: false },
    devServer: {
      port,
      headers: { "Access-Control-Allow-Origin": "*" },
      static: false, // everything is served from webpack's output in memory
      server: { type: "https", options: serving ? await httpsOptions() : undefined },
    },
  };
};

module.exports.transformManifest = transformManifest;
module.exports.compareFunctionMetadata = compareFunctionMetadata;
module.exports.productionManifestProblems = productionManifestProblems;
module.exports.DEV_URL = DEV_URL;
module.exports.DEFAULT_PRODUCTION_URL = DEFAULT_PRODUCTION_URL;
