import { expectimaxPolicy, randomPolicy, type Policies } from "@tt/engine";
import {
  END_SPACE,
  SALT_ROAD_DATA,
  SHARPE_DATA,
  WarpQuestError,
  actionLabel,
  cardName,
  evaluation,
  heuristicPolicy,
  loadScenario,
  narrate,
  outcomeLabel,
  scenarioDataSchema,
  saltRoad,
  sharpe,
  type Action,
  type Outcome,
  type Result,
  type Scenario,
  type State,
  type WarpQuestEvent,
  type WarpQuestGame,
} from "@tt/warpquest";
import { defineRangeTable } from "@tt/tables";
import { checkData, narrationLine, type CliGame, type GameTable, type PolicyName, type SetupFlags } from "./adapter";

/**
 * The chance that the check the game stands at (or is about to roll) is won: each skill and
 * challenge roll enumerated with its exact probability. At a reroll or aid question on the way, the
 * player is taken to keep the roll and play no further aid (the odds of "this choice alone").
 * Null when no check is coming.
 */
function checkWinOdds(game: WarpQuestGame, state: State, depth = 0): number | null {
  if (depth > 6) return null;
  const next = game.next(state);
  if (next.kind === "chance") {
    const ask = next.detail?.ask;
    if (ask !== "skill-roll" && ask !== "challenge-roll") return null;
    let won = 0;
    for (const { outcome, probability } of next.outcomes) {
      if (probability === 0) continue;
      const applied = game.apply(state, outcome);
      const check = applied.events.find((event) => event.type === "check");
      if (check) {
        if (check.won) won += probability;
        continue;
      }
      const later = checkWinOdds(game, applied.state, depth + 1);
      if (later === null) return null;
      won += probability * later;
    }
    return won;
  }
  if (next.kind === "decision") {
    const ask = next.detail?.ask;
    const plain = next.actions.find((action) => action.type === (ask === "aid" ? "roll-challenge" : "keep-roll"));
    if ((ask !== "aid" && ask !== "skill-reroll") || plain === undefined) return null;
    return checkWinOdds(game, game.apply(state, plain).state, depth + 1);
  }
  return null;
}

/** The skill check as a table: the challenge roll 1D10 plus the card's difficulty minus your skill total; 0 or less wins (WQ-CHECK). */
const CHECK_TABLE = defineRangeTable(
  [
    { range: "0 or less", result: "won" },
    { range: "1 or more", result: "lost" },
  ],
  { name: "Skill check" },
);

/** The printed tables of a scenario, for `tt odds <game> <table>`: an officer's Attribute Table, and the skill check. */
function scenarioTables(scenario: Scenario): GameTable[] {
  const party = scenario.data.party;
  const tables: GameTable[] = [];
  if (party.kind === "officer") {
    tables.push({
      name: "attribute",
      description: "Attribute Table: +1 to the attribute a die names, at creation and at each promotion (SHP-ATTR)",
      table: defineRangeTable(
        party.attributeTable.map((attribute, i) => ({ range: String(i + 1), result: attribute })),
        { name: "Attribute Table", extendEnds: true },
      ),
      dice: `1d${party.attributeTable.length}`,
    });
  }
  tables.push({
    name: "check",
    description: "a skill check: --modifier is the card's difficulty minus your skill total (skill roll + bonus + aids); 0 or less wins (WQ-CHECK)",
    table: CHECK_TABLE,
  });
  return tables;
}

/**
 * The terminal's side of every WarpQuest scenario: options from flags, the state as lines,
 * bots. The words (labels, narration) are @tt/warpquest's own text modules.
 */
