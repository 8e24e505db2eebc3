import { describe, expect, it } from "vitest";
import { RuleError } from "@tt/engine";
import { lookup } from "@tt/tables";
import { paragraphProse, syndrome, type Action, type Outcome, type State } from "../src/index";
import { actions, die, eventsOf, person, play, scenario } from "./helpers";

const rules = syndrome.rules;
const spend = (gold: number): Action => ({ type: "spend", gold });
const choose = (id: string): Action => ({ type: "choose-person", person: id });
const toSpace = (space: string): Action => ({ type: "choose-space", space });
const value = (id: string, field: "persuasiveness" | "raid" | "donations") => rules.person(id)[field];
/** The first King's Men Table face whose result in `column` passes `test` (the table is reconstructed data). */
function kingsMenFace(column: "Patrol" | "Search" | "Seize", test: (result: string) => boolean): number {
  const table = rules.tables.kingsMen;
  const k = table.columns.indexOf(column);
  const row = table.rows.findIndex((r) => test(r.results[k]!));
  if (row < 0) throw new Error(`no ${column} result passes`);
  return Number(table.rows[row]!.label);
}

/**
 * The Recruiting or Donations cell a modified total reads in `key`'s row: its column label and result
 * (the rows other than the rulebook's are reconstructed data, so tests read them rather than copy them).
 */
function cell(table: "recruiting" | "donations", key: string, total: number): { row: string; result: string } {
  const read = lookup(rules.tables[table], { key, roll: total });
  return { row: read.column!.label, result: read.result };
}
/** The lowest die face whose total with `modifier` passes `test` (the modifiers come from reconstructed values). */
function faceFor(modifier: number, test: (total: number) => boolean): number {
  for (let face = 1; face <= 10; face++) if (test(face + modifier)) return face;
  throw new Error(`no die face passes with modifier ${modifier}`);
}
/** Gold to spend and a die face for a recruiting roll whose total with `modifier` passes `test`. */
function goldAndFace(modifier: number, warchest: number, test: (total: number) => boolean): { gold: number; face: number } {
  for (let gold = 0; gold <= warchest; gold++) for (let face = 1; face <= 10; face++) if (test(face + gold + modifier)) return { gold, face };
  throw new Error(`no gold and die face pass with modifier ${modifier}`);
}

/** A die face for which `modifier` plus the face reads the printed Castle Donations "5-7": F (flight). */
const castleFlight = (modifier: number): number => faceFor(modifier, (t) => t >= 5 && t <= 7);
/** A die face for which `modifier` plus the face reads the printed Cathedral Donations "F" (2 or less). */
const cathedralFlight = (modifier: number): number => faceFor(modifier, (t) => t <= 2);

/** Applying `input` throws a RuleError and leaves `state` deep-equal to what it was. */
function expectIllegal(state: State, input: unknown): RuleError {
  const before = structuredClone(state);
  let caught: unknown;
  try {
    syndrome.apply(state, input as Action | Outcome);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect(state).toEqual(before);
  // The state is still playable: next() answers as before.
  expect(syndrome.next(state)).toEqual(syndrome.next(before));
  return caught as RuleError;
}

describe("worked examples of the rulebook (SYN-4.1)", () => {
  it("SYN-4.1 Sanctuary example: persuasiveness 2, Witchcraft 3, roll 4 gives 3, paragraph 302, sanctuary refused", () => {
    // A neutral of persuasiveness 2 (not a crewman) asks in Klamath Cathedral: the example's numbers are the rulebook's,
    // the counter values reconstructed, so the asker is whichever such neutral has persuasiveness 2.
    const asker = rules.counters.find((c) => c.kind === "neutral" && c.persuasiveness === 2)?.id;
    expect(asker, "a neutral of persuasiveness 2").toBeDefined();
    const id = asker!;
    const name = rules.person(id).name;
    const s = scenario({ people: { [id]: "klamath-cathedral" }, witchcraft: 3 });
    const r = play(s, { type: "request-sanctuary", requester: id }, die(4));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll).toMatchObject({ table: "Sanctuary Table", die: 4, total: 3, result: 302, rule: "SYN-T.SANCT" });
    expect(roll!.modifiers).toEqual([
      { label: `${name}'s persuasiveness`, value: 2, rule: "SYN-T.SANCT" },
      { label: "Witchcraft 3", value: -3, rule: "SYN-T.SANCT" },
    ]);
    const [paragraph] = eventsOf(r.events, "paragraph");
    expect(paragraph).toMatchObject({ number: 302, rule: "SYN-P.302" });
    expect(paragraphProse(paragraph!.number)!.text).toContain("I cannot offer the safety of this holy place");
    expect(paragraphProse(paragraph!.number)!.effect).toBe("Sanctuary refused.");
    expect(person(r.state, id)).toMatchObject({ sanctuary: 0, at: "klamath-cathedral", imprisoned: false });
  });

  it("SYN-4.1 Recruiting example: Bishop Norje, modifier +3, roll 2 gives 5, column 4-6, 2I,F: Jink and Uhura injured, then flight", () => {
    const s = scenario({ people: { kirk: "klamath-cathedral", jink: "klamath-cathedral", uhura: "klamath-cathedral" } });
    // Kirk's persuasiveness plus the gold he spends make the example's total modifier +3.
    const kirk = value("kirk", "persuasiveness");
    const gold = 3 - kirk;
    expect(gold).toBeGreaterThanOrEqual(0);
    let r = play(s, { type: "recruit", recruiter: "kirk", target: "norje" }, spend(gold), die(2));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll).toMatchObject({ table: "Recruiting Table", die: 2, total: 5, row: "4-6", result: "2I,F", rule: "SYN-T.RECRUIT" });
    expect(roll!.modifiers).toEqual([{ label: "Kirk's persuasiveness", value: kirk, rule: "SYN-8.1" }, ...(gold > 0 ? [{ label: "gold spent", value: gold, rule: "SYN-8.1" }] : [])]);
    expect(r.state.warchest).toBe(4 - gold);
    // "2I": the player chooses who is injured.
    const who = actions(r.state);
    expect(who).toEqual(expect.arrayContaining([choose("kirk"), choose("jink"), choose("uhura")]));
    r = play(r.state, choose("jink"), choose("uhura"));
    expect(person(r.state, "jink").injured).toBe(true);
    expect(person(r.state, "uhura").injured).toBe(true);
    expect(person(r.state, "kirk").injured).toBe(false);
    // "F": in a cathedral they may seek sanctuary first (SYN-8.8); they decline and flee to Northfold.
    expect(actions(r.state)).toContainEqual({ type: "decline-sanctuary" });
    r = play(r.state, { type: "decline-sanctuary" });
    expect(actions(r.state)).toEqual(rules.space("klamath-cathedral").land.map(toSpace));
    r = play(r.state, toSpace("northfold"), die(9));
    const [flight] = eventsOf(r.events, "roll");
    expect(flight).toMatchObject({ table: "Flight Table", die: 9, total: 9, result: 405 });
    expect(eventsOf(r.events, "paragraph")[0]).toMatchObject({ number: 405 });
    for (const id of ["kirk", "jink", "uhura"]) expect(person(r.state, id)).toMatchObject({ at: "northfold", imprisoned: false });
    expect(person(r.state, "norje").controlled).toBe(false);
  });
});

