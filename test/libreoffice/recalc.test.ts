/**
 * Evidence that the portable workbook scores itself: each test session is built with `pref build`'s
 * writer (formulas without cached values), LibreOffice headless recalculates every workbook in ONE
 * `soffice --convert-to xlsx` run with a fresh profile, and the Results sheet it wrote equals the
 * core's standings (MP, Max, %, Rank).
 *
 * Needs `soffice` (Debian: libreoffice-calc-nogui). Without it the suite FAILS, unless
 * PREF_SKIP_LIBREOFFICE=1 says to skip it.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { planToXlsx } from "../../src/xlsx/writer";
import { scoreEvent } from "../../src/core/event";
import { toNumber } from "../../src/core/rational";
import { scoreSession } from "../../src/core/score";
import { placeText } from "../../src/cli/report";
import {
  buildWorkbookPlan,
  eventColumns,
  eventWorkbookPlan,
  EVENT_FIRST_ROW,
  labelsFor,
  PLACES_COLUMNS as P,
  PLACES_ROWS,
  RESULTS_COLUMNS as C,
} from "../../src/workbook";
import { coreStandings, expectSameStandings, testSessions, type StandingNumbers } from "../workbook/sessions";
import { unwrap } from "../../src/core/result";
import { recalculateToXlsx, SKIP_LIBREOFFICE, soffice } from "./soffice";

const skip = SKIP_LIBREOFFICE;

const sessions = testSessions();
const recalculated = new Map<string, StandingNumbers[]>();
/** Per session with the director's sheets: Places (player, place text) in order, Results' place and penalty, the corrections listed. */
const published = new Map<
  string,
  { places: [number, string][]; place: string[]; penalty: number[]; corrections: string[] }
>();
/** The event of two sessions: per event row, player, MP, max, %, place text. */
let eventRows: [number, number, number, number | null, string][] = [];
const eventSessions = ["director-20", "blanks-20"];
const scoreOf = (name: string) => {
  const s = sessions.find((x) => x.name === name)!;
  return scoreSession(s.protocols, { penalties: s.settings.penalties, disqualified: s.settings.disqualified })
    .score;
};
let seconds = 0;

