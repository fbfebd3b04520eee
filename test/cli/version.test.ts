/** `pref --version` prints the version package.json gives, whatever it is. */
import * as fs from "fs";
import * as path from "path";
import { pref } from "./capture";

test("pref --version is package.json's version", async () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8")) as {
    version: string;
  };
  expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(await pref("--version")).toEqual({ code: 0, out: `${pkg.version}\n`, err: "" });
});