describe("recruiting (SYN-8.1, SYN-T.RECRUIT)", () => {
  it("SYN-8.1 offers recruiting neutrals, Royalists and King's Men squads, never prisoners or one's own people", () => {
    const s = scenario({
      people: { kirk: "trott", spock: "trott", jink: { at: "trott", controlled: false }, "big-tim": { at: "trott", imprisoned: true, controlled: false } },
    });
    const targets = actions(s)
      .filter((a) => a.type === "recruit" && a.recruiter === "kirk")
      .map((a) => (a as { target: string }).target);
    expect(targets.sort()).toEqual(["frankler", "jink", "trott-squad"]);
  });

  it("SYN-8.1 an injured person cannot be the recruiter", () => {
    const s = scenario({ people: { kirk: { at: "trott", injured: true }, spock: "trott" } });
    const recruiters = new Set(
      actions(s)
        .filter((a) => a.type === "recruit")
        .map((a) => (a as { recruiter: string }).recruiter),
    );
    expect(recruiters).toEqual(new Set(["spock"]));
    expectIllegal(s, { type: "recruit", recruiter: "kirk", target: "frankler" });
  });

  it("SYN-8.1 the gold spent is any amount from 0 to the Warchest, deducted before the roll, and adds to it", () => {
    const s = scenario({ people: { kirk: "farnosh-bridge" }, warchest: 6 });
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "padron" });
    expect(actions(r.state)).toEqual([0, 1, 2, 3, 4, 5, 6].map(spend));
    expectIllegal(r.state, spend(7));
    const r2 = play(r.state, spend(6));
    expect(r2.state.warchest).toBe(0);
    expect(eventsOf(r2.events, "track")).toEqual([{ type: "track", track: "warchest", from: 6, to: 0, reason: "gold spent on recruiting", rule: "SYN-8.1" }]);
    const r3 = play(r2.state, die(5));
    // 5 + Kirk's persuasiveness + gold 6 - Royal Morale 10
    const total = 5 + value("kirk", "persuasiveness") + 6 - 10;
    expect(eventsOf(r3.events, "roll")[0]).toMatchObject({ total, row: cell("recruiting", "The Honorable Padron", total).row });
  });

  it("SYN-8.1 a recruited person comes under the player's control (result R)", () => {
    // Captain Black's row is printed in the rulebook: 10-12 is R.
    const s = scenario({ people: { kirk: "northfold", "captain-black": { at: "northfold", controlled: false } } });
    const modifier = value("kirk", "persuasiveness") + 4;
    const face = faceFor(modifier, (t) => t >= 10 && t <= 12);
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "captain-black" }, spend(4), die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "10-12", result: "R" });
    expect(person(r.state, "captain-black").controlled).toBe(true);
    expect(eventsOf(r.events, "person")).toContainEqual({ type: "person", person: "captain-black", change: "recruited", space: "northfold", rule: "SYN-8.1" });
  });

  it("SYN-8.1 a King's Men squad can be recruited", () => {
    const s = scenario({ people: { kirk: "trott" }, royalMorale: 0, warchest: 10 });
    // The King's Men squads' row is printed: 10-12 is R.
    const modifier = value("kirk", "persuasiveness") + 6;
    const face = faceFor(modifier, (t) => t >= 10 && t <= 12);
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "trott-squad" }, spend(6), die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "10-12", result: "R" });
    expect(person(r.state, "trott-squad").controlled).toBe(true);
  });

  it("SYN-T.RECRUIT adds Spock's and Mbele's persuasiveness, gold, and subtracts Witchcraft/3 (rounded down) and Royal Morale for a Royalist", () => {
    const s = scenario({ people: { kirk: "randisfarne", spock: "randisfarne", mbele: "randisfarne" }, witchcraft: 5, royalMorale: 7 });
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "fernan" }, spend(2), die(6));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll!.modifiers).toEqual([
      { label: "Kirk's persuasiveness", value: value("kirk", "persuasiveness"), rule: "SYN-8.1" },
      { label: "Spock's persuasiveness", value: value("spock", "persuasiveness"), rule: "SYN-P.11" },
      { label: `${rules.person("mbele").name}'s persuasiveness`, value: value("mbele", "persuasiveness"), rule: "SYN-P.13" },
      { label: "gold spent", value: 2, rule: "SYN-8.1" },
      { label: "Witchcraft 5", value: -1, rule: "SYN-T.RECRUIT" },
      { label: "Royal Morale 7", value: -7, rule: "SYN-T.RECRUIT" },
    ]);
    expect(roll!.total).toBe(6 + value("kirk", "persuasiveness") + value("spock", "persuasiveness") + value("mbele", "persuasiveness") + 2 - 1 - 7);
  });

  it("SYN-T.RECRUIT subtracts nothing for Witchcraft 2 and no Royal Morale for a neutral", () => {
    const s = scenario({ people: { kirk: "northfold", jink: { at: "northfold", controlled: false } }, witchcraft: 2 });
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "jink" }, spend(0), die(3));
    expect(eventsOf(r.events, "roll")[0]!.modifiers).toEqual([{ label: "Kirk's persuasiveness", value: value("kirk", "persuasiveness"), rule: "SYN-8.1" }]);
    const w3 = play(scenario({ people: { kirk: "northfold", jink: { at: "northfold", controlled: false } }, witchcraft: 3 }), { type: "recruit", recruiter: "kirk", target: "jink" }, spend(0), die(3));
    expect(eventsOf(w3.events, "roll")[0]!.modifiers).toContainEqual({ label: "Witchcraft 3", value: -1, rule: "SYN-T.RECRUIT" });
  });
});

