import { expectimaxPolicy, randomPolicy, type Policies } from "@tt/engine";
import {
  END_SPACE,
  SALT_ROAD_DATA,
  SHARPE_DATA,
  WarpQuestError,
  evaluation,
  heuristicPolicy,
  loadScenario,
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
import { checkData, type CliGame, type PolicyName, type SetupFlags } from "./registry";

function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

function modifiers(list: readonly { label: string; value: number }[]): string {
  return list.map((m) => ` ${signed(m.value)} (${m.label})`).join("");
}

/** Narration and display shared by every WarpQuest scenario. */
function warpquestCli(id: string, title: string, game: WarpQuestGame, scenario: Scenario, officers: boolean): CliGame {
  const cardName = (card: string) => scenario.cards[card]?.name ?? card;
  const party = scenario.data.party;
  const ranks = party.kind === "officer" ? party.ranks : undefined;

  const narrate = (e: WarpQuestEvent): string | null => {
    switch (e.type) {
      case "attribute-rolled":
        return `${e.player} rolls ${e.face} on the Attribute Table: ${e.attribute} ${e.value} [${e.rule}]`;
      case "turn-started":
        return `— ${e.player}'s turn —`;
      case "rolled":
        // An Attribute Table roll is told with its result by "attribute-rolled".
        if (e.purpose === "Attribute Table") return null;
        return `${e.player} rolls ${e.die} for ${e.purpose}: ${e.face} [${e.rule}]`;
      case "experience-spent":
        return `${e.player} spends an Experience Token to reroll the ${e.reroll} (${e.tokens} left) [${e.rule}]`;
      case "experience-gained":
        return `${e.player} gains an Experience Token (${e.tokens}) [${e.rule}]`;
      case "moved":
        return `${e.player} moves from space ${e.from} to ${e.to} (${e.cause}) [${e.rule}]`;
      case "objective-taken":
        return e.from ? `${e.player} takes the Objective from ${e.from} [${e.rule}]` : `${e.player} takes the Objective [${e.rule}]`;
      case "objective-dropped":
        return `${e.player} loses the Objective [${e.rule}]`;
      case "card-drawn":
        return `${e.player} draws "${e.name}" from the ${e.deck}${e.reshuffled ? " (discards reshuffled first)" : ""} [${e.rule}]`;
      case "aid-to-hand":
        return `${e.player} keeps "${cardName(e.card)}" in hand [${e.rule}]`;
      case "skill-chosen":
        return `${e.player} answers with ${e.skill} [${e.rule}]`;
      case "aid-played":
        return `${e.player} discards "${cardName(e.card)}" for +${e.bonus} [${e.rule}]`;
      case "check":
        return (
          `check ${e.check}/${e.checks} (${e.skill}): skill ${e.skillRoll}${modifiers(e.skillModifiers)} = ${e.skillTotal}` +
          ` vs challenge ${e.challengeRoll}${modifiers(e.challengeModifiers)} = ${e.challengeTotal}: ${e.won ? "won" : "lost"} [${e.rule}]`
        );
      case "challenge-resolved":
        return `"${cardName(e.card)}" ${e.won ? "won" : "lost"}: ${e.result} [${e.rule}]`;
      case "card-discarded":
        return null;
      case "loss-table":
        return `${e.player} rolls ${e.face} on the Challenge Loss Table: ${e.result === "back" ? "go back 1D6" : "lose a unit"} [${e.rule}]`;
      case "wounded":
        return `${e.player} is wounded: -${e.amount} Endurance, ${e.endurance} left [${e.rule}]`;
      case "healed":
        return `${e.player} plays "${cardName(e.card)}": +${e.amount} Endurance, now ${e.endurance} [${e.rule}]`;
      case "unit-lost":
        return `${e.player} loses ${e.unit} (${e.left} left) [${e.rule}]`;
      case "killed":
        return `${e.player} is killed [${e.rule}]`;
      case "eliminated":
        return `${e.player} is out of the game [${e.rule}]`;
      case "promoted":
        return `${e.player} is promoted to ${e.rank}! [${e.rule}]`;
      case "campaign-over":
        return `${e.player}'s campaign is over [${e.rule}]`;
      case "confrontation":
        return `${e.player} lands on ${e.opponent}: a confrontation [${e.rule}]`;
      case "confrontation-skill":
        return `the confrontation is decided by ${e.skill} [${e.rule}]`;
      case "confrontation-resolved":
        return `${e.skill}: ${e.player} ${e.playerTotal} vs ${e.opponent} ${e.opponentTotal}: ${e.winner ? `${e.winner} wins` : "a tie, nothing happens"} [${e.rule}]`;
      case "game-over":
        return `game over: ${e.winner ? `${e.winner} wins` : officers ? "the career is over" : "no winner"} [${e.rule}]`;
    }
  };

  return {
    id,
    title,
    game,
    options: (flags: SetupFlags) => ({
      ...(flags.players !== undefined ? { players: flags.players } : {}),
      ...(flags.campaigns !== undefined ? { campaigns: flags.campaigns } : {}),
    }),
    classify: (value) => {
      const result = value as Result;
      if (!officers) return result.winner ? `${result.winner} won` : "no winner";
      const first = result.officers[0];
      if (!first) return "no officer";
      return first.alive ? `survived as ${first.rank}` : `killed as ${first.rank}`;
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
        const hand = p.hand.length > 0 ? `; hand: ${p.hand.map(cardName).join(", ")}` : "";
        const body = officers ? `Endurance ${p.endurance}/${p.maxEndurance}` : `units ${p.units.length}`;
        lines.push(`${p.player}${rank ? ` (${rank})` : ""}: space ${p.position}, ${p.status}, ${body}, XP ${p.experience}; ${skills}${hand}`);
      }
      return lines;
    },
    narrate: (event) => narrate(event as WarpQuestEvent),
    labelAction: (value) => {
      const a = value as Action;
      switch (a.type) {
        case "roll-move":
          return "roll to move";
        case "heal":
          return `play "${cardName(a.card)}" to heal`;
        case "keep-roll":
          return "keep the roll";
        case "reroll":
          return "spend an Experience Token to reroll";
        case "move":
          return a.direction === "toward-end" ? "move toward the end" : "move toward the start";
        case "confront":
          return `confront ${a.opponent}`;
        case "choose-skill":
          return `use ${a.skill}`;
        case "play-aid":
          return `discard "${cardName(a.card)}" for its bonus`;
        case "roll-challenge":
          return "roll the challenge";
        case "lose-unit":
          return `lose ${a.unit}`;
      }
    },
    labelOutcome: (value) => {
      const o = value as Outcome;
      if (o.type === "die") return String(o.face);
      if (o.type === "skill") return o.skill;
      return cardName(o.card);
    },
    data: {
      describe: "a WarpQuest scenario (JSON: modules with card lists, optional aid deck, units or officer)",
      check: (data) => checkData(data, scenarioDataSchema, loadScenario, (error) => (error instanceof WarpQuestError ? error.message : undefined)),
    },
  };
}

/** The Sharpe scenario. @internal */
export const sharpeCli: CliGame = warpquestCli("sharpe", "WarpQuest: Sharpe (an officer's career)", sharpe, loadScenario(SHARPE_DATA), true);
/** The Salt Road Relic scenario. @internal */
export const saltRoadCli: CliGame = warpquestCli("salt-road", "WarpQuest: The Salt Road Relic", saltRoad, loadScenario(SALT_ROAD_DATA), false);