function warpquestCli(id: string, title: string, game: WarpQuestGame, scenario: Scenario, shipped: unknown, officers: boolean): CliGame {
  const name = (card: string) => cardName(scenario, card);
  const party = scenario.data.party;
  const ranks = party.kind === "officer" ? party.ranks : undefined;

  return {
    id,
    title,
    game,
    flags: officers ? ["players", "campaigns"] : ["players"],
    options: (flags: SetupFlags) => ({
      ...(flags.players !== undefined ? { players: flags.players } : {}),
      ...(flags.campaigns !== undefined ? { campaigns: flags.campaigns } : {}),
    }),
    classify: (value) => {
      const result = value as Result;
      if (!officers) return result.winner ? `${result.winner} won` : "no winner";
      const fate = (o: Result["officers"][number]) => `${o.alive ? "survived" : "killed"} as ${o.rank}`;
      if (result.officers.length === 0) return "no officer";
      if (result.officers.length === 1) return fate(result.officers[0]!);
      // Several officers: who won (or a tie), then every officer's career, the winner's first.
      const fates = result.officers.map(fate);
      if (result.winner === null && fates.every((f) => f === fates[0])) {
        return `${result.officers.some((o) => o.alive) ? "tie" : "no winner"}: ${result.officers.length === 2 ? "both" : "all"} ${fates[0]}`;
      }
      const ordered = [...result.officers].sort((a, b) => Number(b.player === result.winner) - Number(a.player === result.winner));
      const head = result.winner ? `${result.winner} wins` : result.officers.some((o) => o.alive) ? "tie" : "no winner";
      return `${head}: ${ordered.map((o) => `${o.player} ${fate(o)}`).join(", ")}`;
    },
    policy: (name: PolicyName, rng): Policies<unknown, unknown> | undefined => {
      if (name === "random") return randomPolicy(rng) as Policies<unknown, unknown>;
      if (name === "heuristic") return heuristicPolicy(game) as Policies<unknown, unknown>;
      return expectimaxPolicy(game, { evaluate: evaluation(game), depth: 1, maxNodes: 2000 }) as Policies<unknown, unknown>;
    },
    describe: (value) => {
      const state = value as State;
      const lines: string[] = [];
      const track = Array.from({ length: END_SPACE }, (_, i) => {
        const here = state.parties.filter((p) => p.position === i + 1).map((p) => p.player.replace(/^p/, ""));
        return here.length > 0 ? here.join("") : "·";
      }).join("");
      lines.push(`track 1 ${track} ${END_SPACE}${state.objective.holder ? `   Objective: ${state.objective.holder}` : ""}`);
      for (const p of state.parties) {
        const skills = Object.entries(p.skills)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ");
        const rank = ranks?.[p.rank] ?? "";
        const body = officers ? `Endurance ${p.endurance}/${p.maxEndurance}` : `units ${p.units.length}`;
        // Parts left out when empty (a Salt Road party has no skills): never a stray "; ;".
        const parts = [`space ${p.position}, ${p.status}, ${body}, XP ${p.experience}`, skills, p.hand.length > 0 ? `hand: ${p.hand.map(name).join(", ")}` : ""].filter((part) => part !== "");
        lines.push(`${p.player}${rank ? ` (${rank})` : ""}: ${parts.join("; ")}`);
      }
      return lines;
    },
    narrate: (event, style) => narrationLine(narrate(scenario, event as WarpQuestEvent), style),
    labelAction: (action) => actionLabel(scenario, action as Action),
    labelOutcome: (outcome) => outcomeLabel(scenario, outcome as Outcome),
    tables: () => scenarioTables(scenario),
    explainResult: (result) => (result === "won" ? "the challenge is met" : result === "lost" ? "the challenge is lost" : ""),
    rollOdds: (value, which) => {
      const state = value as State;
      const next = game.next(state);
      const ask = next.kind === "chance" ? next.detail?.ask : undefined;
      // The challenge roll always; a skill roll when a person rolls it (the odds if the roll is kept).
      if (next.kind !== "chance" || (ask !== "challenge-roll" && !(which === "any" && ask === "skill-roll"))) return null;
      const won = checkWinOdds(game, state);
      const roll = ask === "challenge-roll" ? "challenge roll" : "skill roll";
      return won === null ? null : `${roll} ${next.detail?.dice ?? "1d10"}: ${Math.round(won * 100)}% you win the check${ask === "skill-roll" ? " (keeping the roll, no aid)" : ""}`;
    },
    actionOdds: (value, action) => {
      const state = value as State;
      let won: number | null;
      try {
        won = checkWinOdds(game, game.apply(state, action as Action).state);
      } catch {
        return null;
      }
      return won === null ? null : `${Math.round(won * 100)}% wins the check`;
    },
    data: {
      describe: "a WarpQuest scenario (JSON: modules with card lists, optional aid deck, units or officer)",
      check: (data) => checkData(data, scenarioDataSchema, loadScenario, (error) => (error instanceof WarpQuestError ? error.message : undefined)),
      shipped,
    },
  };
}

/** The Sharpe scenario. @internal */
export const sharpeCli: CliGame = warpquestCli("sharpe", "WarpQuest: Sharpe (an officer's career)", sharpe, sharpe.scenario, SHARPE_DATA, true);
/** The Salt Road Relic scenario. @internal */
export const saltRoadCli: CliGame = warpquestCli("salt-road", "WarpQuest: The Salt Road Relic", saltRoad, saltRoad.scenario, SALT_ROAD_DATA, false);