describe("result codes (SYN-T.CODES)", () => {
  it("SYN-T.CODES all C: every one of the player's people in the space is captured and imprisoned in the nearest town or castle", () => {
    const s = scenario({ people: { kirk: "trott", spock: { at: "trott", injured: true } } });
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "trott-squad" }, spend(0), die(1));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: 1 + value("kirk", "persuasiveness") - 10, row: "0 or less", result: "all C" });
    for (const id of ["kirk", "spock"]) expect(person(r.state, id)).toMatchObject({ at: "trott", imprisoned: true });
    expect(
      eventsOf(r.events, "person")
        .filter((e) => e.change === "captured")
        .map((e) => e.person)
        .sort(),
    ).toEqual(["kirk", "spock"]);
  });

  it("SYN-T.CODES 2C,F: the player chooses two to be captured; the rest flee", () => {
    // The King's Men squads' row is printed: 1-3 is 2C,F. Royal Morale offsets Uhura's persuasiveness.
    const royalMorale = Math.max(0, value("uhura", "persuasiveness"));
    const modifier = value("uhura", "persuasiveness") - royalMorale;
    const face = faceFor(modifier, (t) => t >= 1 && t <= 3);
    const s = scenario({ people: { uhura: "trott", sulu: "trott", chekov: "trott" }, royalMorale });
    let r = play(s, { type: "recruit", recruiter: "uhura", target: "trott-squad" }, spend(0), die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, result: "2C,F" });
    expect(actions(r.state)).toEqual([choose("uhura"), choose("sulu"), choose("chekov")]);
    r = play(r.state, choose("sulu"), choose("chekov"));
    expect(person(r.state, "sulu")).toMatchObject({ imprisoned: true, at: "trott" });
    expect(person(r.state, "chekov").imprisoned).toBe(true);
    expect(person(r.state, "uhura").imprisoned).toBe(false);
    // Uhura must flee: in a town she may first seek sanctuary.
    expect(actions(r.state)).toEqual([{ type: "request-sanctuary", requester: "uhura" }, { type: "decline-sanctuary" }]);
  });

  it("SYN-T.CODES M+ and all C: Bridge/Ford 0 or less raises Royal Morale by one and captures everyone", () => {
    // Iohannes the Mad asks at The Old Bridge with a King's Men squad there (-3): 0 or less.
    const s = scenario({ people: { iohannes: "old-bridge", kirk: "old-bridge", "farnosh-bridge-squad": "old-bridge" } });
    const modifier = value("iohannes", "donations") - 3;
    const face = faceFor(modifier, (t) => t <= 0);
    const r = play(s, { type: "request-donations", requester: "iohannes" }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ table: "Donations Table", total: face + modifier, row: "0 or less", result: "M+,all C", rule: "SYN-T.DONATE" });
    expect(r.state.royalMorale).toBe(11);
    // Nearest town or castle to the Old Bridge: Farnosh Bridge.
    expect(person(r.state, "kirk")).toMatchObject({ at: "farnosh-bridge", imprisoned: true });
    expect(person(r.state, "iohannes")).toMatchObject({ at: "farnosh-bridge", imprisoned: true });
  });

  it("SYN-T.CODES N*: nothing much happens, but the nearest King's Men squad moves into the space", () => {
    // The Bridge/Ford row is printed: 5-7 is N*.
    const s = scenario({ people: { kirk: "old-bridge" } });
    const modifier = value("kirk", "donations");
    const face = faceFor(modifier, (t) => t >= 5 && t <= 7);
    const r = play(s, { type: "request-donations", requester: "kirk" }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "5-7", result: "N*" });
    expect(person(r.state, "farnosh-bridge-squad").at).toBe("old-bridge");
    expect(r.state.warchest).toBe(4);
  });

  it("SYN-T.CODES G: a small haul adds 2 gold", () => {
    // The Cathedral row is printed: 8-9 is G.
    const s = scenario({ people: { kirk: "klamath-cathedral" } });
    const modifier = value("kirk", "donations");
    const face = faceFor(modifier, (t) => t >= 8 && t <= 9);
    const r = play(s, { type: "request-donations", requester: "kirk" }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "8-9", result: "G" });
    expect(r.state.warchest).toBe(6);
  });

  it("SYN-T.CODES G half: roll a die, halve it rounding down, add to the Warchest", () => {
    const s = scenario({ people: { "captain-black": "klamath-cathedral", jink: "klamath-cathedral" } });
    // Captain Black's donations value plus Jink's (paragraph 62) reach the Cathedral's printed "12 or more".
    const modifier = value("captain-black", "donations") + value("jink", "donations");
    const face = faceFor(modifier, (t) => t >= 12);
    let r = play(s, { type: "request-donations", requester: "captain-black" }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "12 or more", result: "G half" });
    expect(syndrome.next(r.state).kind).toBe("chance");
    r = play(r.state, die(7));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ table: "Gold", die: 7, result: 3 });
    expect(r.state.warchest).toBe(7);
  });

  it("SYN-T.CODES GD and 1I: a good donation (a die of gold) and one person, the player's choice, injured", () => {
    const s = scenario({ people: { kirk: "old-bridge", spock: "old-bridge" } });
    // The Bridge/Ford row is printed: 8-9 is GD,1I.
    const modifier = value("kirk", "donations");
    const face = faceFor(modifier, (t) => t >= 8 && t <= 9);
    let r = play(s, { type: "request-donations", requester: "kirk" }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "8-9", result: "GD,1I" });
    r = play(r.state, die(6));
    expect(r.state.warchest).toBe(10);
    expect(actions(r.state)).toEqual([choose("kirk"), choose("spock")]);
    r = play(r.state, choose("spock"));
    expect(person(r.state, "spock").injured).toBe(true);
    expect(person(r.state, "kirk").injured).toBe(false);
  });

  it("SYN-T.CODES 1I on the King's Men row: one person injured; alone, he is chosen without asking", () => {
    const s = scenario({ people: { kirk: "trott" }, royalMorale: 0 });
    // The King's Men squads' row is printed: 4-6 is 1I.
    const modifier = value("kirk", "persuasiveness");
    const face = faceFor(modifier, (t) => t >= 4 && t <= 6);
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "trott-squad" }, spend(0), die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, result: "1I" });
    expect(person(r.state, "kirk").injured).toBe(true);
    expect(person(r.state, "trott-squad").controlled).toBe(false);
  });

  it("SYN-T.CODES W+ and F: a bad roll for Brother Gerald raises Witchcraft by one, then the recruiters flee", () => {
    // Brother Gerald's row is reconstructed: read the cell that raises Witchcraft and makes the recruiters flee.
    const code = rules.data.tables.recruiting.rows.find((row) => row.label === "Brother Gerald")!.results.find((c) => c.includes("W+"));
    expect(code?.split(",").sort()).toEqual(["F", "W+"]);
    const modifier = value("iohannes", "persuasiveness");
    const face = faceFor(modifier, (t) => cell("recruiting", "Brother Gerald", t).result === code);
    expect(code).toBeDefined();
    const s = scenario({ people: { iohannes: "northfold", "brother-gerald": { at: "northfold", controlled: false } } });
    const r = play(s, { type: "recruit", recruiter: "iohannes", target: "brother-gerald" }, spend(0), die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, result: code });
    // Northfold is open country: no sanctuary, straight to the flight.
    expect(actions(r.state)).toEqual(rules.space("northfold").land.map(toSpace));
    // The codes apply in their printed order: the flight, then the Witchcraft index.
    const after = play(r.state, toSpace("north-road"), die(10));
    expect(person(after.state, "iohannes")).toMatchObject({ at: "north-road", imprisoned: false });
    expect(after.state.witchcraft).toBe(1);
    expect(eventsOf(after.events, "track")).toContainEqual(expect.objectContaining({ track: "witchcraft", from: 0, to: 1, rule: "SYN-T.CODES" }));
  });

  it("SYN-T.CODES R,M–: recruited, and Royal Morale drops by one", () => {
    // Kirk + Spock + gold 10 - Royal Morale 1 + the die: 16 or more, the King's Men squads' printed "R,M–".
    const s = scenario({ people: { kirk: "trott", spock: "trott" }, warchest: 10, royalMorale: 1 });
    const modifier = value("kirk", "persuasiveness") + value("spock", "persuasiveness") + 10 - 1;
    const face = faceFor(modifier, (t) => t >= 16);
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "trott-squad" }, spend(10), die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "16 or more", result: "R,M–" });
    expect(person(r.state, "trott-squad").controlled).toBe(true);
    expect(r.state.royalMorale).toBe(0);
  });
});

describe("donations (SYN-8.2, SYN-T.DONATE)", () => {
  it("SYN-8.2 the requester's donations value modifies the roll; an injured person cannot request", () => {
    const s = scenario({ people: { scott: "klamath-cathedral", kirk: { at: "klamath-cathedral", injured: true } } });
    const requesters = actions(s)
      .filter((a) => a.type === "request-donations")
      .map((a) => (a as { requester: string }).requester);
    expect(requesters).toEqual(["scott"]);
    const r = play(s, { type: "request-donations", requester: "scott" }, die(3));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({
      die: 3,
      total: 3 + value("scott", "donations"),
      modifiers: [{ label: "Scott's donations value", value: value("scott", "donations"), rule: "SYN-8.2" }],
    });
    expectIllegal(s, { type: "request-donations", requester: "kirk" });
  });

  it("SYN-T.DONATE adds Ferdie's and Jink's donations values and subtracts 3 with a King's Men squad present", () => {
    const s = scenario({ people: { kirk: "trott", "ferdie-onehand": "trott", jink: "trott" } });
    const r = play(s, { type: "request-donations", requester: "kirk" }, die(5));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll!.modifiers).toEqual([
      { label: "Kirk's donations value", value: value("kirk", "donations"), rule: "SYN-8.2" },
      { label: "Ferdie Onehand's donations value", value: value("ferdie-onehand", "donations"), rule: "SYN-P.53" },
      { label: "Jink's donations value", value: value("jink", "donations"), rule: "SYN-P.62" },
      { label: "King's Men squad present", value: -3, rule: "SYN-T.DONATE" },
    ]);
    const total = 5 + value("kirk", "donations") + value("ferdie-onehand", "donations") + value("jink", "donations") - 3;
    // The Town row is reconstructed: the roll reads whatever cell the total falls in.
    expect(roll).toMatchObject({ die: 5, total, ...cell("donations", "Town", total) });
  });

  it("SYN-T.DONATE reads the row of the space's type (Castle 5-7: F)", () => {
    const s = scenario({ people: { "big-tim": "high-samwith" } });
    const modifier = value("big-tim", "donations");
    const face = castleFlight(modifier);
    const r = play(s, { type: "request-donations", requester: "big-tim" }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + modifier, row: "5-7", result: "F" });
    expect(actions(r.state)).toEqual(rules.space("high-samwith").land.map(toSpace));
  });
});

