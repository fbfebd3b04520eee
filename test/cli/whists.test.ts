import { pref } from "./capture";

describe("pref whists", () => {
  test("the issue's row in JSON", async () => {
    const r = await pref(
      "whists",
      "--variant",
      "sochi",
      "--contract",
      "7♥",
      "--declarer",
      "N",
      "--dealer",
      "W",
      "--tricks",
      "N=5,E=3,S=2",
      "--format",
      "json",
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('{"N":-104,"E":40,"S":36,"W":28}');
  });

  test("DOMAIN's worked row as text, Russian seats and suit", async () => {
    const r = await pref(
      "whists",
      "--variant",
      "sochi",
      "--contract",
      "6п",
      "--declarer",
      "С",
      "--dealer",
      "З",
      "--tricks",
      "С=6,В=2,Ю=2",
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Sochi, 6♠, declarer N, dealer W\n/);
    expect(r.out).toMatch(/N\s+7\nE\s+-1\nS\s+-1\nW\s+-5/);
  });

  test.each(["-", "pass", "распасы"])("all-pass %s needs no declarer nor defence", async (c) => {
    const r = await pref(
      "whists",
      "--variant",
      "sochi",
      "--contract",
      c,
      "--dealer",
      "W",
      "--tricks",
      "N=5,E=3,S=2",
      "--format",
      "json",
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ N: -25, E: -5, S: 5, W: 25 });
  });

  test.each(["misere", "мизер"])("misère %s", async (c) => {
    const r = await pref(
      "whists",
      "--variant",
      "leningrad",
      "--contract",
      c,
      "--declarer",
      "E",
      "--dealer",
      "N",
      "--tricks",
      "E=0",
      "--format",
      "json",
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ N: -50, E: 150, S: -50, W: -50 });
  });

  test("a defender passes (Rostov, gentleman) and a 3-handed table with thirds", async () => {
    const gentle = await pref(
      ...["whists", "--variant", "rostov", "--contract", "7S", "--declarer", "N", "--dealer", "W"],
      ...["--tricks", "N=6,E=3,S=1", "--defence", "E=whist,S=pass", "--format", "json"],
    );
    expect(JSON.parse(gentle.out)).toEqual({ N: -58, E: 22, S: 22, W: 14 });
    const three = await pref(
      ...["whists", "--variant", "sochi", "--contract", "6S", "--declarer", "N", "--players", "3"],
      ...["--tricks", "N=6,E=2,S=2"],
    );
    expect(three.code).toBe(0);
    expect(three.out).toMatch(/N\s+16\/3 \(5\.33\)/);
    expect(three.out).toMatch(/W\s+\(empty seat\)/);
    const rounded = await pref(
      ...["whists", "--variant", "sochi", "--contract", "6S", "--declarer", "N", "--players", "3"],
      ...["--tricks", "N=6,E=2,S=2", "--rounding", "nearest", "--format", "json"],
    );
    expect(JSON.parse(rounded.out)).toEqual({ N: 6, E: -3, S: -3, W: null });
  });

  test.each([
    [["--tricks", "N=6,E=3,S=2"], /--tricks: the tricks must add up to 10: N 6 \+ E 3 \+ S 2 = 11/],
    [["--tricks", "N=6,E=2,S=2", "--defence", "W=whist"], /--defence: W does not defend/],
    [["--tricks", "N=6,E=2,S=2", "--dealer", "N"], /--dealer: N cannot both deal and declare/],
    [["--tricks", "N=6,E=2,X=2"], /--tricks: "X=2" is not SEAT=a number of tricks/],
    [["--tricks", "N=6,E=2,S=2", "--contract", "11NT"], /--contract: "11NT" is not a contract/],
    [["--tricks", "N=6,E=2,S=2", "--variant", "vint"], /--variant: "vint" is not sochi, leningrad, rostov/],
    [
      ["--tricks", "N=6,E=2,S=2", "--defence", "E=maybe"],
      /--defence: "maybe" is not whist, pass or half-whist/,
    ],
  ])("bad input %j names the option", async (extra, message) => {
    const base = ["--variant", "sochi", "--contract", "6♠", "--declarer", "N", "--dealer", "W"];
    const argv = [...base];
    for (let i = 0; i < extra.length; i += 2) {
      const k = argv.indexOf(extra[i]);
      if (k >= 0) argv[k + 1] = extra[i + 1];
      else argv.push(extra[i], extra[i + 1]);
    }
    const r = await pref("whists", ...argv);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("pref whists --lang ru", () => {
  test("the core's problem is told in Russian from the catalogue, on the option it is about", async () => {
    const r = await pref(
      ...["whists", "--variant", "sochi", "--contract", "6♠", "--declarer", "N", "--dealer", "W"],
      ...["--tricks", "N=6,E=3,S=2", "--lang", "ru"],
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain("pref whists: --tricks: Висты не вычислить: взяток в сумме должно быть 10.");
    expect(r.err).not.toMatch(/add up/);
  });

  test("a contract that is not one, in Russian", async () => {
    const r = await pref(
      ...["whists", "--variant", "sochi", "--contract", "11NT", "--declarer", "N", "--dealer", "W"],
      ...["--tricks", "N=6,E=2,S=2", "--lang", "ru"],
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain("--contract: «11NT» — не контракт.");
  });
});
