/**
 * The double-dummy solver for preferans: three hands open, one declarer against two defenders
 * who cooperate. A position is three 32-bit masks (bit = suit·8 + rank, rank 0 = the seven,
 * 7 = the ace; suits ♠ ♣ ♦ ♥ = 0..3) and the seat to lead. Play rules: follow suit; if void,
 * trump; otherwise any card.
 *
 * The search is a null-window test "does the declarer take at least t tricks?", run a few times
 * (MTD-style) with a transposition table kept at trick boundaries. Positions are stored by their
 * relative ranks (the 9 and 7 left in a suit behave exactly as an ace and king), so one table
 * serves every discard, every deal and every later search; the table's tag holds what changes
 * the value (declarer, strain, misère, who leads). Cards next to each other among the cards still
 * live are equivalent, so only the top of each such sequence is tried.
 */

/** No trumps, as a strain index for the solver. */
export const NO_TRUMP = -1;

const SUIT_MASK = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];

// COMPRESS[live·256 + held]: the held cards renumbered by their order among the live ones;
// EXPAND is the inverse. Shared tables, built once; they make relative ranks a lookup.
const COMPRESS = new Uint8Array(65536);
const EXPAND = new Uint8Array(65536);
for (let live = 0; live < 256; live++) {
  const positions: number[] = [];
  for (let r = 0; r < 8; r++) if (live & (1 << r)) positions.push(r);
  for (let c = 0; c < 1 << positions.length; c++) {
    let held = 0;
    for (let i = 0; i < positions.length; i++) if (c & (1 << i)) held |= 1 << positions[i];
    COMPRESS[(live << 8) | held] = c;
    EXPAND[(live << 8) | c] = held;
  }
}

// TOP_RUN[live·256 + held]: how many of the held cards are the highest live ones, unbroken.
const TOP_RUN = new Uint8Array(65536);
for (let live = 0; live < 256; live++) {
  for (let held = live; ; held = (held - 1) & live) {
    let n = 0;
    for (let r = 7; r >= 0; r--) {
      if (!(live & (1 << r))) continue;
      if (!(held & (1 << r))) break;
      n++;
    }
    TOP_RUN[(live << 8) | held] = n;
    if (held === 0) break;
  }
}