describe("aiding the poor (SYN-8.3)", () => {
  it("SYN-8.3 any amount up to the Warchest may be spent; Witchcraft falls by 1 per full 5 gold", () => {
    const s = scenario({ people: { kirk: "northfold" }, witchcraft: 4, warchest: 12 });
    const offered = actions(s).filter((a) => a.type === "aid-poor");
    expect(offered.map((a) => (a.type === "aid-poor" ? a.gold : 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const r = play(s, { type: "aid-poor", space: "northfold", gold: 10 });
    expect(r.state.witchcraft).toBe(2);
    expect(r.state.warchest).toBe(2);
    expect(eventsOf(r.events, "track")).toContainEqual({ type: "track", track: "witchcraft", from: 4, to: 2, reason: "aiding the poor", rule: "SYN-8.3" });
    const odd = play(s, { type: "aid-poor", space: "northfold", gold: 9 });
    expect({ witchcraft: odd.state.witchcraft, warchest: odd.state.warchest }).toEqual({ witchcraft: 3, warchest: 3 });
    const few = play(s, { type: "aid-poor", space: "northfold", gold: 4 });
    expect({ witchcraft: few.state.witchcraft, warchest: few.state.warchest }).toEqual({ witchcraft: 4, warchest: 8 });
  });

  it("SYN-8.3 with aidThePoor multiples-of-5, only 5, 10, 15 are offered", () => {
    const s = scenario({ options: { aidThePoor: "multiples-of-5" }, people: { kirk: "northfold" }, witchcraft: 4, warchest: 12 });
    expect(actions(s).filter((a) => a.type === "aid-poor")).toEqual([
      { type: "aid-poor", space: "northfold", gold: 5 },
      { type: "aid-poor", space: "northfold", gold: 10 },
    ]);
    expect(syndrome.whyIllegal(s, { type: "aid-poor", space: "northfold", gold: 7 })?.ruleId).toBe("SYN-8.3");
  });

  it("SYN-8.3 cannot spend more gold than the Warchest holds", () => {
    const s = scenario({ people: { kirk: "northfold" }, witchcraft: 4, warchest: 4 });
    expect(actions(s).filter((a) => a.type === "aid-poor")).toHaveLength(4);
    expectIllegal(s, { type: "aid-poor", space: "northfold", gold: 5 });
    const broke = scenario({ people: { kirk: "northfold" }, witchcraft: 4, warchest: 0 });
    expect(actions(broke).filter((a) => a.type === "aid-poor")).toEqual([]);
  });
});

describe("raiding (SYN-8.4)", () => {
  it("SYN-8.4 a raid is possible only in a castle, town or the Royal Palace, led by an uninjured person", () => {
    const open = scenario({ people: { "big-tim": "northfold" } });
    expect(actions(open).some((a) => a.type === "raid")).toBe(false);
    const cathedral = scenario({ people: { "big-tim": "klamath-cathedral" } });
    expect(actions(cathedral).some((a) => a.type === "raid")).toBe(false);
    const castle = scenario({ people: { "big-tim": "high-samwith", jink: { at: "high-samwith", injured: true } } });
    expect(actions(castle).filter((a) => a.type === "raid")).toEqual([{ type: "raid", leader: "big-tim" }]);
    expectIllegal(castle, { type: "raid", leader: "jink" });
  });

  it("SYN-8.4 the leader's raid value modifies the Raid Table roll (castle -1); prisoners freed come under control (SYN-7.1)", () => {
    const s = scenario({ people: { "big-tim": "high-samwith", mbele: { at: "high-samwith", imprisoned: true, hidden: true } } });
    // The printed row 10 (paragraph 110) frees the prisoners.
    const face = faceFor(value("big-tim", "raid") - 1, (t) => t === 10);
    const r = play(s, { type: "raid", leader: "big-tim" }, die(face));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll).toMatchObject({ table: "Raid Table", die: face, total: 10, result: 110, rule: "SYN-T.RAID" });
    expect(roll!.modifiers).toEqual([
      { label: "Big Tim's raid value", value: value("big-tim", "raid"), rule: "SYN-8.4" },
      { label: "castle", value: -1, rule: "SYN-T.RAID" },
    ]);
    expect(person(r.state, "mbele")).toMatchObject({ controlled: true, imprisoned: false, hidden: false });
  });
});

describe("horses (SYN-8.5, SYN-T.HORSE)", () => {
  it("SYN-8.5 buying horses costs one gold per person and is possible only in a town", () => {
    const s = scenario({ people: { kirk: "randisfarne", spock: "randisfarne", uhura: "randisfarne" } });
    expect(actions(s)).toContainEqual({ type: "buy-horses", space: "randisfarne" });
    const r = play(s, { type: "buy-horses", space: "randisfarne" });
    expect(r.state.warchest).toBe(1);
    for (const id of ["kirk", "spock", "uhura"]) expect(person(r.state, id).horse).toBe(true);
    const castle = scenario({ people: { kirk: "castle-dil" } });
    expect(actions(castle).some((a) => a.type === "buy-horses" || a.type === "steal-horses")).toBe(false);
    const poor = scenario({ people: { kirk: "randisfarne", spock: "randisfarne", uhura: "randisfarne" }, warchest: 2 });
    expect(actions(poor).some((a) => a.type === "buy-horses")).toBe(false);
  });

  it("SYN-8.5 a person with a horse may move three spaces", () => {
    const s = scenario({ people: { kirk: "randisfarne", spock: "randisfarne" }, warchest: 4 });
    const r = play(s, { type: "buy-horses", space: "randisfarne" });
    const next = play(r.state, { type: "end-actions" });
    void next;
    const horsed = scenario({ people: { kirk: { at: "randisfarne", horse: true } } });
    // Randisfarne -> Randis Road -> Old Bridge -> Farnosh Bridge: 3 spaces.
    expect(actions(horsed)).toContainEqual({ type: "move", person: "kirk", to: "farnosh-bridge" });
    const foot = scenario({ people: { kirk: "randisfarne" } });
    expect(actions(foot)).not.toContainEqual({ type: "move", person: "kirk", to: "farnosh-bridge" });
  });

  it("SYN-T.HORSE subtracts 3 for a squad present and adds 3 for Jaster Moran (7: paragraph 203, horses)", () => {
    const s = scenario({ people: { kirk: "trott", "jaster-moran": "trott" } });
    const r = play(s, { type: "steal-horses", space: "trott" }, die(7));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll).toMatchObject({ table: "Horse Theft Table", die: 7, total: 7, result: 203, rule: "SYN-T.HORSE" });
    expect(roll!.modifiers).toEqual([
      { label: "King's Men squad present", value: -3, rule: "SYN-T.HORSE" },
      { label: "Jaster Moran", value: 3, rule: "SYN-P.51" },
    ]);
    expect(person(r.state, "kirk").horse).toBe(true);
    expect(person(r.state, "jaster-moran").horse).toBe(true);
  });

  it("SYN-T.HORSE a roll of 1 or less (paragraph 200) imprisons everyone in the space", () => {
    const s = scenario({ people: { kirk: "trott", spock: "trott" } });
    const r = play(s, { type: "steal-horses", space: "trott" }, die(2));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: -1, result: 200 });
    expect(person(r.state, "kirk").imprisoned).toBe(true);
    expect(person(r.state, "spock").imprisoned).toBe(true);
  });

  it("SYN-10 paragraph text supersedes the rules: paragraph 204's stack need not be supplied this day", () => {
    const s = scenario({ people: { kirk: "winklesea", spock: "northfold" }, warchest: 4 });
    let r = play(s, { type: "steal-horses", space: "winklesea" }, die(10));
    // 10 - 3 (squad) = 7: 203. Use a space without a squad instead for 204.
    expect(eventsOf(r.events, "roll")[0]!.result).toBe(203);
    const s2 = scenario({ people: { kirk: "winklesea", spock: "northfold", "jaster-moran": "winklesea" }, warchest: 4 });
    r = play(s2, { type: "steal-horses", space: "winklesea" }, die(10), { type: "end-actions" });
    expect(eventsOf(r.events, "paragraph")[0]).toMatchObject({ number: 204 });
    expect(person(r.state, "kirk").horse).toBe(true);
    // Only Northfold is paid for.
    expect(eventsOf(r.events, "expenses")[0]).toMatchObject({ due: 1, paid: 1 });
    expect(r.state.warchest).toBe(3);
  });
});

