import { randomPolicy, seededChance, viewEvents, viewNext } from "@tt/engine";
import { describe, expect, it } from "vitest";
import {
  ACTION_HEADINGS,
  NARRATION_LEVELS,
  PLAYER,
  actionGroup,
  heuristicPolicy,
  actionLabel,
  codeEffects,
  glossCode,
  glossEffect,
  glossResult,
  glossToken,
  narrate,
  paragraphProse,
  outcomeLabel,
  placeName,
  syndrome,
  syndromeSecrets,
  type Action,
  type Effect,
  type Outcome,
  type State,
  type SyndromeEvent,
} from "../src/index";

const rules = syndrome.rules;
const OPTIONS = syndrome.parseOptions({});

/** Words a label or a narration must never show: a hole where a value was expected. */
const BROKEN = /undefined|\[object Object\]|NaN|null/;

/** One input of a game: the state before, its next step, the input chosen and what applying it gave. */
interface Played {
  state: State;
  next: ReturnType<typeof syndrome.next>;
  input: Action | Outcome;
  after: State;
  events: SyndromeEvent[];
}

/** A seeded game, input by input (at most `steps` inputs): random choices, or the heuristic bot's. */
function play(seed: number, bot: "random" | "heuristic", steps = 2000): Played[] {
  const policy = bot === "random" ? randomPolicy(seed) : heuristicPolicy(syndrome);
  const chance = seededChance(seed + 1000);
  const played: Played[] = [];
  let state = syndrome.setup(OPTIONS);
  for (let k = 0; k < steps; k++) {
    const next = syndrome.next(state);
    if (next.kind === "over") break;
    const input = (next.kind === "decision" ? policy(next, state) : chance.pick(next)) as Action | Outcome;
    const { state: after, events } = syndrome.apply(state, input);
    played.push({ state, next, input, after, events });
    state = after;
  }
  return played;
}

/** Six random games and two of the heuristic bot (long games that raid, recruit and ask for donations). */
const GAMES = [...[1, 2, 3, 4, 5, 6].map((seed) => play(seed, "random")), play(7, "heuristic"), play(8, "heuristic")];

/** Rule sentences of the engine's notes that name people as the rulebook does, not as a place they are in. */
const RULE_PHRASES = ["McCoy or Goren is present"];

/** One action of every type: the record's type makes a missing type a compile error. */
const EVERY_ACTION: { [T in Action["type"]]: Extract<Action, { type: T }> } = {
  "place-neutral": { type: "place-neutral", space: "trott" },
  "end-actions": { type: "end-actions" },
  "beam-down": { type: "beam-down", person: "kirk", to: "trott" },
  "beam-up": { type: "beam-up", person: "kirk" },
  move: { type: "move", person: "kirk", to: "trott" },
  "river-travel": { type: "river-travel", to: "trott" },
  "free-horse": { type: "free-horse", person: "kirk" },
  recruit: { type: "recruit", recruiter: "uhura", target: "jink" },
  spend: { type: "spend", gold: 3 },
  "request-donations": { type: "request-donations", requester: "kirk" },
  "aid-poor": { type: "aid-poor", space: "trott", gold: 5 },
  raid: { type: "raid", leader: "sulu" },
  phasers: { type: "phasers", use: true },
  "buy-horses": { type: "buy-horses", space: "trott" },
  "steal-horses": { type: "steal-horses", space: "trott" },
  heal: { type: "heal", patients: ["kirk", "spock"], kit: true },
  "request-sanctuary": { type: "request-sanctuary", requester: "kirk" },
  "decline-sanctuary": { type: "decline-sanctuary" },
  preach: { type: "preach", track: "witchcraft" },
  "free-prisoners": { type: "free-prisoners", person: "kirk" },
  "choose-person": { type: "choose-person", person: "kirk" },
  "choose-space": { type: "choose-space", space: "trott" },
  "beam-supplies": { type: "beam-supplies" },
  starve: { type: "starve", space: "trott" },
};

