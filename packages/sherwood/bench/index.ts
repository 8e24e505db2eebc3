/**
 * @tt/sherwood benchmarks, in one process:
 *
 * 1. complete random-policy skirmishes per second (the README's Wood's Edge skirmish, eight turns),
 *    through a hand-written next/apply loop and through @tt/engine's runGame;
 * 2. our cost per step beside boardgame.io 0.50's cost per move, the same inputs replayed through its
 *    game reducer (see bgio-skirmish.ts);
 * 3. each of the eight scenarios: random-policy games per second and our cost per step, beside
 *    boardgame.io's per-move cost from (2), and heuristic games per second (`sherwoodBot` for every player).
 *
 *   pnpm --filter @tt/sherwood bench
 */
import { createRng } from "@tt/dice";
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { sherwood, sherwoodBot, type SherwoodAction, type SherwoodOptions, type SherwoodOutcome, type SherwoodState } from "../src/index";
import { WOODS_EDGE } from "../test/skirmishes";
import { bestRates } from "../../../test-support/bench";
import { playBgio, type BgioMove } from "./bgio-skirmish";

const OPTIONS = sherwood.optionsSchema.parse(WOODS_EDGE);
const GAMES = 20;

/** One random game through next/apply, the policy and the chance driver inlined. */
function handLoop(seed: number, record?: BgioMove[], options: SherwoodOptions = OPTIONS): number {
  const rng = createRng(seed);
  let state: SherwoodState = sherwood.setup(options);
  let steps = 0;
  for (;;) {
    const next = sherwood.next(state);
    let input: SherwoodAction | SherwoodOutcome;
    if (next.kind === "over") return steps;
    if (next.kind === "decision") input = next.actions[next.actions.length === 1 ? 0 : rng.int(0, next.actions.length - 1)]!;
    else input = next.outcomes[rng.int(0, next.outcomes.length - 1)]!.outcome; // every d10 face is 1/10
    if (record) record.push(toBgio(input));
    state = sherwood.apply(state, input).state;
    steps++;
  }
}

function toBgio(input: SherwoodAction | SherwoodOutcome): BgioMove {
  switch (input.type) {
    case "die":
      return ["roll", "", input.face, 0];
    case "step":
    case "advance":
      return "front" in input.to ? ["step", input.piece, input.to.front.q, input.to.front.r] : ["step", input.piece, input.to.q, input.to.r];
    case "shoot":
      return ["shoot", input.shooter, 0, 0];
    case "attack":
    case "jump-attack":
      return ["attack", input.defender, 0, 0];
    case "retreat":
    case "place":
    case "dismount":
      return ["step", input.piece, "front" in input.to ? input.to.front.q : input.to.q, "front" in input.to ? input.to.front.r : input.to.r];
    case "drive":
      return ["step", input.piece, input.to.front.q, input.to.front.r];
    case "mount":
    case "lead":
    case "harness":
    case "unharness":
      return ["step", input.piece, 0, 0];
    case "end-phase":
    case "stay":
    case "hide":
    case "spring":
    case "pass":
    case "strike":
    case "end-ambush":
      return ["end", "", 0, 0];
    case "reveal":
      return ["step", input.piece, input.at.q, input.at.r];
    case "deploy":
    case "enter":
      return "front" in input.to ? ["step", input.piece, input.to.front.q, input.to.front.r] : ["step", input.piece, input.to.q, input.to.r];
    case "leave":
      return ["step", input.piece, 0, 0];
    case "blind":
      return ["attack", input.piece, 0, 0];
    default: {
      const never: never = input;
      throw new Error(`unknown input ${String(never)}`);
    }
  }
}

