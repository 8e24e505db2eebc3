// @tt/dice benchmarks: peers side by side in one process, reported as ratios.
// Run with `pnpm --filter @tt/dice bench` (or `pnpm bench` for every package).
import { DiceRoller } from "@dice-roller/rpg-dice-roller";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { createRng, distribution, rollDice } from "@tt/dice";
import { compare, measure } from "../../../bench/harness";

const BATCH = 10_000;

/** The practical limit: sfc32 written inline, its state in a typed array. */
function inlineSfc32(seed: number) {
  const s = new Int32Array([0, seed, 0, 1]);
  for (let i = 0; i < 12; i++) step(s);
  return s;
}
function step(s: Int32Array): number {
  const a = s[0]!,
    b = s[1]!,
    c = s[2]!,
    d = s[3]!;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

async function main(): Promise<void> {
  let allOk = true;

  // Raw 32-bit outputs.
  const ours = createRng(1);
  const inline = inlineSfc32(1);
  const xoro = xoroshiro128plus(1);
  const raw = await measure(
    [
      {
        name: "@tt/dice rng.next()",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x ^= ours.next();
          return x;
        },
      },
      {
        name: "inline sfc32 (typed-array state)",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x ^= step(inline);
          return x;
        },
      },
      {
        name: "pure-rand 8 xoroshiro128plus next()",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x ^= xoro.next();
          return x;
        },
      },
    ],
    { batch: BATCH },
  );
  allOk =
    compare("Raw 32-bit outputs", raw, "@tt/dice rng.next()", {
      "inline sfc32 (typed-array state)": 0.7,
      "pure-rand 8 xoroshiro128plus next()": 2,
    }) && allOk;

  // d10 rolls (unbiased integers 1-10).
  const inlineD10 = () => {
    let x = step(inline);
    while (x >= 4294967290) x = step(inline);
    return 1 + (x % 10);
  };
  const d10 = await measure(
    [
      {
        name: "@tt/dice rng.die(10)",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x += ours.die(10);
          return x;
        },
      },
      {
        // The general integer entry point too, not only die(10) (#15).
        name: "@tt/dice rng.int(1, 10)",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x += ours.int(1, 10);
          return x;
        },
      },
      {
        name: "inline sfc32 d10 (typed-array state)",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x += inlineD10();
          return x;
        },
      },
      {
        name: "pure-rand 8 uniformInt(xoroshiro, 1, 10)",
        run: () => {
          let x = 0;
          for (let i = 0; i < BATCH; i++) x += uniformInt(xoro, 1, 10);
          return x;
        },
      },
    ],
    { batch: BATCH },
  );
  allOk =
    compare("d10 rolls", d10, "@tt/dice rng.die(10)", {
      "inline sfc32 d10 (typed-array state)": 0.7,
      "pure-rand 8 uniformInt(xoroshiro, 1, 10)": 2,
    }) && allOk;
  allOk = compare("d10 rolls", d10, "@tt/dice rng.int(1, 10)", { "inline sfc32 d10 (typed-array state)": 0.7 }) && allOk;

  // Parse + roll of notation.
  const roller = new DiceRoller();
  const rng = createRng(2);
  for (const notation of ["4d6kh3", "1d10+3"]) {
    const batch = 200;
    const rates = await measure(
      [
        {
          name: `@tt/dice rollDice("${notation}")`,
          run: () => {
            let x = 0;
            for (let i = 0; i < batch; i++) x += rollDice(notation, rng).total;
            return x;
          },
        },
        {
          name: `rpg-dice-roller 5 roll("${notation}")`,
          run: () => {
            let x = 0;
            for (let i = 0; i < batch; i++) x += (roller.roll(notation) as { total: number }).total;
            roller.clearLog();
            return x;
          },
        },
      ],
      { batch },
    );
    allOk = compare(`Parse + roll "${notation}"`, rates, `@tt/dice rollDice("${notation}")`, { [`rpg-dice-roller 5 roll("${notation}")`]: 50 }) && allOk;
  }

  // Exact distributions: time per call (targets: under 1 ms each). The cache is
  // defeated by varying an added constant so each call computes afresh.
  console.log("\nExact distributions (uncached)");
  for (const base of ["10d10", "4d6kh3"]) {
    let k = 0;
    const rates = await measure([{ name: base, run: () => distribution(`${base}+${(k++ % 100000) + 1000}`) }]);
    const ms = 1000 / rates.get(base)!;
    const pass = ms < 1;
    allOk &&= pass;
    console.log(`  distribution("${base}"): ${(ms * 1000).toFixed(1)} µs per call (target < 1 ms) ${pass ? "ok" : "MISSED"}`);
  }

  console.log(allOk ? "\nall @tt/dice targets met" : "\nsome @tt/dice targets MISSED");
}

await main();