describe("healing (SYN-8.6)", () => {
  it("SYN-8.6 an injured person in a cathedral heals on 7 or less, not on 8", () => {
    const s = scenario({ people: { kirk: { at: "klamath-cathedral", injured: true } } });
    const healed = play(s, { type: "heal", patients: ["kirk"], kit: false }, die(7));
    expect(person(healed.state, "kirk").injured).toBe(false);
    expect(eventsOf(healed.events, "roll")[0]).toMatchObject({ table: "Healing", die: 7, result: "healed", rule: "SYN-8.6" });
    const failed = play(s, { type: "heal", patients: ["kirk"], kit: false }, die(8));
    expect(person(failed.state, "kirk").injured).toBe(true);
  });

  it("SYN-8.6 healing is possible only in a town or cathedral (without McCoy or Goren)", () => {
    const s = scenario({ people: { kirk: { at: "northfold", injured: true } } });
    expect(actions(s).some((a) => a.type === "heal")).toBe(false);
    expectIllegal(s, { type: "heal", patients: ["kirk"], kit: false });
  });

  it("SYN-8.6 no more than one person per space heals this way", () => {
    const s = scenario({ people: { kirk: { at: "trott", injured: true }, spock: { at: "trott", injured: true } } });
    const heals = actions(s).filter((a) => a.type === "heal");
    expect(heals).toEqual([
      { type: "heal", patients: ["kirk"], kit: false },
      { type: "heal", patients: ["spock"], kit: false },
    ]);
    expectIllegal(s, { type: "heal", patients: ["kirk", "spock"], kit: false });
    const r = play(s, { type: "heal", patients: ["kirk"], kit: false }, die(1));
    expect(actions(r.state).some((a) => a.type === "heal")).toBe(false);
  });
});

describe("sanctuary (SYN-8.7, SYN-T.SANCT)", () => {
  it("SYN-8.7 granted sanctuary covers all the player's people in the space; not offered outside towns and cathedrals", () => {
    const s = scenario({ people: { norje: { at: "klamath-cathedral", controlled: true }, kirk: "klamath-cathedral" } });
    const modifier = value("norje", "persuasiveness") + 3;
    const face = faceFor(modifier, (t) => t >= 9);
    const r = play(s, { type: "request-sanctuary", requester: "norje" }, die(face));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll!.modifiers).toEqual([
      { label: "Bishop Norje's persuasiveness", value: value("norje", "persuasiveness"), rule: "SYN-T.SANCT" },
      { label: "Bishop Norje asks", value: 3, rule: "SYN-P.21" },
    ]);
    expect(roll).toMatchObject({ total: face + modifier, result: 304 });
    expect(person(r.state, "norje").sanctuary).toBe(-1);
    expect(person(r.state, "kirk").sanctuary).toBe(-1);
    expect(actions(scenario({ people: { kirk: "castle-dil" } })).some((a) => a.type === "request-sanctuary")).toBe(false);
  });

  it("SYN-8.7 a person leaves sanctuary when he moves or takes another action, but not when he heals", () => {
    const base = { kirk: { at: "trott", sanctuary: -1 }, spock: { at: "trott", sanctuary: -1, injured: true } };
    const moved = play(scenario({ people: base }), { type: "move", person: "kirk", to: "eastmarch" });
    expect(person(moved.state, "kirk").sanctuary).toBe(0);
    expect(person(moved.state, "spock").sanctuary).toBe(-1); // one may leave while others remain
    const healed = play(scenario({ people: base }), { type: "heal", patients: ["spock"], kit: false }, die(3));
    expect(person(healed.state, "spock")).toMatchObject({ injured: false, sanctuary: -1 });
    expect(person(healed.state, "kirk").sanctuary).toBe(-1);
    const acted = play(scenario({ people: base }), { type: "request-donations", requester: "kirk" }, die(5));
    expect(person(acted.state, "kirk").sanctuary).toBe(0);
  });

  it("SYN-8.7 people in sanctuary cannot be captured by King's Men squads", () => {
    let s = play(scenario({ people: { kirk: { at: "trott", sanctuary: -1 } }, royalOrders: "Seize" }), { type: "end-actions" }).state;
    // Every squad within reach rolls 10: "MN,all C" under Seize.
    for (let k = 0; k < 10 && syndrome.next(s).kind === "chance"; k++) {
      const n = syndrome.next(s);
      if (n.kind !== "chance" || !n.purpose.startsWith("King's Men")) break;
      s = play(s, die(10)).state;
    }
    expect(person(s, "kirk")).toMatchObject({ at: "trott", imprisoned: false, sanctuary: -1 });
  });

  it("SYN-T.SANCT a crewmember asking has -3; paragraph 303 grants sanctuary for three days", () => {
    const s = scenario({ people: { kirk: "trott" }, witchcraft: 1, turn: 2 });
    const modifier = value("kirk", "persuasiveness") - 1 - 3;
    const face = faceFor(modifier, (t) => t >= 6 && t <= 8);
    const r = play(s, { type: "request-sanctuary", requester: "kirk" }, die(face));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll!.modifiers).toEqual([
      { label: "Kirk's persuasiveness", value: value("kirk", "persuasiveness"), rule: "SYN-T.SANCT" },
      { label: "Witchcraft 1", value: -1, rule: "SYN-T.SANCT" },
      { label: "a Federation crewmember asks", value: -3, rule: "SYN-T.SANCT" },
    ]);
    expect(roll).toMatchObject({ total: face + modifier, row: "6-8", result: 303 });
    expect(person(r.state, "kirk").sanctuary).toBe(5);
  });

  it("SYN-T.SANCT Archbishop Tomas's request is granted without a roll", () => {
    const s = scenario({ people: { tomas: { at: "farne-cathedral", controlled: true }, kirk: "farne-cathedral" }, witchcraft: 9 });
    const r = play(s, { type: "request-sanctuary", requester: "tomas" });
    expect(eventsOf(r.events, "roll")).toEqual([]);
    expect(person(r.state, "kirk").sanctuary).toBe(-1);
    expect(syndrome.next(r.state).kind).toBe("decision");
  });

  it("SYN-T.SANCT results 0 or less (300) imprison everyone; 1-2 (301) refuse and make them flee", () => {
    const s = scenario({ people: { kirk: "trott", spock: "trott" }, witchcraft: 5 });
    const jailFace = faceFor(value("kirk", "persuasiveness") - 5 - 3, (t) => t <= 0);
    const jailed = play(s, { type: "request-sanctuary", requester: "kirk" }, die(jailFace));
    expect(eventsOf(jailed.events, "roll")[0]).toMatchObject({ total: jailFace + value("kirk", "persuasiveness") - 8, result: 300 });
    expect(person(jailed.state, "kirk").imprisoned).toBe(true);
    expect(person(jailed.state, "spock").imprisoned).toBe(true);
    const fleeFace = faceFor(value("kirk", "persuasiveness") - 3, (t) => t >= 1 && t <= 2);
    const fled = play(scenario({ people: { kirk: "trott" } }), { type: "request-sanctuary", requester: "kirk" }, die(fleeFace));
    expect(eventsOf(fled.events, "roll")[0]).toMatchObject({ total: fleeFace + value("kirk", "persuasiveness") - 3, result: 301 });
    expect(actions(fled.state)).toEqual(rules.space("trott").land.map(toSpace));
  });
});

