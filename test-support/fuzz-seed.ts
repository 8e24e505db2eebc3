// Loaded by vitest.config.ts for the fuzz suite. `TT_FUZZ_SEED=<integer>` makes every fast-check
// property of the run start from that seed, so a run can be repeated exactly; CI sets one, so its
// verdict does not depend on the draw. Without it each run draws new seeds (fast-check prints the
// seed of any failure), which is how a developer's `pnpm fuzz` keeps exploring.
import fc from "fast-check";

const seed = process.env.TT_FUZZ_SEED;
if (seed !== undefined && seed !== "") {
  if (!/^-?\d{1,10}$/.test(seed)) throw new Error(`TT_FUZZ_SEED must be an integer, not ${JSON.stringify(seed.slice(0, 40))}`);
  fc.configureGlobal({ seed: Number(seed) | 0 });
}
