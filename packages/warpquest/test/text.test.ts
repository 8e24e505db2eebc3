import { randomPolicy, seededChance, viewEvents, viewNext } from "@tt/engine";
import { describe, expect, it } from "vitest";
import {
  HIDDEN_CARD,
  NARRATION_LEVELS,
  actionLabel,
  cardName,
  narrate,
  outcomeLabel,
  saltRoad,
  sharpe,
  warpQuestSecrets,
  type Action,
  type Outcome,
  type State,
  type WarpQuestEvent,
  type WarpQuestGame,
} from "../src/index";

/** Words a label or a narration must never show: a hole where a value was expected. */
const BROKEN = /undefined|\[object Object\]|NaN|null/;

interface Played {
  state: State;
  next: ReturnType<WarpQuestGame["next"]>;
  after: State;
  events: WarpQuestEvent[];
}

/** A seeded random game of `players`, input by input. */
function play(game: WarpQuestGame, seed: number, players: number): Played[] {
  const policy = randomPolicy(seed);
  const chance = seededChance(seed + 500);
  const played: Played[] = [];
  let state = game.setup(game.parseOptions(game === sharpe ? { players, campaigns: 1 } : { players }));
  for (let k = 0; k < 3000; k++) {
    const next = game.next(state);
    if (next.kind === "over") break;
    const input = (next.kind === "decision" ? policy(next) : chance.pick(next)) as Action | Outcome;
    const { state: after, events } = game.apply(state, input);
    played.push({ state, next, after, events });
    state = after;
  }
  return played;
}

const GAMES: [WarpQuestGame, Played[]][] = [
  ...[1, 2, 3].map((seed): [WarpQuestGame, Played[]] => [sharpe, play(sharpe, seed, seed)]),
  ...[1, 2, 3].map((seed): [WarpQuestGame, Played[]] => [saltRoad, play(saltRoad, seed, seed + 1)]),
];

/** One action of every type: the record's type makes a missing type a compile error. */
const EVERY_ACTION: { [T in Action["type"]]: Extract<Action, { type: T }> } = {
  "roll-move": { type: "roll-move" },
  heal: { type: "heal", card: "mend-wounds" },
  "keep-roll": { type: "keep-roll" },
  reroll: { type: "reroll" },
  move: { type: "move", direction: "toward-start" },
  confront: { type: "confront", opponent: "p2" },
  "choose-skill": { type: "choose-skill", skill: "Tactics" },
  "play-aid": { type: "play-aid", card: "heroics" },
  "roll-challenge": { type: "roll-challenge" },
  "lose-unit": { type: "lose-unit", unit: "scout" },
};

