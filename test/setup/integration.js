// Integration tests start LibreOffice, Chromium or the CLI; on a loaded machine one may take
// minutes. A limit only catches a hang: how fast they run is measured by `npm run bench`.
jest.setTimeout(900_000);