/** Number of cards in a mask. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The index of the lowest card of a non-empty mask. */
function lowest(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** A position's holdings, renumbered by relative rank in each suit: the key of equal positions. */
export function normalise(h0: number, h1: number, h2: number, out: Int32Array): void {
  let k0 = 0;
  let k1 = 0;
  let k2 = 0;
  for (let s = 0; s < 32; s += 8) {
    const a = (h0 >>> s) & 255;
    const b = (h1 >>> s) & 255;
    const c = (h2 >>> s) & 255;
    const live = (a | b | c) << 8;
    k0 |= COMPRESS[live | a] << s;
    k1 |= COMPRESS[live | b] << s;
    k2 |= COMPRESS[live | c] << s;
  }
  out[0] = k0;
  out[1] = k1;
  out[2] = k2;
}

/** The table's default size: 2^18 positions, 4 MB — a bigger one is slower (cache misses cost more than the hits gain). */
const DEFAULT_TT_BITS = 18;

/**
 * A reusable solver. Not thread-safe (one per worker); its table (4 MB by default) survives between
 * calls, which is what makes the second and later searches of a deal cheap.
 */
export class Solver {
  private readonly shift: number;
  // Four words a slot, in one cache line: the three normalised hands and tag·256 + lower·16 + upper.
  private readonly table: Int32Array;
  private readonly key = new Int32Array(3);
  private readonly h = [0, 0, 0];
  private declarer = 0;
  private trump = NO_TRUMP;
  private misere = false;
  private context = 0;
  /** Per seat: does this seat want the declarer's count high (the "max" side of the test)? */
  private readonly max = [false, false, false];
  // Move lists per ply, preallocated so the search does not allocate.
  private readonly moves: Int32Array[] = Array.from({ length: 40 }, () => new Int32Array(10));
  /** Nodes visited since construction (for benchmarks). */
  nodes = 0;

  /** `tableBits`: the table holds 2^tableBits positions (18 by default; fewer for one quick answer). */
  constructor(tableBits = DEFAULT_TT_BITS) {
    const size = 1 << tableBits;
    this.shift = 32 - tableBits;
    this.table = new Int32Array(4 * size);
  }

  /**
   * The declarer's tricks with best play on both sides (in misère the declarer tries to take
   * none and the defenders try to give him as many as they can). `hands` are three masks in
   * playing order, equal in length; `leader` is 0..2 in that order; `trump` a suit 0..3 or
   * NO_TRUMP.
   */
  solve(
    hands: readonly number[],
    leader: number,
    declarer: number,
    trump: number,
    misere: boolean,
    guess = misere ? 0 : 5,
  ): number {
    this.setup(hands, declarer, trump, misere);
    const n = popcount(hands[leader]);
    // Null-window tests stepping from the guess; the table keeps the bounds found on the way,
    // so a good guess (misère: usually 0 or 1) costs one or two tests.
    let v = Math.max(0, Math.min(n, guess));
    if (this.search(leader, v, 0)) {
      while (v < n && this.search(leader, v + 1, 0)) v++;
    } else {
      v--;
      while (v > 0 && !this.search(leader, v, 0)) v--;
    }
    return v;
  }

  /** Does the declarer take at least `target` tricks (with best play as in solve)? */
  atLeast(
    hands: readonly number[],
    leader: number,
    declarer: number,
    trump: number,
    misere: boolean,
    target: number,
  ): boolean {
    this.setup(hands, declarer, trump, misere);
    return this.search(leader, target, 0);
  }

  private setup(hands: readonly number[], declarer: number, trump: number, misere: boolean): void {
    const n = popcount(hands[0]);
    if (popcount(hands[1]) !== n || popcount(hands[2]) !== n || n > 10)
      throw new Error("solver: the three hands must hold the same number of cards (at most 10)");
    if ((hands[0] & hands[1]) | (hands[0] & hands[2]) | (hands[1] & hands[2]))
      throw new Error("solver: a card is in two hands");
    this.h[0] = hands[0] | 0;
    this.h[1] = hands[1] | 0;
    this.h[2] = hands[2] | 0;
    this.declarer = declarer;
    this.trump = trump;
    this.misere = misere;
    for (let p = 0; p < 3; p++) this.max[p] = (p === declarer) !== misere;
    // The tag: everything besides the holdings that decides a position's value (+ the leader).
    this.context = 1 + declarer + 3 * (trump + 1) + 15 * (misere ? 1 : 0);
  }

  /** At a trick boundary, `leader` to lead: does the declarer take ≥ target of the rest? */
  private search(leader: number, target: number, ply: number): boolean {
    const h = this.h;
    const n = popcount(h[leader]);
    if (target <= 0) return true;
    if (target > n) return false;
    this.nodes++;
    if (n === 1) return this.lastTrick(leader) >= target;
    const key = this.key;
    normalise(h[0], h[1], h[2], key);
    const tag = this.context * 4 + leader;
    const a = key[0];
    const b = key[1];
    const c = key[2];
    let slot = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c ^ tag, 0xc2b2ae3d)) | 0;
    slot = ((slot ^ (slot >>> 15)) >>> this.shift) << 2;
    const t = this.table;
    let lo = 0;
    let hi = n;
    const meta = t[slot + 3];
    if (meta >>> 8 === tag && t[slot] === a && t[slot + 1] === b && t[slot + 2] === c) {
      lo = (meta >>> 4) & 15;
      hi = meta & 15;
      if (lo >= target) return true;
      if (hi < target) return false;
    }
    if (!this.misere) {
      // Sure tricks of the seat on lead (see quickTricks) bound the answer without a search.
      const q = this.quickTricks(leader);
      if (leader === this.declarer ? q >= target : n - q < target) return leader === this.declarer;
    }
    const result = this.play(0, leader, 0, -1, -1, target, ply);
    if (result) lo = target;
    else hi = target - 1;
    t[slot] = a;
    t[slot + 1] = b;
    t[slot + 2] = c;
    t[slot + 3] = (tag << 8) | (lo << 4) | hi;
    return result;
  }

  /**
   * Tricks the seat on lead takes for sure by cashing top cards: each unbroken run of the highest
   * live cards of a suit, counted for trumps always and for a side suit when no opponent can
   * ruff it (he has no trumps, or enough cards in the suit to follow every time) — the leading
   * defender's partner included.
   */
  private quickTricks(p: number): number {
    const h = this.h;
    const trump = this.trump;
    const own = h[p];
    const live = h[0] | h[1] | h[2];
    // Both other seats: a leading defender's partner, void and holding trumps, must ruff and
    // so takes the lead away from the rest of the run.
    const o1 = h[p === 2 ? 0 : p + 1];
    const o2 = h[p === 0 ? 2 : p - 1];
    const trumpMask = trump >= 0 ? SUIT_MASK[trump] : 0;
    const o1Trumps = (o1 & trumpMask) !== 0;
    const o2Trumps = (o2 & trumpMask) !== 0;
    let total = 0;
    for (let s = 0; s < 32; s += 8) {
      const held = (own >>> s) & 255;
      if (held === 0) continue;
      const run = TOP_RUN[(((live >>> s) & 255) << 8) | held];
      if (run === 0) continue;
      if (trump < 0 || s === trump * 8) total += run;
      else if (
        (!o1Trumps || popcount((o1 >>> s) & 255) >= run) &&
        (!o2Trumps || popcount((o2 >>> s) & 255) >= run)
      )
        total += run;
    }
    return total;
  }

  /** The last trick is forced: 1 if the declarer wins it. */
  private lastTrick(leader: number): number {
    const h = this.h;
    let win = lowest(h[leader]);
    let winner = leader;
    for (let i = 1; i < 3; i++) {
      const p = (leader + i) % 3;
      const card = lowest(h[p]);
      if (this.beats(card, win)) {
        win = card;
        winner = p;
      }
    }
    return winner === this.declarer ? 1 : 0;
  }

  private beats(card: number, win: number): boolean {
    const cs = card >> 3;
    const ws = win >> 3;
    if (cs === ws) return card > win;
    return cs === this.trump;
  }

  /**
   * Inside a trick: seat `p` plays the step-th card. `win`/`winner` are the card winning so far,
   * `trick` the mask of cards already on the table.
   */
  private play(
    step: number,
    p: number,
    trick: number,
    win: number,
    winner: number,
    target: number,
    ply: number,
  ): boolean {
    const h = this.h;
    const hand = h[p];
    let cand = hand;
    if (step > 0) {
      const follow = hand & SUIT_MASK[this.ledSuit];
      if (follow !== 0) cand = follow;
      else if (this.trump >= 0 && (hand & SUIT_MASK[this.trump]) !== 0) cand = hand & SUIT_MASK[this.trump];
    }
    const list = this.moves[ply];
    const count = this.generate(cand, h[0] | h[1] | h[2] | trick, list, step, p, win, winner);
    const isMax = this.max[p];
    const savedLed = this.ledSuit;
    for (let i = 0; i < count; i++) {
      const card = list[i];
      const bit = 1 << card;
      let w = win;
      let wr = winner;
      if (step === 0) {
        this.ledSuit = card >> 3;
        w = card;
        wr = p;
      } else if (this.beats(card, win)) {
        w = card;
        wr = p;
      }
      h[p] = hand & ~bit;
      let r: boolean;
      if (step === 2) {
        r = this.search(wr, wr === this.declarer ? target - 1 : target, ply + 1);
      } else {
        r = this.play(step + 1, p === 2 ? 0 : p + 1, trick | bit, w, wr, target, ply + 1);
      }
      h[p] = hand;
      this.ledSuit = savedLed;
      if (r === isMax) return r;
    }
    return !isMax;
  }

  private ledSuit = 0;

  /**
   * The moves worth trying from `cand`: the top card of each run of cards that are adjacent
   * among the live ones, ordered so that the likely best comes first (cut-offs come sooner).
   */
  private generate(
    cand: number,
    live: number,
    out: Int32Array,
    step: number,
    p: number,
    win: number,
    winner: number,
  ): number {
    let count = 0;
    for (let s = 0; s < 32; s += 8) {
      const m = (cand >>> s) & 255;
      if (m === 0) continue;
      const l = ((live >>> s) & 255) << 8;
      const c = COMPRESS[l | m];
      let reps = EXPAND[l | (c & ~(c >>> 1))];
      while (reps !== 0) {
        const r = 31 - Math.clz32(reps);
        reps &= ~(1 << r);
        out[count++] = s + r;
      }
    }
    if (count <= 1) return count;
    // Ordering scores: higher first.
    const score = this.score;
    for (let i = 0; i < count; i++) {
      const card = out[i];
      const rank = card & 7;
      let sc: number;
      if (step === 0) {
        if (!this.misere)
          sc = rank; // lead winners first
        else if (p === this.declarer) {
          // Lead the card with the fewest live cards under it: the safest exit.
          sc = -popcount((live >>> (card & 24)) & 255 & ((1 << rank) - 1));
        } else {
          // Lead low in a suit the declarer holds (leading his void only lets him shed a card).
          sc = ((this.h[this.declarer] >>> (card & 24)) & 255 ? 50 : 0) - rank;
        }
      } else {
        const beatsIt = this.beats(card, win);
        if (this.misere) {
          // Whoever plays, the trick should end with the declarer: he ducks (his highest card
          // under the winner first), the defenders duck under him or play high over a defender.
          if (p === this.declarer) sc = beatsIt ? -20 + rank : 20 + rank;
          else if (winner === this.declarer) sc = beatsIt ? -20 + rank : 20 + rank;
          else sc = -rank;
        } else if (step === 2 && (winner === this.declarer) === (p === this.declarer)) sc = -rank;
        else if (beatsIt) sc = 20 - rank;
        else sc = -rank;
      }
      score[i] = sc;
    }
    // Insertion sort (at most 10 moves).
    for (let i = 1; i < count; i++) {
      const card = out[i];
      const sc = score[i];
      let j = i - 1;
      while (j >= 0 && score[j] < sc) {
        out[j + 1] = out[j];
        score[j + 1] = score[j];
        j--;
      }
      out[j + 1] = card;
      score[j + 1] = sc;
    }
    return count;
  }

  private readonly score = new Int32Array(10);
}
