/**
 * @tt/warpquest benchmarks, in one process:
 *
 * 1. complete random-policy one-campaign Sharpe games per second (target >= 10,000 on one core),
 *    through a hand-written next/apply loop and through @tt/engine's runGame;
 * 2. our cost per step beside boardgame.io 0.50's cost per move, the same inputs replayed
 *    through its game reducer (see bgio-sharpe.ts).
 *
 *   pnpm --filter @tt/warpquest bench
 */
import { createRng } from "@tt/dice";
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { sharpe, type Action, type Outcome, type State } from "../src/index";
import { bestRates } from "../../../test-support/bench";
import { playBgio, type BgioMove } from "./bgio-sharpe";

const OPTIONS = sharpe.parseOptions({ players: 1, campaigns: 1 });
const GAMES = 200;
/** boardgame.io is far slower: it replays the first BGIO_GAMES of the same games. */
const BGIO_GAMES = 20;

/** One random one-campaign game through next/apply, the policy and the chance driver inlined. */
function handLoop(seed: number, record?: BgioMove[]): number {
  const rng = createRng(seed);
  let state: State = sharpe.setup(OPTIONS);
  let steps = 0;
  for (;;) {
    const next = sharpe.next(state);
    let input: Action | Outcome;
    if (next.kind === "over") return steps;
    if (next.kind === "decision") {
      const actions = next.actions;
      input = actions[actions.length === 1 ? 0 : rng.int(0, actions.length - 1)]!;
    } else {
      const outcomes = next.outcomes;
      let u = rng.float();
      input = outcomes[outcomes.length - 1]!.outcome;
      for (let k = 0; k < outcomes.length; k++) {
        const p = outcomes[k]!.probability;
        if (u < p) {
          input = outcomes[k]!.outcome;
          break;
        }
        u -= p;
      }
    }
    if (record) record.push(toBgio(state, input));
    state = sharpe.apply(state, input).state;
    steps++;
  }
}

function toBgio(state: State, input: Action | Outcome): BgioMove {
  if (input.type === "die") {
    const step = state.step;
    const purpose =
      step.kind === "attribute"
        ? "attribute"
        : step.kind === "move"
          ? "move"
          : step.kind === "shift"
            ? step.direction
            : step.kind === "wound"
              ? "wound"
              : step.kind === "skill-roll"
                ? "skill"
                : "challenge";
    return ["roll", purpose, input.face];
  }
  if (input.type === "card") return ["draw", sharpe.scenario.cards[input.card]!.kind === "aid" ? `aid:${input.card}` : input.card];
  if (input.type === "skill") return ["choose", "skill", input.skill];
  return ["choose", input.type, "card" in input ? input.card : ""];
}

const format = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(1));

async function main(): Promise<void> {
  console.log(`@tt/warpquest benchmarks (Node ${process.version}, one process, best of 8 interleaved rounds)`);
  let steps = 0;
  const recorded: BgioMove[][] = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const moves: BgioMove[] = [];
    steps += handLoop(seed, moves);
    recorded.push(moves);
  }
  const deck = sharpe.scenario.decks[0]!.cards.map((id) => (sharpe.scenario.cards[id]!.kind === "aid" ? `aid:${id}` : id));
  const rates = await bestRates(
    {
      "hand loop (next/apply)": () => {
        for (let seed = 0; seed < GAMES; seed++) handLoop(seed);
      },
      "runGame (randomPolicy, seededChance)": () => {
        for (let seed = 0; seed < GAMES; seed++) runGame(sharpe, OPTIONS, { policies: randomPolicy(seed), chance: seededChance(seed), recordEvents: false });
      },
      "boardgame.io 0.50 reducer": () => {
        for (let game = 0; game < BGIO_GAMES; game++) playBgio(recorded[game]!, deck);
      },
    },
    8,
  );
  const hand = rates.get("hand loop (next/apply)")! * GAMES;
  const runner = rates.get("runGame (randomPolicy, seededChance)")! * GAMES;
  const bgioSteps = recorded.slice(0, BGIO_GAMES).reduce((sum, moves) => sum + moves.length, 0);
  const bgioMovesPerSecond = rates.get("boardgame.io 0.50 reducer")! * bgioSteps;
  const perStep = 1e6 / ((hand * steps) / GAMES);
  const perMove = 1e6 / bgioMovesPerSecond;
  console.log(`\nRandom-policy one-campaign Sharpe games (${GAMES} games, ${(steps / GAMES).toFixed(1)} steps a game)`);
  console.log(`  hand loop (next/apply)                ${format(hand).padStart(8)} games/s  (target >= 10k) ${hand >= 10_000 ? "ok" : "MISSED"}`);
  console.log(`  runGame (randomPolicy, seededChance)  ${format(runner).padStart(8)} games/s`);
  console.log(`\nCost of one step (the same inputs)`);
  console.log(`  @tt/warpquest next + apply            ${perStep.toFixed(2).padStart(8)} us/step`);
  console.log(`  boardgame.io 0.50 reducer             ${perMove.toFixed(2).padStart(8)} us/move`);
  console.log(`  ratio boardgame.io / @tt/warpquest: ${(perMove / perStep).toFixed(1)}x`);
}

await main();
