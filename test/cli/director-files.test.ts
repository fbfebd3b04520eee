/**
 * The files a director brings and takes away: CSV in the encodings and delimiters Russian Excel
 * saves, CSV outputs a spreadsheet cannot run, workbooks read within limits.
 */
import * as fs from "fs";
import * as zlib from "zlib";
import { parseCsv } from "../../src/cli/csv";
import { csvField, csvLine, csvNumber, csvText } from "../../src/cli/csv-write";
import { protocolsToCsv } from "../../src/cli/protocol-csv";
import { checkZip } from "../../src/xlsx/zip-guard";
import { problemMessage } from "../../src/i18n/catalogue";
import { readSessionWorkbook } from "../../src/xlsx/reader";
import { readNameTable, readProtocolTable } from "../../src/core/protocol-table";
import { pref, tempFile } from "./capture";
import { unwrap } from "../../src/core/result";

const HEADER = "board,round,table,contract,N,N_whists,E,E_whists,S,S_whists,W,W_whists,group";
const ROWS = [
  "1,1,1,6п,1,7,2,-1,3,-1,4,-5,",
  "1,2,2,-,5,3,6,1,7,1,8,-5,",
  "1,3,3,мизер,9,7,10,5,11,-12,12,0,вторая",
];
const UTF8 = [HEADER, ...ROWS].join("\r\n") + "\r\n";
const NAMES = "player;name\r\n1;Иванов Пётр\r\n2;Щукин-Ёлкин\r\n";

function utf16be(text: string): Buffer {
  const le = Buffer.from(text, "utf16le");
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1];
    be[i + 1] = le[i];
  }
  return be;
}

function cp1251(text: string): Buffer {
  // The test's own encoder, so the reader's decoding is checked against an independent table:
  // А..я are 0xC0..0xFF, Ё 0xA8, ё 0xB8; everything else here is ASCII.
  return Buffer.from(
    [...text].map((ch) => {
      const c = ch.codePointAt(0) as number;
      if (c < 0x80) return c;
      if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0;
      if (c === 0x401) return 0xa8;
      if (c === 0x451) return 0xb8;
      throw new Error(`no cp1251 byte for ${ch}`);
    }),
  );
}

function protocolsOf(bytes: Uint8Array) {
  const t = parseCsv(bytes, "p.csv");
  const protocols = unwrap(readProtocolTable(unwrap(t)));
  return { protocols, warnings: t.ok ? t.warnings.map((w) => w.message) : [] };
}

describe("CSV encodings and delimiters", () => {
  const reference = protocolsOf(Buffer.from(UTF8, "utf8"));

  test("the UTF-8 reference reads without a warning", () => {
    expect(reference.warnings).toEqual([]);
    expect(reference.protocols[0].rows).toHaveLength(3);
    expect(reference.protocols[0].rows[2].group).toBe("вторая");
  });

  test.each([
    ["UTF-8 with BOM", () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(UTF8)]), null],
    ["Windows-1251", () => cp1251(UTF8), "Windows-1251"],
    ["Windows-1251, ';'", () => cp1251(UTF8.replace(/,/g, ";")), "Windows-1251"],
    [
      "UTF-16 LE with BOM, tabs (Текст Юникод)",
      () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UTF8.replace(/,/g, "\t"), "utf16le")]),
      null,
    ],
    ["UTF-16 BE with BOM", () => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(UTF8)]), null],
    ["UTF-16 LE without BOM", () => Buffer.from(UTF8.replace(/,/g, "\t"), "utf16le"), "UTF-16 LE"],
    ["UTF-16 BE without BOM", () => utf16be(UTF8), "UTF-16 BE"],
    ["UTF-8, tabs", () => Buffer.from(UTF8.replace(/,/g, "\t")), null],
  ])("%s reads to the same protocols as the UTF-8 copy", (_, bytes, guess) => {
    const r = protocolsOf(bytes());
    expect(r.protocols).toEqual(reference.protocols);
    if (guess === null) expect(r.warnings).toEqual([]);
    else {
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]).toContain(`read as ${guess}`);
    }
  });

  test("names in Windows-1251 keep their letters", () => {
    const t = unwrap(parseCsv(cp1251(NAMES), "names.csv"));
    const n = readNameTable(t);
    expect(n.ok && [...n.value]).toEqual([
      [1, "Иванов Пётр"],
      [2, "Щукин-Ёлкин"],
    ]);
  });

  test("a tab-separated file is no longer one garbled column", async () => {
    const r = await pref("score", tempFile("p.txt", UTF8.replace(/,/g, "\t")));
    expect(r.err).not.toMatch(/is not a seat/);
    expect(r.code).toBe(0);
  });

  test("the build says which encoding it assumed", async () => {
    const names = tempFile("names.csv", cp1251(NAMES));
    const r = await pref(
      "build",
      "--players",
      "8",
      "--names",
      names,
      "--out",
      names.replace(/names\.csv$/, "s.xlsx"),
      "--lang",
      "en",
    );
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      `${names}: warning: the file has no encoding mark; read as Windows-1251 (Cyrillic)`,
    );
    // And in Russian.
    const ru = await pref(
      "build",
      "--lang",
      "ru",
      "--players",
      "8",
      "--names",
      names,
      "--out",
      names.replace(/names\.csv$/, "r.xlsx"),
    );
    expect(ru.err).toContain(
      `${names}: предупреждение: У файла нет метки кодировки; он прочитан как Windows-1251 (кириллица). Если имена выглядят странно, сохраните его как «CSV UTF-8».`,
    );
  });

  test("pref score reads a Windows-1251 protocol file and says so", async () => {
    const file = tempFile("p.csv", cp1251(UTF8));
    const r = await pref("score", file);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      `${file}: warning: the file has no encoding mark; read as Windows-1251 (Cyrillic) — if names look wrong, save it as "CSV UTF-8"\n`,
    );
    expect(r.out).toBe((await pref("score", tempFile("p.csv", UTF8))).out);
  });

  test("binary data is not text", () => {
    const t = parseCsv(Buffer.from([0x62, 0x00, 0x00, 0x61, 0x00, 0x01, 0x02, 0x00, 0x00]), "x.csv");
    expect(!t.ok && t.problems[0].code).toBe("not-csv");
  });
});

