import * as path from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
const { localize } = require("../../scripts/localize-functions.js") as {
  localize: (m: unknown, h: unknown) => { metadata: Metadata; missing: string[] };
};
const help = require("../../src/functions/help-ru.json") as unknown;

interface Metadata {
  functions: {
    id: string;
    name: string;
    description: string;
    parameters: { name: string; description: string }[];
  }[];
}

describe("functions.json generated from the JSDoc", () => {
  let metadata: Metadata;
  beforeAll(async () => {
    const r = await generateCustomFunctionsMetadata(path.join(__dirname, "../../src/functions/functions.ts"));
    expect(r.errors).toEqual([]);
    metadata = JSON.parse(r.metadataJson) as Metadata;
  });

  test("matches the snapshot (a change in what directors see is deliberate)", () => {
    expect(metadata).toMatchSnapshot();
  });

  test("ids and names are ASCII and the same (localised names would break written formulas)", () => {
    for (const f of metadata.functions) {
      expect(f.id).toMatch(/^[A-Z][A-Z0-9.]*$/);
      expect(f.name).toBe(f.id);
    }
  });

  test("every function and parameter has Russian help, within Excel's 255 characters", () => {
    const { metadata: ru, missing } = localize(metadata, help);
    expect(missing).toEqual([]);
    for (const f of [...metadata.functions, ...ru.functions]) {
      expect(f.description.length).toBeLessThanOrEqual(255);
      for (const p of f.parameters) expect(p.description.length).toBeLessThanOrEqual(255);
    }
    expect(ru.functions.find((f) => f.id === "MATCHPOINTS")!.description).toMatch(/^Матчпункты/);
  });
});
