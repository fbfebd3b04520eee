#!/usr/bin/env node
/*
 * Writes dist/functions-ru.json: the generated functions.json with the Russian help of
 * src/functions/help-ru.json. Function ids and names stay ASCII (localised names would break the
 * formulas the add-in writes); only descriptions are translated. Fails the build when a function
 * or parameter has no Russian help, so the two never drift apart.
 */
const fs = require("fs");
const path = require("path");

/** The Russian metadata for a generated metadata object, or a list of what is missing. */
function localize(metadata, help) {
  const missing = [];
  const functions = metadata.functions.map((f) => {
    const h = help[f.id];
    if (!h) {
      missing.push(f.id);
      return f;
    }
    const parameters = (f.parameters || []).map((p) => {
      const d = h.parameters && h.parameters[p.name];
      if (!d) missing.push(`${f.id}(${p.name})`);
      return { ...p, description: d || p.description };
    });
    return { ...f, description: h.description, parameters };
  });
  for (const id of Object.keys(help)) {
    if (!metadata.functions.some((f) => f.id === id))
      missing.push(`${id} (help for a function that does not exist)`);
  }
  return { metadata: { ...metadata, functions }, missing };
}

module.exports = { localize };

if (require.main === module) {
  const root = path.join(__dirname, "..");
  const metadata = JSON.parse(fs.readFileSync(path.join(root, "dist/functions.json"), "utf8"));
  const help = JSON.parse(fs.readFileSync(path.join(root, "src/functions/help-ru.json"), "utf8"));
  const { metadata: ru, missing } = localize(metadata, help);
  if (missing.length > 0) {
    console.error(`functions-ru.json: no Russian help for ${missing.join(", ")}`);
    process.exit(1);
  }
  fs.writeFileSync(path.join(root, "dist/functions-ru.json"), JSON.stringify(ru, null, 2) + "\n");
}