/** One event of every type. */
const EVERY_EVENT: { [T in WarpQuestEvent["type"]]: Extract<WarpQuestEvent, { type: T }> } = {
  "attribute-rolled": { type: "attribute-rolled", player: "p1", face: 4, attribute: "Shooting", value: 3, rule: "SHP-ATTR" },
  "turn-started": { type: "turn-started", player: "p1", rule: "WQ-TURN" },
  rolled: { type: "rolled", player: "p1", die: "1D6", face: 4, purpose: "move", rule: "WQ-MOVE" },
  "experience-spent": { type: "experience-spent", player: "p1", reroll: "move", tokens: 0, rule: "WQ-XP" },
  "experience-gained": { type: "experience-gained", player: "p1", tokens: 1, rule: "WQ-XP" },
  moved: { type: "moved", player: "p1", from: 3, to: 7, direction: "toward-end", cause: "move", rule: "WQ-MOVE" },
  "objective-taken": { type: "objective-taken", player: "p1", from: "p2", rule: "WQ-OBJECTIVE" },
  "objective-dropped": { type: "objective-dropped", player: "p1", rule: "WQ-OBJECTIVE" },
  "card-drawn": { type: "card-drawn", player: "p1", card: "lead-column", name: "Lead Column", deck: "Challenge Deck", reshuffled: true, rule: "WQ-DRAW" },
  "aid-to-hand": { type: "aid-to-hand", player: "p1", card: "heroics", rule: "WQ-AID" },
  "skill-chosen": { type: "skill-chosen", player: "p1", card: "lead-column", skill: "Tactics", rule: "SHP-CHALLENGE" },
  "aid-played": { type: "aid-played", player: "p1", card: "heroics", bonus: 3, rule: "WQ-AID" },
  check: {
    type: "check",
    player: "p1",
    card: "lead-column",
    check: 1,
    checks: 1,
    skill: "Tactics",
    skillRoll: 6,
    skillModifiers: [{ label: "Tactics", value: 2 }],
    skillTotal: 8,
    challengeRoll: 5,
    challengeModifiers: [{ label: "difficulty", value: -2 }],
    challengeTotal: 3,
    won: true,
    rule: "WQ-CHECK",
  },
  "challenge-resolved": { type: "challenge-resolved", player: "p1", card: "lead-column", won: false, result: "R", rule: "SHP-RESULTS" },
  "card-discarded": { type: "card-discarded", player: "p1", card: "lead-column", deck: "Challenge Deck", rule: "WQ-DRAW" },
  "loss-table": { type: "loss-table", player: "p1", face: 2, result: "back", rule: "WQ-LOSS" },
  wounded: { type: "wounded", player: "p1", amount: 2, endurance: 8, rule: "SHP-RESULTS" },
  healed: { type: "healed", player: "p1", card: "mend-wounds", amount: 2, endurance: 10, rule: "SHP-RESULTS" },
  "unit-lost": { type: "unit-lost", player: "p1", unit: "scout", left: 3, rule: "WQ-LOSS" },
  killed: { type: "killed", player: "p1", rule: "SHP-RESULTS" },
  eliminated: { type: "eliminated", player: "p1", rule: "WQ-LOSS" },
  promoted: { type: "promoted", player: "p1", rank: "Lieutenant", rule: "SHP-CAMPAIGN" },
  "campaign-over": { type: "campaign-over", player: "p1", rule: "SHP-CAMPAIGN" },
  confrontation: { type: "confrontation", player: "p1", opponent: "p2", rule: "WQ-CONFRONT" },
  "confrontation-skill": { type: "confrontation-skill", player: "p1", skill: "Brawling", rule: "WQ-CONFRONT" },
  "confrontation-resolved": { type: "confrontation-resolved", player: "p1", opponent: "p2", skill: "Brawling", playerTotal: 7, opponentTotal: 7, winner: null, rule: "WQ-CONFRONT" },
  "game-over": { type: "game-over", winner: null, rule: "WQ-OBJECTIVE" },
};

