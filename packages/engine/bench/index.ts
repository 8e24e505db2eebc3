/**
 * @tt/engine benchmarks: peers side by side in one process, ratios printed.
 *
 *   pnpm --filter @tt/engine bench
 */
import { createRng } from "@tt/dice";
import { randomPolicy, runGame, seededChance } from "../src/index";
import { pig, type PigAction, type PigEvent, type PigOutcome, type PigState } from "../test/games/pig";
import { ticTacToe } from "../test/games/tic-tac-toe";
import { bgioInitialState, bgioReducer, makeMove } from "./bgio-tic-tac-toe";
import { formatRate as format, measure } from "../../../bench/harness";

const PIG_GAMES = 40;
const PIG_OPTIONS = { players: 2, target: 100 };
const TTT_GAMES = 200;

/**
 * A hand-written loop over next/apply with the same policy and chance driver as the runner.
 * "all" keeps what runGame returns (the inputs for the log, and the events); "inputs" keeps
 * the inputs, like runGame with `recordEvents: false`; "bare" keeps nothing.
 */
function handWrittenPig(seed: number, keep: "all" | "inputs" | "bare"): number {
  const policy = randomPolicy(seed);
  const chance = seededChance(seed + 1);
  let state: PigState = pig.setup(PIG_OPTIONS);
  const inputs: (PigAction | PigOutcome)[] = [];
  const events: PigEvent[] = [];
  let steps = 0;
  for (;;) {
    const next = pig.next(state);
    let input: PigAction | PigOutcome;
    if (next.kind === "decision") input = policy(next, state);
    else if (next.kind === "chance") input = chance.pick(next);
    else return steps;
    if (keep !== "bare") inputs.push(input);
    const applied = pig.apply(state, input);
    state = applied.state;
    if (keep === "all") for (const event of applied.events) events.push(event);
    steps++;
  }
}

function runnerPig(seed: number, recordEvents: boolean): number {
  return runGame(pig, PIG_OPTIONS, { policies: randomPolicy(seed), chance: seededChance(seed + 1), recordEvents }).steps;
}

function ttRandomTicTacToe(seed: number): number[] {
  return runGame(ticTacToe, {}, { policies: randomPolicy(seed), chance: seededChance(0) }).state.cells as number[];
}

/** The same random game through boardgame.io: the same rng picks the same index among the empty cells, in order. */
function bgioRandomTicTacToe(seed: number): (string | null)[] {
  const rng = createRng(seed);
  let state = bgioInitialState() as unknown as { G: { cells: (string | null)[] }; ctx: { currentPlayer: string; gameover?: unknown } };
  while (state.ctx.gameover === undefined) {
    const empty: number[] = [];
    state.G.cells.forEach((cell, index) => {
      if (cell === null) empty.push(index);
    });
    const cell = empty[empty.length === 1 ? 0 : rng.int(0, empty.length - 1)]!;
    state = bgioReducer(state as never, makeMove("clickCell", [cell], state.ctx.currentPlayer) as never) as never;
  }
  return state.G.cells;
}

async function main(): Promise<void> {
  console.log(`@tt/engine benchmarks (Node ${process.version}, one process, best of 12 interleaved rounds)`);

  // Sanity: the contenders play the same games.
  let pigSteps = 0;
  for (let seed = 0; seed < PIG_GAMES; seed++) {
    const hand = handWrittenPig(seed, "all");
    if (hand !== runnerPig(seed, true) || hand !== runnerPig(seed, false)) throw new Error(`hand-written loop and runner disagree on game ${seed}`);
    pigSteps += hand;
  }

  // 1. Runner overhead and Pig playouts.
  const batch = (run: (seed: number) => number) => () => {
    for (let seed = 0; seed < PIG_GAMES; seed++) run(seed);
  };
  const pigRates = await measure(
    [
      { name: "hand loop, keeps inputs + events", run: batch((seed) => handWrittenPig(seed, "all")) },
      { name: "runGame", run: batch((seed) => runnerPig(seed, true)) },
      { name: "hand loop, keeps inputs", run: batch((seed) => handWrittenPig(seed, "inputs")) },
      { name: "runGame, recordEvents: false", run: batch((seed) => runnerPig(seed, false)) },
      { name: "bare hand loop, keeps nothing", run: batch((seed) => handWrittenPig(seed, "bare")) },
    ],
    { rounds: 12, pick: "best" },
  );
  console.log(`\nTruffle Pig, ${PIG_GAMES} random 2-player games to 100 per batch (${pigSteps} steps)`);
  for (const [name, rate] of pigRates) console.log(`  ${name.padEnd(36)} ${format(rate * pigSteps).padStart(8)} steps/s`);
  const pairs = [
    ["hand loop, keeps inputs + events", "runGame"],
    ["hand loop, keeps inputs", "runGame, recordEvents: false"],
    ["bare hand loop, keeps nothing", "runGame, recordEvents: false"],
  ] as const;
  for (const [hand, runner] of pairs) {
    const overhead = pigRates.get(hand)! / pigRates.get(runner)! - 1;
    console.log(`  ratio ${runner} / ${hand}: ${(1 / (1 + overhead)).toFixed(3)}x -> runner overhead ${(overhead * 100).toFixed(1)}% (target < 10%) ${overhead < 0.1 ? "ok" : "MISSED"}`);
  }
  const stepsPerSecond = pigRates.get("runGame")! * pigSteps;
  console.log(`  random playouts through runGame: ${format(stepsPerSecond)} steps/s (target >= 1M) ${stepsPerSecond >= 1e6 ? "ok" : "MISSED"}`);

  for (let seed = 0; seed < 20; seed++) {
    const ours = ttRandomTicTacToe(seed).map((cell) => (cell === 0 ? null : String(cell - 1)));
    const theirs = bgioRandomTicTacToe(seed);
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) throw new Error(`tic-tac-toe game ${seed} differs: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
  }

  // 2. Tic-tac-toe: @tt/engine versus boardgame.io 0.50's reducer.
  const tttRates = await measure(
    [
      {
        name: "@tt/engine runGame",
        run: () => {
          for (let seed = 0; seed < TTT_GAMES; seed++) ttRandomTicTacToe(seed);
        },
      },
      {
        name: "boardgame.io 0.50 reducer",
        run: () => {
          for (let seed = 0; seed < TTT_GAMES; seed++) bgioRandomTicTacToe(seed);
        },
      },
    ],
    { rounds: 12, pick: "best" },
  );
  const ours = tttRates.get("@tt/engine runGame")!;
  const theirs = tttRates.get("boardgame.io 0.50 reducer")!;
  console.log(`\nRandom tic-tac-toe, the same ${TTT_GAMES} games per batch`);
  console.log(`  @tt/engine runGame         ${format(ours * TTT_GAMES).padStart(8)} games/s`);
  console.log(`  boardgame.io 0.50 reducer  ${format(theirs * TTT_GAMES).padStart(8)} games/s`);
  console.log(`  ratio @tt/engine / boardgame.io: ${(ours / theirs).toFixed(1)}x (target >= 50x) ${ours / theirs >= 50 ? "ok" : "MISSED"}`);
}

await main();