describe("fleeing (SYN-8.8, SYN-T.FLIGHT)", () => {
  it("SYN-8.8 in a cathedral or town the fleeing people may first seek sanctuary; if granted they stay", () => {
    // Someone with little to give asks for donations in the cathedral: the printed Cathedral "F" (2 or less);
    // then persuasive enough to reach 9 or more on the Sanctuary Table (the counter values are reconstructed).
    const id = ["big-tim", "scrow", "narrows", "tuskus"].find((p) => value(p, "donations") <= 1 && value(p, "persuasiveness") >= -1)!;
    const s = scenario({ people: { [id]: "klamath-cathedral" } });
    const face = cathedralFlight(value(id, "donations"));
    let r = play(s, { type: "request-donations", requester: id }, die(face));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: face + value(id, "donations"), result: "F" });
    expect(actions(r.state)).toEqual([{ type: "request-sanctuary", requester: id }, { type: "decline-sanctuary" }]);
    const ask = faceFor(value(id, "persuasiveness"), (t) => t >= 9);
    r = play(r.state, { type: "request-sanctuary", requester: id }, die(ask));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ table: "Sanctuary Table", total: ask + value(id, "persuasiveness"), result: 304 });
    expect(person(r.state, id)).toMatchObject({ at: "klamath-cathedral", sanctuary: -1, imprisoned: false });
    expect(actions(r.state)[0]).toEqual({ type: "end-actions" });
  });

  it("SYN-8.8 sanctuary refused while fleeing (302): they must still flee", () => {
    const s = scenario({ people: { "big-tim": "klamath-cathedral" } });
    let r = play(s, { type: "request-donations", requester: "big-tim" }, die(cathedralFlight(value("big-tim", "donations"))));
    const ask = faceFor(value("big-tim", "persuasiveness"), (t) => t >= 3 && t <= 5);
    r = play(r.state, { type: "request-sanctuary", requester: "big-tim" }, die(ask));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ total: ask + value("big-tim", "persuasiveness"), result: 302 });
    expect(actions(r.state)).toEqual(rules.space("klamath-cathedral").land.map(toSpace));
  });

  it("SYN-8.8 outside towns and cathedrals they move at once to an adjacent space the player chooses, then roll on the Flight Table", () => {
    const s = scenario({ people: { "big-tim": "high-samwith", kirk: "high-samwith" } });
    let r = play(s, { type: "request-donations", requester: "big-tim" }, die(castleFlight(value("big-tim", "donations"))));
    expect(actions(r.state)).toEqual(rules.space("high-samwith").land.map(toSpace));
    expectIllegal(r.state, toSpace("trott"));
    r = play(r.state, toSpace("northfold"));
    expect(person(r.state, "kirk").at).toBe("northfold");
    expect(person(r.state, "big-tim").at).toBe("northfold");
    expect(syndrome.next(r.state)).toMatchObject({ kind: "chance", purpose: "Flight Table: flight to Northfold" });
    r = play(r.state, die(1));
    // 1-2: paragraph 401, one stays free (the player's choice), the others are imprisoned.
    expect(eventsOf(r.events, "paragraph")[0]).toMatchObject({ number: 401 });
    r = play(r.state, choose("kirk"));
    // Northguard, Klamath Town and High Samwith are equally near: the player picks the prison.
    expect(actions(r.state)).toEqual(expect.arrayContaining([toSpace("northguard"), toSpace("klamath-town"), toSpace("high-samwith")]));
    r = play(r.state, toSpace("klamath-town"));
    expect(person(r.state, "kirk").imprisoned).toBe(false);
    expect(person(r.state, "big-tim")).toMatchObject({ imprisoned: true, at: "klamath-town" });
  });

  it("SYN-T.FLIGHT adds 2 for Roger, 4 (not 2) to a forest with Narek Ok, 3 when all have horses", () => {
    const s = scenario({ people: { "big-tim": { at: "high-samwith", horse: true }, "roger-of-locksley": { at: "high-samwith", horse: true }, "narek-ok": { at: "high-samwith", horse: true } } });
    let r = play(s, { type: "request-donations", requester: "big-tim" }, die(castleFlight(value("big-tim", "donations"))), toSpace("samwith-chase"));
    r = play(r.state, die(1));
    const [roll] = eventsOf(r.events, "roll");
    expect(roll!.modifiers).toEqual([
      { label: "Roger of Locksley", value: 2, rule: "SYN-P.57" },
      { label: "to the forest with Narek Ok", value: 4, rule: "SYN-P.52" },
      { label: "all on horses", value: 3, rule: "SYN-T.FLIGHT" },
    ]);
    expect(roll).toMatchObject({ total: 10, result: 405 });
  });

  it("SYN-T.FLIGHT adds 2 to a forest; subtracts 4 for a squad at one end and 6 for squads at both", () => {
    const flee = castleFlight(value("big-tim", "donations"));
    const fleeFromSquad = castleFlight(value("big-tim", "donations") - 3);
    const forest = play(scenario({ people: { "big-tim": "high-samwith" } }), { type: "request-donations", requester: "big-tim" }, die(flee), toSpace("samwith-chase"), die(5));
    expect(eventsOf(forest.events, "roll")[1]!.modifiers).toEqual([{ label: "to a forest", value: 2, rule: "SYN-T.FLIGHT" }]);
    // Castle donations with a squad in the castle: the squad's -3 and a higher die still read "F".
    const one = play(
      scenario({ people: { "big-tim": "high-samwith", "klamath-town-squad": "high-samwith" } }),
      { type: "request-donations", requester: "big-tim" },
      die(fleeFromSquad),
      toSpace("northfold"),
      die(10),
    );
    expect(eventsOf(one.events, "roll")[1]!.modifiers).toEqual([{ label: "King's Men where they fled from", value: -4, rule: "SYN-T.FLIGHT" }]);
    const to = play(
      scenario({ people: { "big-tim": "high-samwith", "klamath-town-squad": "northfold" } }),
      { type: "request-donations", requester: "big-tim" },
      die(flee),
      toSpace("northfold"),
      die(10),
    );
    expect(eventsOf(to.events, "roll")[1]!.modifiers).toEqual([{ label: "King's Men where they fled to", value: -4, rule: "SYN-T.FLIGHT" }]);
    const both = play(
      scenario({ people: { "big-tim": "high-samwith", "klamath-town-squad": "high-samwith", "trott-squad": "northfold" } }),
      { type: "request-donations", requester: "big-tim" },
      die(fleeFromSquad),
      toSpace("northfold"),
      die(6),
    );
    const flight = eventsOf(both.events, "roll")[1]!;
    expect(flight.modifiers).toEqual([{ label: "King's Men at both ends", value: -6, rule: "SYN-T.FLIGHT" }]);
    expect(flight).toMatchObject({ total: 0, result: 400 });
  });
});

