// ESLint flat config; `npm run lint` applies it to src/ (through office-addin-lint), test/ and scripts/.
// Based on eslint-plugin-office-addins' React config (which brings its recommended one: Office.js
// rules, @typescript-eslint and prettier), widened to .tsx files, which that config leaves out.
import officeAddins from "eslint-plugin-office-addins";
import tsParser from "@typescript-eslint/parser";

const TS_FILES = ["**/*.{ts,tsx,mts,cts}"];

/** What a CommonJS script run by Node (scripts/, Jest's setup and reporter files) may use. */
const NODE_GLOBALS = Object.fromEntries(
  [
    "require",
    "module",
    "exports",
    "process",
    "__dirname",
    "__filename",
    "console",
    "Buffer",
    "setTimeout",
    "clearTimeout",
    "setImmediate",
    "URL",
    "performance",
    "globalThis",
  ].map((name) => [name, name === "module" || name === "exports" ? "writable" : "readonly"]),
);

/** The plugin's config blocks, with every `files` list also covering .tsx/.jsx. */
const officeAddinsReact = officeAddins.configs.react.map((block) =>
  block.files ? { ...block, files: [...block.files, "**/*.{tsx,jsx}"] } : block,
);

export default [
  { ignores: ["dist/**", "lib/**", "node_modules/**", "coverage/**", "test-output/**"] },
  ...officeAddinsReact,
  {
    settings: { react: { version: "detect" } },
  },
  {
    files: TS_FILES,
    // The plugin's own parser setting does not take (it resolves to undefined), hence this one,
    // as in office-addin-lint's default config.
    languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
    rules: {
      // TypeScript checks names itself (Office, Excel, CustomFunctions, DOM and Node globals).
      "no-undef": "off",
      "@typescript-eslint/no-explicit-any": "error",
      // The new JSX transform (tsconfig "jsx": "react-jsx") needs no React in scope.
      "react/react-in-jsx-scope": "off",
      "react/jsx-uses-react": "off",
      // Props are typed by TypeScript.
      "react/prop-types": "off",
    },
  },
  {
    // The plugin pins ecmaVersion 6 for JavaScript; the config files use newer syntax.
    files: ["**/*.{js,mjs,cjs,jsx}"],
    languageOptions: { ecmaVersion: "latest" },
  },
  {
    files: ["*.config.js"],
    languageOptions: {
      sourceType: "commonjs",
      globals: {
        require: "readonly",
        module: "writable",
        process: "readonly",
        __dirname: "readonly",
        URL: "readonly",
      },
    },
  },
  {
    // Scripts and the test tooling are CommonJS run by Node; Jest's setup files also see `jest`.
    files: ["scripts/**/*.js", "test/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...NODE_GLOBALS, jest: "readonly" } },
  },
  {
    // The Office.js rules guess from property names (`.value`, `.address` …); in the tests these are
    // ExcelJS cells and the fake's records, never proxies that need load() and sync().
    files: ["test/**/*.{ts,tsx}"],
    rules: {
      "office-addins/call-sync-before-read": "off",
      "office-addins/load-object-before-read": "off",
    },
  },
];