describe("action and outcome labels", () => {
  it("WQ-TURN every action type has a label (one of each type)", () => {
    for (const action of Object.values(EVERY_ACTION)) {
      const label = actionLabel(sharpe.scenario, action);
      expect(label, action.type).not.toBe("");
      expect(label).not.toMatch(BROKEN);
    }
    expect(actionLabel(sharpe.scenario, EVERY_ACTION["play-aid"])).toBe('discard "Heroics" for its bonus');
  });

  it("WQ-TURN labels every action and outcome offered in six seeded random games (Sharpe and Salt Road, 1-4 players)", () => {
    const bad: string[] = [];
    const types = new Set<string>();
    let decisions = 0;
    for (const [game, played] of GAMES) {
      for (const { next } of played) {
        if (next.kind === "decision") {
          decisions++;
          const labels = next.actions.map((action) => actionLabel(game.scenario, action));
          next.actions.forEach((action, i) => {
            types.add(action.type);
            if (labels[i] === "" || BROKEN.test(labels[i]!)) bad.push(`${JSON.stringify(action)}: "${labels[i]}"`);
          });
          if (new Set(labels).size !== labels.length) bad.push(`${next.prompt}: two choices share a label (${labels.join(" | ")})`);
        } else if (next.kind === "chance") {
          for (const { outcome } of next.outcomes) {
            const label = outcomeLabel(game.scenario, outcome);
            if (label === "" || BROKEN.test(label)) bad.push(`${JSON.stringify(outcome)}: "${label}"`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
    expect(decisions).toBeGreaterThan(100);
    expect(types.size).toBeGreaterThanOrEqual(5);
  });

  it('WQ-AID a card redacted for a rival reads as "a card"', () => {
    expect(cardName(sharpe.scenario, HIDDEN_CARD)).toBe("a card");
    expect(cardName(sharpe.scenario, "mend-wounds")).toBe("Mend Wounds");
  });
});

describe("narration", () => {
  it("every event type narrates to a sentence with its rule (one of each type)", () => {
    for (const event of Object.values(EVERY_EVENT)) {
      for (const game of [sharpe, saltRoad]) {
        const told = narrate(game.scenario, event);
        expect(told.text, event.type).not.toBe("");
        expect(told.text).not.toMatch(BROKEN);
        expect(told.rule).toBe(event.rule);
        expect(NARRATION_LEVELS).toContain(told.level);
      }
    }
  });

  it("every event of six seeded random games narrates to a non-empty sentence", () => {
    const bad: string[] = [];
    const types = new Set<string>();
    for (const [game, played] of GAMES) {
      for (const { events } of played) {
        for (const event of events) {
          types.add(event.type);
          const told = narrate(game.scenario, event);
          if (told.text === "" || BROKEN.test(told.text)) bad.push(`${JSON.stringify(event)}: ${JSON.stringify(told)}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(types.size).toBeGreaterThanOrEqual(15);
  });

  it("WQ-AID narrating what each player receives, and labelling their menus, never names a card in a rival's hand", () => {
    const leaks: string[] = [];
    let secretsSeen = 0;
    for (const [game, played] of GAMES) {
      const secretsOf = warpQuestSecrets(game);
      for (const { state, after, events } of played) {
        const secrets = secretsOf(after);
        const before = secretsOf(state);
        for (const party of after.parties) {
          const player = party.player;
          const hidden = secrets[player]!.map((id) => game.scenario.cards[id]!.name);
          secretsSeen += hidden.length;
          for (const event of viewEvents(game, events, player)) {
            const told = narrate(game.scenario, event);
            for (const name of hidden) if (told.text.includes(`"${name}"`)) leaks.push(`${player} is told "${told.text}"`);
          }
          const shown = viewNext(game, state, player);
          if (shown.kind === "decision" && shown.actions !== null) {
            const hiddenBefore = before[player]!.map((id) => game.scenario.cards[id]!.name);
            for (const action of shown.actions as Action[]) {
              const label = actionLabel(game.scenario, action);
              for (const name of hiddenBefore) if (label.includes(`"${name}"`)) leaks.push(`${player} is offered "${label}"`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(secretsSeen).toBeGreaterThan(0);
  });

  it("WQ-AID a rival's draw into their hand narrates as a card kept in hand", () => {
    const drawn = narrate(sharpe.scenario, { ...EVERY_EVENT["card-drawn"], card: HIDDEN_CARD, name: "a card kept in hand", deck: "Aid deck" });
    expect(drawn.text).toBe("p1 draws a card, kept in hand, from the Aid deck (discards reshuffled first)");
    expect(narrate(sharpe.scenario, { ...EVERY_EVENT["aid-to-hand"], card: HIDDEN_CARD }).text).toBe("p1 keeps a card in hand");
  });

  it("SHP-RESULTS a card's result code is glossed (V, R, W, A, -)", () => {
    const resolved = (won: boolean, result: string) => narrate(sharpe.scenario, { ...EVERY_EVENT["challenge-resolved"], won, result }).text;
    expect(resolved(true, "V")).toMatch(/ won: V \(victory: ahead 1D6\)$/);
    expect(resolved(true, "A")).toMatch(/ won: A \(draw an aid card\)$/);
    expect(resolved(false, "R")).toMatch(/ lost: R \(retreat: back 1D6\)$/);
    expect(resolved(false, "W")).toMatch(/ lost: W \(wounded\)$/);
    expect(resolved(false, "-")).toMatch(/ lost: - \(the Challenge Loss Table\)$/);
    expect(narrate(saltRoad.scenario, { ...EVERY_EVENT["challenge-resolved"], won: false, result: "W" }).text).toMatch(/ lost: W \(a unit lost\)$/);
  });

  it("WQ-MOVE a move names its cause in words, not the event's internal name", () => {
    const moved = narrate(sharpe.scenario, { ...EVERY_EVENT.moved, cause: "loss-table" });
    expect(moved.text).toBe("p1 moves from space 3 to 7 (Challenge Loss Table)");
  });

  it("WQ-CHECK a check is a headline with every modifier; the Attribute Table's die is an aside", () => {
    expect(narrate(sharpe.scenario, EVERY_EVENT.check)).toEqual({
      text: "check 1/1 (Tactics): skill 6 + 2 (Tactics) = 8 vs challenge 5 - 2 (difficulty) = 3: won",
      rule: "WQ-CHECK",
      level: "headline",
    });
    expect(narrate(sharpe.scenario, { ...EVERY_EVENT.rolled, purpose: "Attribute Table" }).level).toBe("aside");
    expect(narrate(sharpe.scenario, EVERY_EVENT["game-over"]).text).toBe("game over: the career is over");
    expect(narrate(saltRoad.scenario, EVERY_EVENT["game-over"]).text).toBe("game over: no winner");
  });
});