describe("one action per space (SYN-8.9)", () => {
  it("SYN-8.9 a space takes one action only: after it, no other action is offered there", () => {
    const s = scenario({ people: { kirk: "klamath-cathedral", spock: "klamath-cathedral" }, warchest: 10 });
    const r = play(s, { type: "request-donations", requester: "kirk" }, die(faceFor(value("kirk", "donations"), (t) => t >= 3 && t <= 7))); // Cathedral 3-7: N
    const after = actions(r.state);
    expect(after.some((a) => a.type === "request-donations" || a.type === "recruit" || a.type === "aid-poor")).toBe(false);
    // Everyone in the space took part: Spock cannot move away afterwards either.
    expect(after.some((a) => a.type === "move" && a.person === "spock")).toBe(false);
    expectIllegal(r.state, { type: "aid-poor", space: "klamath-cathedral", gold: 5 });
  });

  it("SYN-8.9 people may move out before the others act; those who move take no other action", () => {
    const s = scenario({ people: { kirk: "northfold", spock: "northfold" } });
    const r = play(s, { type: "move", person: "spock", to: "klamath-town" });
    expect(actions(r.state).some((a) => a.type === "request-donations" && a.requester === "kirk")).toBe(true);
    expect(actions(r.state).some((a) => "requester" in a && a.requester === "spock")).toBe(false);
    expect(actions(r.state).some((a) => a.type === "move" && a.person === "spock")).toBe(false);
  });

  it("SYN-8.9 injured people may only seek sanctuary, heal or move", () => {
    const s = scenario({ people: { kirk: { at: "trott", injured: true } }, warchest: 10 });
    const types = new Set(
      actions(s)
        .filter((a) => a.type !== "beam-down")
        .map((a) => a.type),
    );
    expect([...types].sort()).toEqual(["beam-up", "end-actions", "heal", "move", "request-sanctuary"]);
    expectIllegal(s, { type: "aid-poor", space: "trott", gold: 5 });
    expectIllegal(s, { type: "buy-horses", space: "trott" });
    expectIllegal(s, { type: "steal-horses", space: "trott" });
    // With an uninjured companion, the space may take any action (the injured cannot add their values).
    const helped = scenario({ people: { kirk: { at: "trott", injured: true }, "big-tim": "trott" }, warchest: 10 });
    const helpedTypes = new Set(actions(helped).map((a) => a.type));
    for (const t of ["aid-poor", "buy-horses", "steal-horses", "raid", "request-donations"]) expect(helpedTypes.has(t as Action["type"]), t).toBe(true);
  });

  it("SYN-8.9 an injured person's values never count, but he is captured when things go wrong", () => {
    const s = scenario({ people: { uhura: "trott", spock: { at: "trott", injured: true } } });
    const r = play(s, { type: "recruit", recruiter: "uhura", target: "trott-squad" }, spend(0), die(1));
    // No Spock bonus (P.11) while injured.
    expect(eventsOf(r.events, "roll")[0]!.modifiers).toEqual([
      { label: "Uhura's persuasiveness", value: value("uhura", "persuasiveness"), rule: "SYN-8.1" },
      { label: "Royal Morale 10", value: -10, rule: "SYN-T.RECRUIT" },
    ]);
    expect(person(r.state, "spock").imprisoned).toBe(true);
  });

  it("SYN-8.9 a person who moved into a space does not add his value to its action; one who stays does", () => {
    // Kirk stays with Big Tim: his raid value adds (paragraph 10).
    const stay = play(scenario({ people: { kirk: "high-samwith", "big-tim": "high-samwith" } }), { type: "raid", leader: "big-tim" }, { type: "phasers", use: false }, die(1));
    expect(eventsOf(stay.events, "roll")[0]!.modifiers).toContainEqual({ label: "Kirk's raid value", value: value("kirk", "raid"), rule: "SYN-P.10" });
    // Kirk walks in from Northfold: he takes no part.
    const moved = play(scenario({ people: { kirk: "northfold", "big-tim": "high-samwith" } }), { type: "move", person: "kirk", to: "high-samwith" }, { type: "raid", leader: "big-tim" }, die(1));
    expect(eventsOf(moved.events, "roll")[0]!.modifiers.map((m) => m.label)).toEqual(["Big Tim's raid value", "castle"]);
  });

  it("SYN-8.9 a person who moved into a space adds no persuasiveness or donations value to its action", () => {
    const s = scenario({ people: { kirk: "northfold", spock: "klamath-town", jink: "klamath-town", "big-tim": { at: "northfold", controlled: false } }, warchest: 4 });
    const walk = play(s, { type: "move", person: "spock", to: "northfold" }, { type: "move", person: "jink", to: "northfold" });
    const recruit = play(walk.state, { type: "recruit", recruiter: "kirk", target: "big-tim" }, spend(2), die(1));
    expect(eventsOf(recruit.events, "roll")[0]!.modifiers).toEqual([
      { label: "Kirk's persuasiveness", value: value("kirk", "persuasiveness"), rule: "SYN-8.1" },
      { label: "gold spent", value: 2, rule: "SYN-8.1" },
    ]);
    const donate = play(walk.state, { type: "request-donations", requester: "kirk" }, die(1));
    expect(eventsOf(donate.events, "roll")[0]!.modifiers).toEqual([{ label: "Kirk's donations value", value: value("kirk", "donations"), rule: "SYN-8.2" }]);
    // Had they stayed, they would have helped (paragraphs 11 and 62).
    const stay = scenario({ people: { kirk: "northfold", spock: "northfold", jink: "northfold", "big-tim": { at: "northfold", controlled: false } }, warchest: 4 });
    const recruit2 = play(stay, { type: "recruit", recruiter: "kirk", target: "big-tim" }, spend(2), die(1));
    expect(eventsOf(recruit2.events, "roll")[0]!.modifiers).toEqual([
      { label: "Kirk's persuasiveness", value: value("kirk", "persuasiveness"), rule: "SYN-8.1" },
      { label: "Spock's persuasiveness", value: value("spock", "persuasiveness"), rule: "SYN-P.11" },
      { label: "gold spent", value: 2, rule: "SYN-8.1" },
    ]);
    const donate2 = play(stay, { type: "request-donations", requester: "kirk" }, die(1));
    expect(eventsOf(donate2.events, "roll")[0]!.modifiers.map((m) => m.rule)).toEqual(["SYN-8.2", "SYN-P.62"]);
  });
});