(skip ? describe.skip : describe)(
  "LibreOffice recalculates the portable workbook to the core's standings",
  () => {
    beforeAll(async () => {
      if (soffice === null) {
        throw new Error(
          "soffice (LibreOffice) is not on the PATH: install libreoffice-calc-nogui, or set PREF_SKIP_LIBREOFFICE=1 to skip these tests",
        );
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-lo-"));
      const input = path.join(dir, "in");
      const output = path.join(dir, "out");
      fs.mkdirSync(input);
      const files: string[] = [];
      for (const s of sessions) {
        const plan = unwrap(buildWorkbookPlan({ ...s.settings, formulas: "portable" }, s.protocols));
        const file = path.join(input, `${s.name}.xlsx`);
        fs.writeFileSync(file, await planToXlsx(plan));
        files.push(file);
      }
      const event = scoreEvent(eventSessions.map(scoreOf)).score;
      const eventFile = path.join(input, "event.xlsx");
      fs.writeFileSync(
        eventFile,
        await planToXlsx(
          eventWorkbookPlan(
            eventSessions.map((n) => ({ file: `${n}.xlsx`, score: scoreOf(n) })),
            event,
            "en",
          ),
        ),
      );
      files.push(eventFile);
      const t0 = Date.now();
      recalculateToXlsx(files, output, path.join(dir, "profile"));
      seconds = (Date.now() - t0) / 1000;
      for (const s of sessions) {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.readFile(path.join(output, `${s.name}.xlsx`));
        const ws = wb.getWorksheet(labelsFor(s.settings.language ?? "ru").sheets.results);
        if (ws === undefined) throw new Error(`${s.name}: no Results sheet after LibreOffice`);
        const num = (row: number, col: number): number | null => {
          const c = ws.getCell(row, col);
          const v = c.type === ExcelJS.ValueType.Formula ? c.result : c.value;
          if (typeof v === "number") return v;
          if (v === undefined || v === null || v === "") return null;
          throw new Error(`${s.name}: Results ${c.address} holds ${JSON.stringify(v)}`);
        };
        recalculated.set(
          s.name,
          Array.from({ length: s.settings.players }, (_, i) => ({
            player: num(i + 2, C.player) ?? -1,
            mp: num(i + 2, C.mp) ?? NaN,
            max: num(i + 2, C.max) ?? NaN,
            percent: num(i + 2, C.percent),
            rank: num(i + 2, C.rank),
          })),
        );
        if (s.settings.directorSheets === true) {
          const text = (w: ExcelJS.Worksheet, row: number, col: number): string => {
            const c = w.getCell(row, col);
            const v = c.type === ExcelJS.ValueType.Formula ? c.result : c.value;
            return v === undefined || v === null ? "" : String(v);
          };
          const labels = labelsFor(s.settings.language ?? "ru");
          const places = wb.getWorksheet(labels.sheets.places)!;
          const n = s.settings.players;
          const corrections: string[] = [];
          for (let r = n + 3; r <= ws.rowCount; r++) corrections.push(text(ws, r, 1));
          published.set(s.name, {
            places: Array.from({ length: n }, (_, i) => [
              Number(text(places, PLACES_ROWS.first + i, P.player)),
              text(places, PLACES_ROWS.first + i, P.place),
            ]),
            place: Array.from({ length: n }, (_, i) => text(ws, i + 2, C.place)),
            penalty: Array.from({ length: n }, (_, i) => num(i + 2, C.penalty) ?? NaN),
            corrections: corrections.filter((t) => t !== ""),
          });
        }
      }
      {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.readFile(path.join(output, "event.xlsx"));
        const ws = wb.getWorksheet("Event results")!;
        const E = eventColumns(eventSessions.length);
        const v = (row: number, col: number): unknown => {
          const c = ws.getCell(row, col);
          return c.type === ExcelJS.ValueType.Formula ? c.result : c.value;
        };
        for (let row = EVENT_FIRST_ROW; ws.getCell(row, E.player).value !== null; row++) {
          const pct = v(row, E.percent);
          eventRows.push([
            Number(v(row, E.player)),
            Number(v(row, E.mp)),
            Number(v(row, E.max)),
            typeof pct === "number" ? pct : null,
            String(v(row, E.place) ?? ""),
          ]);
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test.each(sessions.map((s) => [s.name, s] as const))("%s", (name, session) => {
      const got = recalculated.get(name);
      expect(got).toBeDefined();
      expectSameStandings(got ?? [], coreStandings(session));
    });

    test("director-20: Places sorted by place with shared places as 3=, DQ last; penalties and corrections on Results", () => {
      const s = sessions.find((x) => x.name === "director-20")!;
      const got = published.get(s.name);
      expect(got).toBeDefined();
      const score = scoreOf(s.name);
      // The core's standings order is the Places order; the place texts agree.
      expect(got!.places).toEqual(score.standings.map((st) => [st.player, placeText(st, "ru")]));
      const by = new Map(score.standings.map((st) => [st.player, st]));
      got!.penalty.forEach((pen, i) =>
        expect([i + 1, Math.abs(pen - toNumber(by.get(i + 1)!.penalty)) < 1e-9]).toEqual([i + 1, true]),
      );
      // 25% of a top of 8 (5 tables) is 2 MP; 10% is 0.8.
      expect(got!.penalty[4]).toBeCloseTo(2, 9);
      expect(got!.penalty[8]).toBeCloseTo(1.3, 9);
      expect(got!.place[6]).toBe("дискв.");
      const list = got!.corrections.join("\n");
      expect(list).toMatch(/игрок 3: штраф 2 МП — late/);
      expect(list).toMatch(/игрок 5: штраф 2 МП \(25% от макса\) — slow play/);
      expect(list).toMatch(/игрок 7: дисквалифицирован — misconduct/);
      expect(list).toMatch(/Протокол 1, тур \d+, стол \d+: С \(игрок \d+\): искусственный результат A\+/);
      expect(list).toMatch(/Протокол 2, тур \d+, стол \d+: .*Ю \(игрок \d+\): результат аннулирован/);
      expect(list).toMatch(/Протокол 3, тур \d+, стол \d+: оценочный результат/);
      // One list: the 5 rulings of the Penalties sheet, then the 7 deal corrections, no gap between.
      expect(list).toMatch(/^Поправки судьи\nВсего: 12\n/);
      expect(got!.corrections).toHaveLength(14);
      expect(got!.corrections.slice(2, 7).every((t) => t.startsWith("игрок "))).toBe(true);
      expect(got!.corrections.slice(7).every((t) => t.startsWith("Протокол "))).toBe(true);
    });

    test("the event workbook adds the sessions up to the core's event standings", () => {
      const event = scoreEvent(eventSessions.map(scoreOf)).score;
      expect(eventRows.map((r) => r[0])).toEqual(event.standings.map((s) => s.player));
      eventRows.forEach(([player, mp, max, pct, place], i) => {
        const want = event.standings[i];
        expect([player, Math.abs(mp - toNumber(want.mp)) < 1e-9, max]).toEqual([player, true, want.max]);
        expect([player, pct === null ? null : Math.abs(pct - toNumber(want.percent!)) < 1e-9]).toEqual([
          player,
          want.percent === null ? null : true,
        ]);
        expect([player, place]).toEqual([player, placeText(want, "en")]);
      });
    });

    afterAll(() => {
      if (seconds > 0)
        process.stderr.write(
          `LibreOffice recalculated ${sessions.length} workbooks in ${seconds.toFixed(1)} s\n`,
        );
    });
  },
);