/** One event of every type. */
const EVERY_EVENT: { [T in SyndromeEvent["type"]]: Extract<SyndromeEvent, { type: T }> } = {
  "prisoner-placed": { type: "prisoner-placed", space: "trott", colour: "yellow", person: null },
  "cup-filled": { type: "cup-filled", count: 21, purpose: "prisoners" },
  "neutral-placed": { type: "neutral-placed", person: "jink", space: "trott" },
  turn: { type: "turn", turn: 1 },
  phase: { type: "phase", phase: "actions" },
  beam: { type: "beam", direction: "up", person: "kirk", space: "trott" },
  move: { type: "move", person: "kirk", from: "trott", to: "royal-palace", means: "horse" },
  action: { type: "action", action: "aid-poor", space: "trott", person: null, text: "aid the poor with 5 gold", rule: "SYN-8.3" },
  roll: {
    type: "roll",
    table: "Fealty Table",
    purpose: "fealty",
    die: 4,
    modifiers: [{ label: "Royal Morale 10", value: 10 }],
    total: 14,
    row: "9 or more",
    result: "Swear Fealty",
    explanation: "",
    rule: "SYN-T.FEALTY",
  },
  paragraph: { type: "paragraph", number: 113, title: null, rule: "SYN-P.113" },
  track: { type: "track", track: "warchest", from: 4, to: 6, reason: "a small haul", rule: "SYN-T.CODES" },
  person: { type: "person", person: "kirk", change: "captured", space: "trott", rule: "SYN-T.CODES" },
  "squad-move": { type: "squad-move", squad: rules.counters.find((c) => c.kind === "squad")!.id, from: "trott", to: "royal-palace", rule: "SYN-12.3" },
  "royal-party": { type: "royal-party", from: "royal-palace", to: "farnosh-bridge", rule: "SYN-13.1" },
  fealty: { type: "fealty", town: "trott", result: "Defy", rule: "SYN-T.FEALTY" },
  orders: { type: "orders", from: "Patrol", to: "Search", rule: "SYN-12.1" },
  ability: { type: "ability", person: "spock", paragraph: 11, effect: "Spock adds his persuasiveness.", rule: "SYN-P.11" },
  expenses: { type: "expenses", due: 3, paid: 3, rule: "SYN-11.1" },
  note: { type: "note", text: "nobody to capture", rule: "SYN-T.CODES" },
  "game-over": { type: "game-over", winner: "king", reason: "fealty", turn: 30 },
};

describe("action labels and menu groups", () => {
  it("SYN-8.9 every action type has a label and a group (one of each type)", () => {
    for (const action of Object.values(EVERY_ACTION)) {
      const label = actionLabel(rules, action);
      expect(label, action.type).not.toBe("");
      expect(label).not.toMatch(BROKEN);
      const group = actionGroup(rules, action);
      expect(ACTION_HEADINGS).toContain(group.heading);
      expect(group.label).not.toBe("");
      expect(group.label).not.toMatch(BROKEN);
    }
  });

  it("SYN-8.9 labels every action offered in eight seeded games, with the player's view", () => {
    const types = new Set<string>();
    const bad: string[] = [];
    let decisions = 0;
    for (const game of GAMES) {
      for (const { state, next } of game) {
        if (next.kind !== "decision") continue;
        decisions++;
        const view = syndrome.view(state, PLAYER);
        const labels = next.actions.map((action) => actionLabel(rules, action, view));
        next.actions.forEach((action, i) => {
          types.add(action.type);
          const group = actionGroup(rules, action, view);
          if (labels[i] === "" || BROKEN.test(labels[i]!)) bad.push(`${JSON.stringify(action)}: "${labels[i]}"`);
          if (!ACTION_HEADINGS.includes(group.heading) || group.label === "" || BROKEN.test(group.label)) bad.push(`${JSON.stringify(action)}: group ${JSON.stringify(group)}`);
        });
        // A menu tells its choices apart.
        if (new Set(labels).size !== labels.length) bad.push(`${next.prompt}: two choices share a label`);
      }
    }
    expect(bad).toEqual([]);
    expect(decisions).toBeGreaterThan(300);
    expect(types.size).toBeGreaterThanOrEqual(8);
  });

  it("SYN-9.1 groups a turn's beam-downs by crewmember, with the map's names", () => {
    const game = GAMES[0]!;
    const first = game.find((p) => p.next.kind === "decision" && p.next.actions.some((a) => a.type === "beam-down"))!;
    const view = syndrome.view(first.state, PLAYER);
    const kirk = first.next.kind === "decision" ? first.next.actions.filter((a) => a.type === "beam-down" && a.person === "kirk") : [];
    expect(kirk.length).toBeGreaterThan(10);
    expect(new Set(kirk.map((a) => actionGroup(rules, a, view).label))).toEqual(new Set(["Kirk beams down"]));
    expect(actionLabel(rules, { type: "beam-down", person: "kirk", to: "trott" }, view)).toBe(`Kirk beams down to ${placeName(rules, "trott")}`);
  });

  it("SYN-2.4 labels die faces (0 read as 10) and never names a blind draw by index", () => {
    expect(outcomeLabel(rules, { type: "die", face: 10 })).toBe("10");
    expect(outcomeLabel(rules, { type: "draw", person: "#3" })).toBe("a prisoner chosen blind");
    expect(outcomeLabel(rules, { type: "draw", person: "jink" })).toBe("Jink");
  });
});