describe("dice, values and tracks", () => {
  it("SYN-2.4 every roll is a d10 with faces 1..10 (a 0 is read as 10), each with probability 1/10", () => {
    const s = play(scenario({ people: { kirk: { at: "trott", injured: true } } }), { type: "heal", patients: ["kirk"], kit: false }).state;
    const next = syndrome.next(s);
    expect(next.kind).toBe("chance");
    if (next.kind !== "chance") return;
    expect(next.outcomes.map((o) => o.outcome)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(die));
    expect(next.outcomes.every((o) => o.probability === 0.1)).toBe(true);
    // A 0 on the die is a 10: it fails the heal (7 or less).
    const r = play(s, die(10));
    expect(person(r.state, "kirk").injured).toBe(true);
    expect(eventsOf(r.events, "roll")[0]!.die).toBe(10);
    // The face 0 itself is not an outcome (it is written 10).
    expectIllegal(s, { type: "die", face: 0 });
  });

  it("SYN-2.3 each counter's printed values are what modify the rolls (persuasiveness, raid, donations)", () => {
    const recruit = play(
      scenario({ people: { "captain-black": "northfold", jink: { at: "northfold", controlled: false } } }),
      { type: "recruit", recruiter: "captain-black", target: "jink" },
      spend(0),
      die(5),
    );
    expect(eventsOf(recruit.events, "roll")[0]!.modifiers[0]).toEqual({ label: "Captain Black's persuasiveness", value: value("captain-black", "persuasiveness"), rule: "SYN-8.1" });
    const raid = play(scenario({ people: { "captain-black": "high-samwith" } }), { type: "raid", leader: "captain-black" }, die(5));
    expect(eventsOf(raid.events, "roll")[0]!.modifiers[0]).toEqual({ label: "Captain Black's raid value", value: value("captain-black", "raid"), rule: "SYN-8.4" });
    const donate = play(scenario({ people: { "captain-black": "northfold" } }), { type: "request-donations", requester: "captain-black" }, die(5));
    expect(eventsOf(donate.events, "roll")[0]!.modifiers[0]).toEqual({ label: "Captain Black's donations value", value: value("captain-black", "donations"), rule: "SYN-8.2" });
    // The Marquis da Costa is printed with persuasiveness -2 (rulebook 2.3).
    expect(value("da-costa", "persuasiveness")).toBe(-2);
  });

  it("SYN-4.2 the tracks never go above 19 or below 0", () => {
    const rich = scenario({ people: { kirk: "klamath-cathedral" }, warchest: 18 });
    const small = faceFor(value("kirk", "donations"), (t) => t >= 8 && t <= 11); // the printed Cathedral G: +2
    const r = play(rich, { type: "request-donations", requester: "kirk" }, die(small));
    expect(r.state.warchest).toBe(19);
    expect(eventsOf(r.events, "track")).toEqual([{ type: "track", track: "warchest", from: 18, to: 19, reason: "a small haul", rule: "SYN-T.CODES" }]);
    const full = scenario({ people: { kirk: "klamath-cathedral" }, warchest: 19 });
    const r2 = play(full, { type: "request-donations", requester: "kirk" }, die(small));
    expect(r2.state.warchest).toBe(19);
    const low = scenario({ people: { kirk: "northfold" }, witchcraft: 1, warchest: 10 });
    const r3 = play(low, { type: "aid-poor", space: "northfold", gold: 10 });
    expect(r3.state.witchcraft).toBe(0);
    const morale = scenario({ people: { kirk: "trott", spock: "trott" }, royalMorale: 0, warchest: 10 });
    const top = faceFor(value("kirk", "persuasiveness") + value("spock", "persuasiveness") + 10, (t) => t >= 16); // R,M–
    const r4 = play(morale, { type: "recruit", recruiter: "kirk", target: "trott-squad" }, spend(10), die(top));
    expect(eventsOf(r4.events, "roll")[0]).toMatchObject({ result: "R,M–" });
    expect(r4.state.royalMorale).toBe(0);
    // Bridge/Ford 0 or less (M+), with a squad's -3 to get there.
    const high = scenario({ people: { iohannes: "old-bridge", "farnosh-bridge-squad": "old-bridge" }, royalMorale: 19 });
    const r5 = play(high, { type: "request-donations", requester: "iohannes" }, die(faceFor(value("iohannes", "donations") - 3, (t) => t <= 0)));
    expect(eventsOf(r5.events, "roll")[0]).toMatchObject({ result: "M+,all C" });
    expect(r5.state.royalMorale).toBe(19);
  });

  it("SYN-7.3 gaining control of a person with a paragraph number activates his ability", () => {
    // Rector Mayhew: Royal Morale -2 when recruited.
    // Mayhew's row is reconstructed: spend gold and roll for whichever cell recruits him.
    const s = scenario({ people: { kirk: "northfold", mayhew: { at: "northfold", controlled: false } }, warchest: 10 });
    const { gold, face } = goldAndFace(value("kirk", "persuasiveness"), 10, (t) => cell("recruiting", "Rector Mayhew", t).result.split(",").includes("R"));
    const r = play(s, { type: "recruit", recruiter: "kirk", target: "mayhew" }, spend(gold), die(face));
    expect(person(r.state, "mayhew").controlled).toBe(true);
    expect(eventsOf(r.events, "ability")).toContainEqual(expect.objectContaining({ person: "mayhew", paragraph: 68, rule: "SYN-P.68" }));
    expect(eventsOf(r.events, "track")).toContainEqual({ type: "track", track: "royalMorale", from: 10, to: 8, reason: "Rector Mayhew joins the rebellion", rule: "SYN-P.68" });
    // Jaster Moran helps steal horses only once she is the player's.
    const before = play(scenario({ people: { kirk: "trott", "jaster-moran": { at: "trott", controlled: false } } }), { type: "steal-horses", space: "trott" }, die(5));
    expect(eventsOf(before.events, "roll")[0]!.modifiers.map((m) => m.rule)).toEqual(["SYN-T.HORSE"]);
  });

  it("SYN-7.2 people the player does not control stay where they are; King's Men squads move", () => {
    // Royal Orders under which the (reconstructed) King's Men Table moves squads toward the rebels.
    const orders = (["Patrol", "Search", "Seize"] as const).find((o) => rules.tables.kingsMen.rows.some((r) => r.results[rules.tables.kingsMen.columns.indexOf(o)]!.startsWith("MN")))!;
    let s = play(scenario({ people: { kirk: "eastmarch" }, royalOrders: orders }), { type: "end-actions" }).state;
    const before = structuredClone(s.people);
    const squadsMoved: string[] = [];
    for (let k = 0; k < 10; k++) {
      const n = syndrome.next(s);
      if (n.kind !== "chance" || !n.purpose.startsWith("King's Men")) break;
      const r = play(s, die(kingsMenFace(orders, (result) => result.startsWith("MN")))); // move toward the nearest rebels
      squadsMoved.push(...eventsOf(r.events, "squad-move").map((e) => e.squad));
      s = r.state;
      while (syndrome.next(s).kind === "decision" && s.phase === "kings-men") s = play(s, actions(s)[0]!).state;
    }
    expect(squadsMoved.length).toBeGreaterThan(0);
    s.people.forEach((p, i) => {
      const c = rules.counters[i]!;
      if (c.kind === "royalist" || c.kind === "cleric" || c.kind === "neutral") expect(p.at, c.id).toBe(before[i]!.at);
    });
  });
});

describe("illegal inputs", () => {
  const s = scenario({ people: { kirk: "northfold", spock: "northfold" } });

  it("SYN-8.9 an action not among the legal ones throws RuleError and changes nothing", () => {
    expectIllegal(s, { type: "move", person: "kirk", to: "winklesea" }); // too far
    expectIllegal(s, { type: "raid", leader: "kirk" }); // not a raid space
    expectIllegal(s, { type: "recruit", recruiter: "kirk", target: "norje" }); // not in the space
    expectIllegal(s, { type: "beam-down", person: "kirk", to: "trott" }); // not on the Enterprise
    expectIllegal(s, { type: "move", person: "nobody", to: "trott" }); // no such person
    expectIllegal(s, { type: "choose-person", person: "kirk" }); // nothing to choose
  });

  it("SYN-8.9 an action at the wrong time throws RuleError and changes nothing", () => {
    const rolling = play(s, { type: "request-donations", requester: "kirk" }).state;
    expectIllegal(rolling, { type: "end-actions" }); // a roll is pending
    expectIllegal(s, die(5)); // a decision is pending
    expectIllegal(s, { type: "spend", gold: 1 }); // no recruiting under way
    const over = { ...s, result: { winner: "king" as const, reason: "witchcraft" as const, turn: 1 }, phase: "over" as const, queue: [] };
    expectIllegal(over, { type: "end-actions" });
  });

  it("SYN-8.9 a malformed input throws RuleError and changes nothing", () => {
    expectIllegal(s, { type: "move", person: "kirk" });
    expectIllegal(s, { type: "bogus" });
    expectIllegal(s, null);
    expectIllegal(s, "end-actions");
    expectIllegal(s, { type: "aid-poor", space: "northfold", gold: 2.5 });
    const rolling = play(s, { type: "request-donations", requester: "kirk" }).state;
    expectIllegal(rolling, { type: "die", face: 11 });
    expectIllegal(rolling, { type: "die", face: "3" });
    expectIllegal(rolling, { type: "draw", person: "kirk" });
  });
});
