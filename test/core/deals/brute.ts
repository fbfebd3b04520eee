/**
 * A plain minimax for preferans endings — no table, no pruning, no card equivalence — to check
 * the solver against. Hands are masks in playing order (bit = suit·8 + rank).
 */
export function bruteForce(
  hands: readonly number[],
  leader: number,
  declarer: number,
  trump: number,
  misere: boolean,
): number {
  const h = [...hands];
  const cardsOf = (m: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < 32; i++) if (m & (1 << i)) out.push(i);
    return out;
  };
  const legal = (p: number, led: number): number[] => {
    const all = cardsOf(h[p]);
    if (led < 0) return all;
    const follow = all.filter((c) => c >> 3 === led);
    if (follow.length > 0) return follow;
    const trumps = all.filter((c) => c >> 3 === trump);
    return trumps.length > 0 ? trumps : all;
  };
  const wantsMore = (p: number): boolean => (p === declarer) !== misere;
  const trickFrom = (lead: number): number => {
    if (h[lead] === 0) return 0;
    let best: number | null = null;
    for (const c0 of legal(lead, -1)) {
      h[lead] &= ~(1 << c0);
      const p1 = (lead + 1) % 3;
      let best1: number | null = null;
      for (const c1 of legal(p1, c0 >> 3)) {
        h[p1] &= ~(1 << c1);
        const p2 = (lead + 2) % 3;
        let best2: number | null = null;
        for (const c2 of legal(p2, c0 >> 3)) {
          h[p2] &= ~(1 << c2);
          const played = [c0, c1, c2];
          let w = 0;
          for (let i = 1; i < 3; i++) {
            const a = played[i];
            const b = played[w];
            const better = a >> 3 === b >> 3 ? a > b : a >> 3 === trump;
            if (better) w = i;
          }
          const winner = (lead + w) % 3;
          const v = (winner === declarer ? 1 : 0) + trickFrom(winner);
          h[p2] |= 1 << c2;
          if (best2 === null || (wantsMore(p2) ? v > best2 : v < best2)) best2 = v;
        }
        h[p1] |= 1 << c1;
        if (best1 === null || (wantsMore(p1) ? best2! > best1 : best2! < best1)) best1 = best2;
      }
      h[lead] |= 1 << c0;
      if (best === null || (wantsMore(lead) ? best1! > best : best1! < best)) best = best1;
    }
    return best!;
  };
  return trickFrom(leader);
}