describe("narration", () => {
  it("every event type narrates to a sentence (one of each type)", () => {
    for (const event of Object.values(EVERY_EVENT)) {
      const told = narrate(rules, event);
      expect(told.text, event.type).not.toBe("");
      expect(told.text).not.toMatch(BROKEN);
      expect(NARRATION_LEVELS).toContain(told.level);
      if (told.rule !== null) expect(told.rule).toMatch(/^SYN-/);
    }
  });

  it("every event of eight seeded games narrates to a non-empty sentence", () => {
    const types = new Set<string>();
    const bad: string[] = [];
    for (const game of GAMES) {
      for (const { events } of game) {
        for (const event of events) {
          types.add(event.type);
          const told = narrate(rules, event);
          if (told.text === "" || BROKEN.test(told.text) || BROKEN.test(told.story)) bad.push(`${JSON.stringify(event)}: ${JSON.stringify(told)}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(types.size).toBeGreaterThanOrEqual(14);
  });

  it("SYN-3.2 narrating what the player receives, and labelling the player's menus, never names a hidden prisoner", () => {
    let hiddenSeen = 0;
    const leaks: string[] = [];
    for (const game of GAMES) {
      for (const { state, after, events } of game) {
        const hiddenNames = (s: State) =>
          syndromeSecrets(s)
            .player.filter((id) => !id.startsWith("#"))
            .map((id) => rules.person(id).name);
        const names = hiddenNames(after);
        hiddenSeen = Math.max(hiddenSeen, names.length);
        for (const event of viewEvents(syndrome, events, PLAYER)) {
          const told = narrate(rules, event);
          let text = `${told.text}\n${told.story}`;
          // Paragraph texts are printed data that name people (Captain Black's names Ferdie Onehand): not a leak.
          if (event.type === "paragraph" || event.type === "ability") {
            const prose = paragraphProse(event.type === "paragraph" ? event.number : event.paragraph)!;
            text = text.split(prose.text).join("").split(prose.effect).join("");
          }
          if (event.type === "ability" && event.effect !== "") text = text.split(event.effect).join("");
          // Fixed rule sentences that name people whoever is hidden (SYN-P.107's healers are the player's own).
          for (const phrase of RULE_PHRASES) text = text.split(phrase).join("");
          for (const name of names) if (text.includes(name)) leaks.push(`${JSON.stringify(event)} names ${name}`);
        }
        const shown = viewNext(syndrome, state, PLAYER);
        if (shown.kind === "decision") {
          const view = syndrome.view(state, PLAYER);
          const before = hiddenNames(state);
          for (const action of shown.actions as Action[]) {
            const label = actionLabel(rules, action, view);
            for (const name of before) if (label.includes(name)) leaks.push(`${JSON.stringify(action)} is labelled "${label}"`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(hiddenSeen).toBeGreaterThan(0);
  });

  it("SYN-T.RAID a raid's roll and its paragraph are headlines; a paragraph carries its story apart", () => {
    const roll = narrate(rules, { ...EVERY_EVENT.roll, table: "Raid Table", result: 113, rule: "SYN-T.RAID" });
    expect(roll.level).toBe("headline");
    expect(roll.rule).toBe("SYN-T.RAID");
    expect(roll.text).toBe('Raid Table: 4 (die) + 10 (Royal Morale 10) = 14 → row "9 or more": 113');
    const paragraph = narrate(rules, { type: "paragraph", number: 113, title: "Freed", rule: "SYN-P.113" });
    const prose = paragraphProse(113)!;
    expect(paragraph).toEqual({ text: `¶113 Freed. ${prose.effect}`, rule: "SYN-P.113", story: prose.text === prose.effect ? "" : prose.text, level: "headline" });
    expect(narrate(rules, EVERY_EVENT.phase).level).toBe("aside");
  });

  it("SYN-T.CODES a table code is glossed where the roll is narrated (MT, 2C,F, R,M–)", () => {
    const patrol = narrate(rules, { ...EVERY_EVENT.roll, table: "King's Men Table", modifiers: [], total: 4, row: "4", result: "MT", rule: "SYN-T.KINGSMEN" });
    expect(patrol.text).toBe(`King's Men Table: 4 (die) = 4 → row "4": MT (${glossCode(rules, "MT")})`);
    const recruit = narrate(rules, { ...EVERY_EVENT.roll, table: "Recruiting Table", result: "R,M–", rule: "SYN-T.RECRUIT" });
    expect(recruit.text).toMatch(/: R,M– \(recruited, Royal Morale -1\)$/);
    const raid = narrate(rules, { ...EVERY_EVENT.roll, table: "Raid Table", result: 113, rule: "SYN-T.RAID" });
    expect(raid.text).toMatch(/: 113$/); // a paragraph: its own event tells it
  });

  it("SYN-T.CODES a bare die roll (a paragraph's gold) names no internal row", () => {
    const gold = narrate(rules, { ...EVERY_EVENT.roll, table: "Gold", modifiers: [], die: 7, total: 7, row: "paragraph-115", result: 7, rule: "SYN-P.115" });
    expect(gold.text).toBe("Gold: 7 (die) = 7: 7");
    expect(gold.text).not.toContain("paragraph-");
  });
});

/** Every code printed in the data's tables. */
function tableCodes(): string[] {
  const codes = new Set<string>();
  for (const table of [rules.tables.recruiting, rules.tables.donations, rules.tables.kingsMen]) for (const row of table.rows) for (const cell of row.results) codes.add(cell);
  return [...codes];
}

/** The Warchest's change over some events. */
function warchestChange(events: readonly SyndromeEvent[]): number {
  return events.reduce((sum, e) => sum + (e.type === "track" && e.track === "warchest" ? e.to - e.from : 0), 0);
}

/** The first choice of every decision and the first outcome of every chance step. */
function firstChoice(state: State): State {
  const next = syndrome.next(state);
  if (next.kind === "over") throw new Error("the game ended");
  return syndrome.apply(state, next.kind === "decision" ? next.actions[0]! : next.outcomes[0]!.outcome).state;
}

/**
 * Through the public API only: setup, Kirk and Scott beam down to `space` on turn 1, then on turn
 * 2 Kirk asks for donations there. Returns the state at the Donations Table roll and its modifier.
 */
function donationRoll(space: string): { state: State; modifier: number } {
  let state = syndrome.setup(OPTIONS);
  while (syndrome.view(state, PLAYER).phase === "setup") state = firstChoice(state);
  state = syndrome.apply(state, { type: "beam-down", person: "kirk", to: space }).state;
  state = syndrome.apply(state, { type: "beam-down", person: "scott", to: space }).state;
  state = syndrome.apply(state, { type: "end-actions" }).state;
  for (let view = syndrome.view(state, PLAYER); !(view.phase === "actions" && view.turn === 2); view = syndrome.view(state, PLAYER)) state = firstChoice(state);
  state = syndrome.apply(state, { type: "request-donations", requester: "kirk" }).state;
  const next = syndrome.next(state);
  if (next.kind !== "chance" || next.detail?.ask !== "table-roll") throw new Error("expected the Donations Table roll");
  return { state, modifier: (next.detail.modifiers ?? []).reduce((sum, m) => sum + m.value, 0) };
}

/** The die face whose Donations Table result `wanted` accepts. */
function faceFor(state: State, wanted: (code: string) => boolean): number {
  for (let face = 10; face >= 1; face--) {
    const roll = syndrome.apply(state, { type: "die", face }).events.find((e) => e.type === "roll");
    if (roll?.type === "roll" && typeof roll.result === "string" && wanted(roll.result)) return face;
  }
  throw new Error("no face gives that result");
}

describe("table-code glosses (SYN-T.CODES)", () => {
  it("SYN-T.CODES every code in the data's tables has a gloss, one part per parsed token", () => {
    const codes = tableCodes();
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) {
      const gloss = glossCode(rules, code);
      expect(gloss, code).not.toBe("");
      expect(gloss).not.toMatch(BROKEN);
      expect(gloss).toBe(rules.code(code).map(glossToken).join(", "));
      expect(glossResult(rules, code)).toBe(gloss);
    }
  });

  it("SYN-T.CODES G gives 2 gold; G half half a die rounded down; GD a die (the gloss and the engine's Warchest agree)", () => {
    expect(glossCode(rules, "G")).toBe("2 gold (a small haul)");
    expect(glossCode(rules, "G half")).toBe("a die of gold, halved (rounded down)");
    expect(glossCode(rules, "GD")).toBe("a die of gold");
    // Drive the engine: at each Donations Table roll of the games, try every face and read the Warchest.
    const warchest = warchestChange;
    const seen = new Map<string, Set<string>>();
    for (const game of GAMES) {
      for (const { state, next } of game) {
        if (next.kind !== "chance" || next.detail?.ask !== "table-roll" || (next.detail as { table?: string }).table !== "donations") continue;
        for (let face = 1; face <= 10; face++) {
          const { state: after, events } = syndrome.apply(state, { type: "die", face });
          const roll = events.find((e) => e.type === "roll");
          if (roll?.type !== "roll" || typeof roll.result !== "string") continue;
          const code = roll.result;
          const gold = rules.code(code).find((t) => t.kind === "gold");
          if (gold?.kind !== "gold") continue;
          const found = seen.get(gold.amount) ?? new Set<string>();
          seen.set(gold.amount, found);
          if (gold.amount === "small") {
            // The small haul is added at once: the gloss's amount is what the Warchest gains.
            const gained = warchest(events);
            expect(glossCode(rules, code), code).toContain(`${gained} gold`);
            found.add(String(gained));
            continue;
          }
          // Half a die or a die: the gold roll comes next; each face adds what the gloss says.
          const goldRoll = syndrome.next(after);
          expect(goldRoll.kind, code).toBe("chance");
          expect(goldRoll.kind === "chance" && goldRoll.detail?.ask).toBe("gold-roll");
          for (let f = 1; f <= 10; f++) {
            const gained = warchest(syndrome.apply(after, { type: "die", face: f }).events);
            expect(gained, `${code}, gold roll ${f}`).toBe(gold.amount === "half" ? Math.floor(f / 2) : f);
            found.add(String(gained));
          }
        }
      }
    }
    expect([...(seen.get("small") ?? [])]).toEqual(["2"]);
    expect(seen.has("good")).toBe(true);
  });

  it("SYN-T.CODES G in a cathedral's donation adds 2 gold to the Warchest, as its gloss says", () => {
    const cathedral = rules.spaces.find((space) => space.type === "cathedral")!.id;
    const { state, modifier } = donationRoll(cathedral);
    const face = faceFor(state, (code) => code === "G");
    const { events } = syndrome.apply(state, { type: "die", face });
    expect(events.find((e) => e.type === "roll")).toMatchObject({ table: "Donations Table", total: face + modifier, result: "G" });
    const gained = warchestChange(events);
    expect(gained).toBe(2);
    // The gloss reads the effect the engine runs for G: its amount is what the Warchest gained.
    expect(codeEffects(rules.code("G"))).toEqual([{ do: "gold", amount: gained }]);
    expect(glossResult(rules, "G")).toBe(`${gained} gold (a small haul)`);
  });

  it("SYN-T.CODES GD,M– in a castle's donation: a die of gold, then Royal Morale -1, as its gloss says", () => {
    const castle = rules.spaces.find((space) => space.type === "castle")!.id;
    const { state } = donationRoll(castle);
    const face = faceFor(state, (code) => rules.code(code).some((t) => t.kind === "track" && t.track === "royalMorale"));
    const rolled = syndrome.apply(state, { type: "die", face });
    const code = rolled.events.find((e) => e.type === "roll")!;
    expect(code).toMatchObject({ result: "GD,M–" });
    expect(glossCode(rules, "GD,M–")).toBe("a die of gold, Royal Morale -1");
    const gold = syndrome.next(rolled.state);
    expect(gold.kind === "chance" && gold.detail?.ask).toBe("gold-roll");
    const paid = syndrome.apply(rolled.state, { type: "die", face: 7 });
    const events = [...rolled.events, ...paid.events];
    expect(warchestChange(events)).toBe(7);
    expect(events.reduce((sum, e) => sum + (e.type === "track" && e.track === "royalMorale" ? e.to - e.from : 0), 0)).toBe(-1);
  });

  it("SYN-T.CODES M+,all C reads Royal Morale +1 and all captured", () => {
    expect(glossCode(rules, "M+,all C")).toBe("Royal Morale +1, all your people captured");
  });

  it("SYN-12.3 the King's Men Table's codes say where the squad moves", () => {
    expect(glossCode(rules, "MN,1C")).toBe("squad moves up to 2 toward your nearest people, 1 captured (your choice)");
    expect(glossCode(rules, "MR")).toBe("squad moves up to 2 toward the Royal Party");
  });

  it("SYN-10 every effect kind, and every effect of the data's paragraphs, has a gloss", () => {
    const every: { [D in Effect["do"]]: Extract<Effect, { do: D }> } = {
      recruit: { do: "recruit" },
      flee: { do: "flee" },
      "flee-on": { do: "flee-on" },
      refused: { do: "refused" },
      gold: { do: "gold", amount: 2 },
      "gold-roll": { do: "gold-roll", amount: "half" },
      capture: { do: "capture", count: "all" },
      injure: { do: "injure", count: "half" },
      track: { do: "track", track: "witchcraft", delta: -1 },
      summon: { do: "summon" },
      free: { do: "free" },
      "free-one-blind": { do: "free-one-blind" },
      horse: { do: "horse" },
      "lose-horses": { do: "lose-horses" },
      "no-supply": { do: "no-supply" },
      sanctuary: { do: "sanctuary", turns: 3 },
      plague: { do: "plague" },
      famous: { do: "famous" },
      "capture-highest": { do: "capture-highest" },
      "capture-other": { do: "capture-other" },
      "move-group": { do: "move-group" },
      "stay-free": { do: "stay-free" },
      "imprison-injured": { do: "imprison-injured", count: 1 },
    };
    const effects = [...Object.values(every), ...rules.data.paragraphs.flatMap((p) => (p as { steps?: Effect[] }).steps ?? [])];
    for (const effect of effects) {
      const gloss = glossEffect(effect);
      expect(gloss, JSON.stringify(effect)).not.toBe("");
      expect(gloss).not.toMatch(BROKEN);
    }
    expect(glossEffect({ do: "track", track: "royalMorale", delta: -2 })).toBe("Royal Morale -2");
  });

  it("SYN-T.FEALTY each Fealty result and each paragraph a table gives has its meaning", () => {
    for (const row of rules.tables.fealty.rows) expect(glossResult(rules, row.result), row.result).not.toBe("");
    for (const table of [rules.tables.raid, rules.tables.horseTheft, rules.tables.sanctuary, rules.tables.flight])
      for (const row of table.rows) expect(glossResult(rules, row.result), String(row.result)).toBe(paragraphProse(row.result)!.effect.trim());
    expect(glossResult(rules, "not a code")).toBe("");
  });
});