async function main(): Promise<void> {
  console.log(`@tt/sherwood benchmarks (Node ${process.version}, one process, best of 5 interleaved rounds)`);
  let steps = 0;
  const recorded: BgioMove[][] = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const moves: BgioMove[] = [];
    steps += handLoop(seed, moves);
    recorded.push(moves);
  }
  const start = sherwood.setup(OPTIONS).pieces.map((p) => ({ id: p.id, q: p.at.q, r: p.at.r, state: "healthy", shot: false }));
  const rates = await bestRates(
    {
      "hand loop (next/apply)": () => {
        for (let seed = 0; seed < GAMES; seed++) handLoop(seed);
      },
      "runGame (randomPolicy, seededChance)": () => {
        for (let seed = 0; seed < GAMES; seed++) runGame(sherwood, OPTIONS, { policies: randomPolicy(seed), chance: seededChance(seed), recordEvents: false });
      },
      "boardgame.io 0.50 reducer": () => {
        for (let game = 0; game < GAMES; game++) playBgio(recorded[game]!, start);
      },
    },
    5,
    300,
  );
  const gamesPerSecond = rates.get("hand loop (next/apply)")! * GAMES;
  const runGamePerSecond = rates.get("runGame (randomPolicy, seededChance)")! * GAMES;
  const ourStep = 1e6 / (gamesPerSecond * (steps / GAMES));
  const bgioMove = 1e6 / (rates.get("boardgame.io 0.50 reducer")! * steps);
  console.log(`  ${GAMES} random games, ${(steps / GAMES).toFixed(1)} steps each on average`);
  console.log(`  random-policy games per second: ${gamesPerSecond.toFixed(1)} (hand loop), ${runGamePerSecond.toFixed(1)} (runGame)`);
  console.log(`  per step: ${ourStep.toFixed(1)} µs (ours: legal steps listed and checked, rules applied)`);
  console.log(`  per move: ${bgioMove.toFixed(1)} µs (boardgame.io 0.50 reducer: bookkeeping only, no rules)`);
  console.log(`  ratio ours / boardgame.io: ${(ourStep / bgioMove).toFixed(2)}`);
  await scenarios(bgioMove);
}

/** Games a scenario per timed run: random games, heuristic games. */
const SCENARIO_GAMES = 4;

/** Each scenario: random games per second and per-step cost (ratio to boardgame.io's per-move cost), heuristic games per second. */
async function scenarios(bgioMove: number): Promise<void> {
  console.log(`  scenarios (${SCENARIO_GAMES} games a timed run; random: next/apply loop; heuristic: runGame with sherwoodBot for every player)`);
  console.log("  | scenario | random games/s | steps a game | µs a step | ratio to boardgame.io | heuristic games/s | steps a game |");
  console.log("  | --- | --- | --- | --- | --- | --- | --- |");
  for (let n = 1; n <= 8; n++) {
    const options = sherwood.optionsSchema.parse({ scenario: n });
    let steps = 0;
    for (let seed = 0; seed < SCENARIO_GAMES; seed++) steps += handLoop(seed, undefined, options);
    let botSteps = 0;
    const heuristic = (count: boolean) => {
      for (let seed = 0; seed < SCENARIO_GAMES; seed++) {
        const run = runGame(sherwood, options, { policies: sherwoodBot(), chance: seededChance(seed), recordEvents: false, maxSteps: 200_000 });
        if (count) botSteps += run.log.inputs.length;
      }
    };
    heuristic(true);
    const rates = await bestRates(
      {
        random: () => {
          for (let seed = 0; seed < SCENARIO_GAMES; seed++) handLoop(seed, undefined, options);
        },
        heuristic: () => heuristic(false),
      },
      3,
      200,
    );
    const random = rates.get("random")! * SCENARIO_GAMES;
    const step = 1e6 / (random * (steps / SCENARIO_GAMES));
    const bot = rates.get("heuristic")! * SCENARIO_GAMES;
    console.log(
      `  | ${n} | ${random.toFixed(1)} | ${(steps / SCENARIO_GAMES).toFixed(0)} | ${step.toFixed(1)} | ${(step / bgioMove).toFixed(2)} | ${bot.toFixed(1)} | ${(botSteps / SCENARIO_GAMES).toFixed(0)} |`,
    );
  }
}

await main();