describe("CSV outputs a spreadsheet cannot run", () => {
  const attacks = ["=cmd|' /C calc'!A0", "@SUM(A1)", "+1", "-2", "\t=1+1", "\r=1+1"];

  test.each(attacks)("text %j gets a leading quote", (name) => {
    const field = csvText(name);
    const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
    expect(unquoted).toBe(`'${name}`);
  });

  test("numbers stay numbers; plain text stays as it is", () => {
    expect(csvLine([-2, 3.5, 12n, csvNumber("-100/3"), "Иванов", "A+", null, "a,b"])).toBe(
      '-2,3.5,12,-100/3,Иванов,A+,,"a,b"',
    );
    expect(csvField("-")).toBe("'-");
  });

  test("pref score --format csv (standings and cards) neutralises the names it prints", async () => {
    const protocols = tempFile("p.csv", UTF8);
    const names = tempFile(
      "names.csv",
      `player,name\n${attacks
        .slice(0, 4)
        .map((a, i) => `${i + 1},"${a.replace(/"/g, '""')}"`)
        .join("\n")}\n`,
    );
    const standings = await pref("score", protocols, "--names", names, "--format", "csv");
    expect(standings.code).toBe(0);
    const cards = await pref("score", protocols, "--names", names, "--format", "csv", "--cards");
    expect(cards.code).toBe(0);
    for (const out of [standings.out, cards.out]) {
      expect(out).toContain("'=cmd|' /C calc'!A0");
      expect(out).toContain(",'@SUM(A1),");
      expect(out).toContain(",'+1,");
      expect(out).toContain(",'-2,");
      // No field anywhere starts with a trigger any more, except numbers.
      for (const line of out.trim().split("\n").slice(1))
        for (const f of line.split(",")) expect(f).not.toMatch(/^[=+@\t\r]|^-(?![\d.]+$)/);
    }
    // Whists and matchpoints are numbers: -5 whists is written -5.
    expect(cards.out).toMatch(/^4,'-2,1,1,1,W,6п,-5,/m);
  });

  test("the protocol CSV pref writes still reads back (a pass-out '-' and negative whists stay)", () => {
    const p = protocolsOf(Buffer.from(UTF8));
    const back = protocolsOf(Buffer.from(protocolsToCsv(p.protocols)));
    expect(back.protocols).toEqual(p.protocols);
  });
});

/** A zip of one entry of `size` zero bytes, deflated a megabyte at a time (the bytes never all exist at once). */
function zipBomb(size: number, name = "xl/worksheets/sheet1.xml"): Buffer {
  const MB = 1024 * 1024;
  const zero = Buffer.alloc(MB);
  // Each megabyte deflated on its own and ended byte-aligned (a sync flush) so the pieces can be
  // concatenated; a final empty block closes the stream.
  const piece = zlib.deflateRawSync(zero, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  for (let done = 0; done < size; done += MB) {
    const n = Math.min(MB, size - done);
    crc = zlib.crc32(zero.subarray(0, n), crc);
    parts.push(
      n === MB
        ? piece
        : zlib.deflateRawSync(zero.subarray(0, n), { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    );
  }
  parts.push(Buffer.from([0x03, 0x00]));
  const data = Buffer.concat(parts);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  const cdOffset = 30 + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe("workbooks read within limits", () => {
  test("a zip bomb (a small file inflating to 300 MB) is refused before anything is inflated", async () => {
    const bomb = zipBomb(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const file = tempFile("bomb.xlsx", bomb);
    const r = await readSessionWorkbook(file);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0].code).toBe("xlsx-too-large");
      expect(r.problems[0].message).toBe("this workbook would inflate to more than 200 MB; it was not read");
    }
    const cli = await pref("score", file);
    expect(cli.code).toBe(1);
    expect(cli.err.split("\n")[0]).toBe(
      `${file}: this workbook would inflate to more than 200 MB; it was not read`,
    );
  }, 120_000);

  test("an honest small zip passes and reports its figures", () => {
    const z = checkZip(zipBomb(1000));
    expect(z.ok && z.value).toEqual({ entries: 1, totalBytes: 1000 });
  });

  test("a header that lies about its size is refused", () => {
    const z = zipBomb(5 * 1024 * 1024);
    // Declare 1 byte unpacked for 5 KB packed: deflate cannot do that.
    const lie = Buffer.from(z);
    lie.writeUInt32LE(1, lie.length - 22 - 46 - "xl/worksheets/sheet1.xml".length + 24);
    const r = checkZip(lie, "lie.xlsx");
    expect(!r.ok && r.problems[0].message).toMatch(/declares sizes that cannot be true/);
  });

  test("more entries than the limit are refused", () => {
    const r = checkZip(zipBomb(10), "many.xlsx", { totalBytes: 1e9, entries: 0 });
    expect(!r.ok && r.problems[0].message).toBe(
      "this workbook has 1 parts, more than the 0 a workbook may have; it was not read",
    );
  });

  test("a CSV named .xlsx is named as such", async () => {
    const file = tempFile("protocols.xlsx", UTF8);
    const r = await pref("score", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain("this is a text (CSV) file with an .xlsx name");
    // The Russian says what the file is too, not only that it is no workbook.
    const ru = await pref("score", file, "--lang", "ru");
    expect(ru.err).toContain(
      `${file}: Это текстовый файл CSV с именем .xlsx: дайте ему имя .csv или откройте в Excel и сохраните как .xlsx.`,
    );
  });

  test("each kind of file that is no workbook is named in Russian", () => {
    const ru = (bytes: Uint8Array): string => {
      const r = checkZip(bytes, "f.xlsx");
      return r.ok ? "read" : problemMessage(r.problems[0], "ru");
    };
    expect(ru(new Uint8Array())).toBe("Файл пуст: это не книга .xlsx.");
    expect(ru(Buffer.from("%PDF-1.7 and the rest of a PDF file"))).toBe("Это файл PDF, а не книга .xlsx.");
    expect(ru(Buffer.from("<html><body>a web page saved as .xlsx</body></html>"))).toBe(
      "Это текстовый файл HTML или XML, а не книга .xlsx.",
    );
    expect(
      ru(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(30).fill(0)])),
    ).toMatch(/^Это книга старого Excel 97–2003 \(\.xls\)/);
    // A zip cut short: its table of contents is gone.
    expect(ru(zipBomb(10).subarray(0, 40))).toBe(
      "Книга .xlsx повреждена (архив не читается); она не прочитана.",
    );
  });

  test("an old .xls is named as such", () => {
    const r = checkZip(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(30).fill(0)]),
    );
    expect(!r.ok && r.problems[0].message).toMatch(/Excel 97–2003 file/);
  });

  test("our own workbook passes the guard", async () => {
    const file = tempFile("s.xlsx", "");
    expect((await pref("build", "--players", "12", "--out", file)).code).toBe(0);
    const z = checkZip(fs.readFileSync(file));
    expect(z.ok).toBe(true);
  }, 60_000);
});
