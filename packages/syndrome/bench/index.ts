/**
 * @tt/syndrome benchmarks, in one process (run from packages/syndrome):
 *
 *   npx tsx --conditions=@tt/source bench/index.ts
 *
 * 1. complete random-policy games per second on one core (target >= 200): runGame with the
 *    seeding of runSeededGame and recordEvents off, over 2,000 games, plus interleaved rounds
 *    through the bench harness;
 * 2. the Syndrome's cost per step (apply alone, and next + apply) beside boardgame.io 0.50's
 *    cost per move, the same inputs replayed through its game reducer (see bgio-syndrome.ts).
 */
import { createRng } from "@tt/dice";
import { randomPolicy, runGame, runSeededGame, seededChance } from "@tt/engine";
import { formatRate, measure } from "../../../bench/harness";
import { syndrome, type Action, type Outcome, type State } from "../src/index";
import { bgioPlayer, type BgioMove } from "./bgio-syndrome";

const OPTIONS = syndrome.parseOptions({});
const GAMES = Number(process.env["SYN_BENCH_GAMES"] ?? 2000);
/** Games per harness batch. */
const BATCH = 4;
/** Games whose inputs are recorded for the per-step comparison. */
const RECORDED = 100;

/** One random game exactly as runSeededGame(syndrome, {}, seed, ({ rng }) => randomPolicy(rng)) plays it, events off. */
function randomGame(seed: number) {
  const root = createRng(seed);
  return runGame(syndrome, OPTIONS, { policies: randomPolicy(root.stream(1)), chance: seededChance(root.stream(0)), recordEvents: false });
}

/** The inputs of a recorded game, and boardgame.io's moves for them. */
interface Recorded {
  inputs: (Action | Outcome)[];
  moves: BgioMove[];
}

const counterIndex = new Map(syndrome.rules.counters.map((c) => [c.id, c.index]));

function toBgio(state: State, input: Action | Outcome): BgioMove {
  if (input.type === "die") return ["roll", input.face];
  if (input.type === "draw") {
    const task = state.queue[0];
    // A blind freeing draw (SYN-P.100s) names the prisoner by index: "#26".
    const counter = input.person.startsWith("#") ? Number(input.person.slice(1)) : counterIndex.get(input.person)!;
    return ["draw", counter, task?.kind === "draw-prisoner" ? task.slots[0]! : task?.kind === "draw-neutral" ? task.space : "out"];
  }
  const a = input as Record<string, unknown>;
  const who = (a["person"] ?? a["leader"] ?? a["recruiter"] ?? a["requester"]) as string | undefined;
  const where = (a["to"] ?? a["space"] ?? "") as string;
  return ["act", input.type, who === undefined ? -1 : (counterIndex.get(who) ?? -1), where];
}

function record(seed: number): Recorded {
  const run = randomGame(seed);
  const inputs = run.log.inputs as (Action | Outcome)[];
  const moves: BgioMove[] = [];
  let state = syndrome.setup(OPTIONS);
  for (const input of inputs) {
    moves.push(toBgio(state, input));
    state = syndrome.apply(state, input).state;
  }
  return { inputs, moves };
}

/** Replays recorded inputs through apply alone. */
function applyOnly(games: readonly Recorded[]): number {
  let n = 0;
  for (const g of games) {
    let state = syndrome.setup(OPTIONS);
    for (const input of g.inputs) state = syndrome.apply(state, input).state;
    n += state.turn;
  }
  return n;
}

/** Replays recorded inputs through next + apply (what a runner does per step, without the policy). */
function nextApply(games: readonly Recorded[]): number {
  let n = 0;
  for (const g of games) {
    let state = syndrome.setup(OPTIONS);
    for (const input of g.inputs) {
      n += syndrome.next(state).kind.length;
      state = syndrome.apply(state, input).state;
    }
  }
  return n;
}

