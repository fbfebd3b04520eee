/** Jest runs the TypeScript sources directly through ts-jest (CommonJS for Node). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.tsx?$": ["ts-jest", { tsconfig: { module: "commonjs", moduleResolution: "node", jsx: "react-jsx" }, diagnostics: { warnOnly: false } }],
  },
  // office-addin-mock pulls an ESM-only package through office-addin-manifest; its enum lives here.
  moduleNameMapper: {
    "^office-addin-manifest$": "<rootDir>/node_modules/office-addin-manifest/lib/officeApp.js",
  },
  testTimeout: 60000,
  reporters: ["default", "<rootDir>/test/summary-reporter.js"],
};
