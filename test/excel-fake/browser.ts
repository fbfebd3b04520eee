/** The fake Excel as a browser script: webpack bundles this into window.PrefFake (chromium.test.ts). */
export { FakeExcel } from "./fake-excel";