async function main(): Promise<void> {
  console.log(`@tt/syndrome benchmarks (Node ${process.version}, one process; a shared machine: figures are the best of interleaved rounds)`);

  // 1a. One straight pass over GAMES complete games.
  const start = performance.now();
  let steps = 0;
  const outcomes = new Map<string, number>();
  for (let seed = 0; seed < GAMES; seed++) {
    const run = randomGame(seed);
    steps += run.steps;
    const key = `${run.result.winner}/${run.result.reason}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  const passMs = performance.now() - start;
  const passRate = (GAMES * 1000) / passMs;
  console.log(`\n${GAMES} random-policy games in one pass: ${(passMs / 1000).toFixed(2)} s, ${passRate.toFixed(0)} games/s, ${(steps / GAMES).toFixed(1)} steps a game`);
  console.log(`  results: ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(", ")}`);

  // 1b + 2. Interleaved rounds through the harness.
  const recorded = Array.from({ length: RECORDED }, (_, seed) => record(seed));
  const recordedSteps = recorded.reduce((sum, g) => sum + g.inputs.length, 0);
  const players = bgioPlayer(
    syndrome.rules.counters.length,
    syndrome.rules.counters.map((c) => c.home ?? "out"),
  );
  let seedBase = 0;
  const games = await measure(
    [
      {
        name: "runGame, events off",
        run: () => {
          for (let k = 0; k < BATCH; k++) randomGame(seedBase++ % GAMES);
        },
      },
      {
        name: "runSeededGame, events on",
        run: () => {
          for (let k = 0; k < BATCH; k++) runSeededGame(syndrome, OPTIONS, seedBase++ % GAMES, ({ rng }) => randomPolicy(rng));
        },
      },
    ],
    { batch: BATCH, timeMs: 1000, rounds: 3, pick: "best" },
  );
  // Each run replays the next slice of SLICE recorded games, in rotation (tinybench runs a task
  // at least 64 times); a run's batch is the mean steps of a slice.
  const SLICE = 4;
  const slices = Array.from({ length: RECORDED / SLICE }, (_, k) => recorded.slice(k * SLICE, (k + 1) * SLICE));
  const cursor = { apply: 0, next: 0, bgio: 0 };
  const take = (key: keyof typeof cursor) => {
    const k = cursor[key]++ % slices.length;
    return slices[k]!;
  };
  const perStep = await measure(
    [
      { name: "syndrome apply", run: () => applyOnly(take("apply")) },
      { name: "syndrome next + apply", run: () => nextApply(take("next")) },
      { name: "boardgame.io 0.50 reducer", run: () => take("bgio").reduce((sum, g) => sum + players(g.moves), 0) },
    ],
    { batch: recordedSteps / slices.length, timeMs: 1000, rounds: 3, pick: "best" },
  );

  const eventsOff = games.get("runGame, events off")!;
  console.log(`\nComplete random-policy games per second (one core, best of 3 rounds of ${BATCH}-game batches)`);
  console.log(`  ${"runGame, recordEvents: false".padEnd(36)} ${formatRate(eventsOff).padStart(8)} games/s  (target >= 200) ${eventsOff >= 200 ? "ok" : "MISSED"}`);
  console.log(`  ${"runSeededGame (events recorded)".padEnd(36)} ${formatRate(games.get("runSeededGame, events on")!).padStart(8)} games/s`);

  const us = (name: string) => 1e6 / perStep.get(name)!;
  console.log(`\nCost of one step, the same ${recordedSteps} inputs of ${RECORDED} games`);
  console.log(`  | ${"".padEnd(30)} | us/step |`);
  console.log(`  | ${"-".repeat(30)} | ------: |`);
  for (const name of ["syndrome apply", "syndrome next + apply", "boardgame.io 0.50 reducer"]) console.log(`  | ${name.padEnd(30)} | ${us(name).toFixed(2).padStart(7)} |`);
  console.log(`  ratio boardgame.io move / syndrome apply: ${(us("boardgame.io 0.50 reducer") / us("syndrome apply")).toFixed(2)}x`);
}

await main();
