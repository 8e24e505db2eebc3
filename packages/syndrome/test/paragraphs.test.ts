import { describe, expect, it } from "vitest";
import { paragraphProse, syndrome, type Action, type Outcome, type State, type SyndromeEvent } from "../src/index";
import { lookup } from "@tt/tables";
import { actions, die, eventsOf, person, play, scenario, type ScenarioOptions } from "./helpers";

const rules = syndrome.rules;
/** A counter's printed value (the data may be corrected: SYN-2.3). */
const v = (id: string, field: "raid" | "persuasiveness" | "donations") => rules.person(id)[field];

/** The paragraph event of `n`; its prose (the rulebook's text and italic effect) checked for `fragment`. */
function paragraphRead(events: readonly SyndromeEvent[], n: number, fragment: string) {
  const read = eventsOf(events, "paragraph").filter((e) => e.number === n);
  expect(read, `paragraph ${n} read`).toHaveLength(1);
  const e = read[0]!;
  expect(e.rule).toBe(`SYN-P.${n}`);
  const prose = paragraphProse(n, rules)!;
  expect(e.title).toBe(prose.title);
  expect(`${prose.text} ${prose.effect}`).toContain(fragment);
  return e;
}

/** The ability event of paragraph `n` (gaining control of its person: SYN-7.3): the paragraph's own effect, told by its prose. */
function abilityRead(events: readonly SyndromeEvent[], n: number, fragment: string) {
  const read = eventsOf(events, "ability").filter((e) => e.paragraph === n);
  expect(read.length, `ability ${n}`).toBeGreaterThan(0);
  expect(read[0]!.rule).toBe(`SYN-P.${n}`);
  expect(read[0]!.effect || paragraphProse(n, rules)!.effect).toContain(fragment);
  return read[0]!;
}

/** The modifiers of the roll waiting at the front of the queue. */
function pendingModifiers(s: State): { label: string; value: number; rule?: string }[] {
  const task = s.queue[0];
  if (task?.kind !== "roll" || !("modifiers" in task.roll)) throw new Error(`no roll with modifiers waits: ${JSON.stringify(task)}`);
  return task.roll.modifiers;
}

/** The die face that brings the pending roll to `total` (throws when no face does). */
function faceFor(s: State, total: number, atMost = false, atLeast = false): Outcome {
  const sum = pendingModifiers(s).reduce((a, m) => a + m.value, 0);
  for (let face = 1; face <= 10; face++) {
    const t = face + sum;
    if (t === total || (atMost && t <= total) || (atLeast && t >= total)) return die(face);
  }
  throw new Error(`no face gives ${total} with modifiers ${sum}`);
}

/** The Raid Table total that reads paragraph `n` (SYN-T.RAID). */
function raidTotal(n: number): { total: number; atMost: boolean; atLeast: boolean } {
  if (n === 99) return { total: -1, atMost: true, atLeast: false };
  if (n === 117) return { total: 17, atMost: false, atLeast: true };
  return { total: n - 100, atMost: false, atLeast: false };
}

/** Starts a raid led by `leader`, answers the phasers question, and waits at the Raid Table roll. */
function startRaid(s: State, leader: string, phasers = false): { state: State; events: SyndromeEvent[] } {
  let r = play(s, { type: "raid", leader });
  if (syndrome.next(r.state).kind === "decision") {
    const more = play(r.state, { type: "phasers", use: phasers });
    r = { state: more.state, events: [...r.events, ...more.events] };
  }
  return r;
}

/** A raid that reads paragraph `n`. */
function raidReading(s: State, leader: string, n: number, phasers = false): { state: State; events: SyndromeEvent[] } {
  const started = startRaid(s, leader, phasers);
  const { total, atMost, atLeast } = raidTotal(n);
  const rolled = play(started.state, faceFor(started.state, total, atMost, atLeast));
  return { state: rolled.state, events: [...started.events, ...rolled.events] };
}

/** Plays more inputs after a result, keeping every event. */
function then(r: { state: State; events: SyndromeEvent[] }, ...inputs: (Action | Outcome)[]): { state: State; events: SyndromeEvent[] } {
  const more = play(r.state, ...inputs);
  return { state: more.state, events: [...r.events, ...more.events] };
}

const pick = (id: string): Action => ({ type: "choose-person", person: id });
const space = (id: string): Action => ({ type: "choose-space", space: id });

/** Castle Dil with three Enterprise raiders, a squad and one prisoner (low raid totals). */
function castleRaid(extra: ScenarioOptions["people"] = {}, options: Omit<ScenarioOptions, "people"> = {}): State {
  return scenario({
    ...options,
    people: { sulu: "castle-dil", uhura: "castle-dil", chekov: "castle-dil", "farnosh-bridge-squad": "castle-dil", vance: { at: "castle-dil", imprisoned: true }, ...extra },
  });
}

/** Trott, its squad gone, with Sulu and Kirk and one prisoner (high raid totals). */
function trottRaid(extra: ScenarioOptions["people"] = {}, options: Omit<ScenarioOptions, "people"> = {}): State {
  return scenario({ ...options, people: { sulu: "trott", kirk: "trott", "trott-squad": "trott-downs", vance: { at: "trott", imprisoned: true }, ...extra } });
}

/** Trott with Uhura leading, Kirk helping and McCoy along (the plague raids of SYN-P.107 and SYN-P.150). */
function plagueRaid(): State {
  return scenario({ people: { uhura: "trott", kirk: "trott", mccoy: "trott", "trott-squad": "trott-downs", vance: { at: "trott", imprisoned: true } } });
}

const freed = (s: State, id: string) => {
  const p = person(s, id);
  return p.controlled && !p.imprisoned;
};

describe("raid paragraphs (SYN-P.99 to SYN-P.117, SYN-P.150)", () => {
  it("SYN-P.99 everyone in the space is captured and Royal Morale rises by one", () => {
    const { state, events } = raidReading(castleRaid(), "uhura", 99);
    paragraphRead(events, 99, "Everyone you have in the space is captured");
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(state, id)).toMatchObject({ imprisoned: true, at: "castle-dil" });
    expect(state.royalMorale).toBe(11);
    expect(person(state, "vance").imprisoned).toBe(true);
  });

  it("SYN-P.100 everyone is captured, half (chosen) injured, and one more person elsewhere is captured", () => {
    const s = castleRaid({ spock: "wyrwood", scott: "wyrwood" });
    let r = raidReading(s, "sulu", 100);
    paragraphRead(r.events, 100, "We are betrayed");
    // half of three, rounded down: one is injured, the player's choice
    expect(actions(r.state)).toEqual(expect.arrayContaining([pick("sulu"), pick("uhura"), pick("chekov")]));
    r = then(r, pick("chekov"));
    // one other person not in the space: the player's choice
    expect(actions(r.state)).toEqual([pick("spock"), pick("scott")]);
    r = then(r, pick("scott"));
    const s2 = r.state;
    expect(person(s2, "chekov")).toMatchObject({ injured: true, imprisoned: true });
    expect(person(s2, "sulu")).toMatchObject({ injured: false, imprisoned: true });
    expect(person(s2, "uhura")).toMatchObject({ injured: false, imprisoned: true });
    expect(person(s2, "scott")).toMatchObject({ imprisoned: true, at: "castle-dil" });
    expect(freed(s2, "spock")).toBe(true);
  });

  it("SYN-P.101 everyone in the raiding group is captured", () => {
    const { state, events } = raidReading(castleRaid(), "sulu", 101);
    paragraphRead(events, 101, "Everyone in the raiding group is captured");
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(state, id).imprisoned).toBe(true);
    expect(state.royalMorale).toBe(10);
  });

  it("SYN-P.101 captured at the Royal Palace, they go to the nearest town or castle (the player's choice between equals)", () => {
    const s = scenario({ people: { sulu: "royal-palace", uhura: "royal-palace", vance: { at: "royal-palace", imprisoned: true } } });
    let r = raidReading(s, "sulu", 101);
    paragraphRead(r.events, 101, "Everyone in the raiding group is captured");
    const offered = actions(r.state)
      .map((a) => (a as { space: string }).space)
      .sort();
    const near = rules.prisons.filter((p) => rules.distance("royal-palace", p) === Math.min(...rules.prisons.map((q) => rules.distance("royal-palace", q))));
    expect(offered).toEqual(near.sort());
    expect(offered.length).toBeGreaterThan(1);
    // each captured person's prison is asked in turn
    while (r.state.queue[0]?.kind === "prison") r = then(r, space("klamath-town"));
    expect(person(r.state, "sulu")).toMatchObject({ imprisoned: true, at: "klamath-town" });
    expect(person(r.state, "uhura")).toMatchObject({ imprisoned: true, at: "klamath-town" });
  });

  it("SYN-P.102 half (chosen) are injured and everyone flees", () => {
    let r = raidReading(castleRaid(), "sulu", 102);
    paragraphRead(r.events, 102, "Half of your people");
    r = then(r, pick("uhura"));
    expect(person(r.state, "uhura").injured).toBe(true);
    // a castle offers no sanctuary: straight to the flight
    expect(actions(r.state)).toContainEqual(space("wyrwood"));
    r = then(r, space("wyrwood"));
    expect(syndrome.next(r.state).kind).toBe("chance");
    r = then(r, die(10)); // 10 + forest 2 - squad at Castle Dil 4 = 8
    paragraphRead(r.events, 404, "they escape");
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(r.state, id)).toMatchObject({ at: "wyrwood", imprisoned: false });
    expect(eventsOf(r.events, "person").filter((e) => e.change === "injured")).toHaveLength(1);
  });

  it("SYN-P.103 the one with the highest raid value is captured (the player's choice between equals), the others flee", () => {
    let r = raidReading(castleRaid(), "uhura", 103);
    paragraphRead(r.events, 103, "highest raid value");
    const group = ["sulu", "uhura", "chekov"];
    const best = Math.max(...group.map((id) => v(id, "raid")));
    const top = group.filter((id) => v(id, "raid") === best);
    if (top.length > 1) {
      expect(actions(r.state)).toEqual(top.map(pick));
      r = then(r, pick(top[0]!));
    }
    expect(person(r.state, top[0]!).imprisoned).toBe(true);
    r = then(r, space("dilair-meadows"), die(10));
    for (const id of group.filter((g) => g !== top[0])) expect(person(r.state, id)).toMatchObject({ at: "dilair-meadows", imprisoned: false });
  });

  it("SYN-P.104 the raiders must flee", () => {
    let r = raidReading(castleRaid(), "sulu", 104);
    paragraphRead(r.events, 104, "must flee");
    expect(actions(r.state)).toContainEqual(space("dil-road"));
    r = then(r, space("dil-road"));
    expect(r.state.queue[0]).toMatchObject({ kind: "roll", roll: { table: "flight" } });
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(r.state, id).at).toBe("dil-road");
  });

  it("SYN-P.105 two people (chosen) are captured, the others suffer nothing", () => {
    let r = raidReading(castleRaid(), "sulu", 105);
    paragraphRead(r.events, 105, "Two of your people");
    r = then(r, pick("sulu"), pick("uhura"));
    expect(person(r.state, "sulu").imprisoned).toBe(true);
    expect(person(r.state, "uhura").imprisoned).toBe(true);
    expect(person(r.state, "chekov")).toMatchObject({ imprisoned: false, injured: false, at: "castle-dil" });
  });

  it("SYN-P.106 one (chosen) is injured and everyone moves to an adjacent space", () => {
    let r = raidReading(castleRaid(), "sulu", 106);
    paragraphRead(r.events, 106, "adjacent space");
    r = then(r, pick("chekov"));
    expect(actions(r.state).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      rules
        .space("castle-dil")
        .land.map(space)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    r = then(r, space("wyrwood"));
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(r.state, id)).toMatchObject({ at: "wyrwood", imprisoned: false });
    expect(person(r.state, "chekov").injured).toBe(true);
    expect(eventsOf(r.events, "roll").filter((e) => e.table === "Flight Table")).toHaveLength(0);
  });

  it("SYN-P.107 without McCoy or Goren the plague makes the raid fail with no effect", () => {
    const r = raidReading(castleRaid(), "sulu", 107);
    paragraphRead(r.events, 107, "plague");
    expect(eventsOf(r.events, "paragraph").map((e) => e.number)).toEqual([107]);
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(r.state, id)).toMatchObject({ at: "castle-dil", imprisoned: false, injured: false });
    expect(r.state.royalMorale).toBe(10);
    expect(r.state.queue[0]!.kind).toBe("actions");
  });

  it("SYN-P.150 McCoy cures the plague (Royal Morale -1, Witchcraft +1), the raid is rolled again without him, and he is captured after", () => {
    const s = plagueRaid();
    let r = raidReading(s, "uhura", 107);
    paragraphRead(r.events, 107, "go to 150");
    paragraphRead(r.events, 150, "Royal Morale index drops by one");
    expect(r.state.royalMorale).toBe(9);
    expect(r.state.witchcraft).toBe(1);
    // the second roll on the Raid Table
    expect(r.state.queue[0]).toMatchObject({ kind: "roll", roll: { table: "raid" } });
    r = then(r, faceFor(r.state, 13));
    paragraphRead(r.events, 113, "The prisoners are freed");
    expect(freed(r.state, "vance")).toBe(true);
    expect(person(r.state, "mccoy")).toMatchObject({ imprisoned: true, at: "trott" });
    expect(freed(r.state, "uhura")).toBe(true);
  });

  it("SYN-P.150 a re-rolled 107 or 108 makes the raid fail with no other effect (McCoy is still captured)", () => {
    for (const again of [107, 108]) {
      const s = plagueRaid();
      let r = raidReading(s, "uhura", 107);
      r = then(r, faceFor(r.state, again - 100));
      expect(eventsOf(r.events, "squad-move")).toHaveLength(0);
      expect(person(r.state, "vance").imprisoned).toBe(true);
      expect(freed(r.state, "uhura")).toBe(true);
      expect(person(r.state, "mccoy").imprisoned).toBe(true);
      expect(eventsOf(r.events, "note").some((e) => e.rule === "SYN-P.150")).toBe(true);
    }
  });

  it("SYN-P.150 McCoy suffers no ill effect of the second raid result", () => {
    const s = plagueRaid();
    let r = raidReading(s, "uhura", 107);
    r = then(r, faceFor(r.state, 10)); // 110: half of the raiders are wounded, McCoy not among them
    expect(actions(r.state)).toEqual([pick("kirk"), pick("uhura")]);
    r = then(r, pick("kirk"));
    expect(person(r.state, "mccoy")).toMatchObject({ injured: false, imprisoned: true });
  });

  it("SYN-P.150 the second roll keeps the phasers the player chose (and paid Witchcraft for) for this raid", () => {
    const s = castleRaid({ mccoy: "castle-dil" });
    const r = raidReading(s, "sulu", 107, true); // 2 + phasers 5 - castle 1 - squad 3 + die
    expect(r.state.witchcraft).toBe(2); // phasers, then the cure
    expect(pendingModifiers(r.state)).toContainEqual({ label: "phasers", value: 5, rule: "SYN-T.RAID" });
  });

  it("SYN-P.108 the nearest squad not in the space moves to the raiders", () => {
    // Castle Dil: the Farnosh Bridge squad stands in the castle; the nearest other squad moves there
    const s = castleRaid({ "farnosh-bridge-squad": "dil-road" });
    const r = raidReading(s, "sulu", 108);
    paragraphRead(r.events, 108, "nearest King's Men squad");
    expect(eventsOf(r.events, "squad-move")).toEqual([expect.objectContaining({ squad: "farnosh-bridge-squad", from: "dil-road", to: "castle-dil" })]);
    expect(person(r.state, "farnosh-bridge-squad").at).toBe("castle-dil");
  });

  it("SYN-P.108 equally near squads: the player chooses which moves", () => {
    const s = castleRaid({ "farnosh-bridge-squad": "dil-road", "randisfarne-squad": "dil-ford" });
    const r = raidReading(s, "sulu", 108);
    expect(actions(r.state)).toEqual(expect.arrayContaining([pick("farnosh-bridge-squad"), pick("randisfarne-squad")]));
    const r2 = then(r, pick("randisfarne-squad"));
    expect(person(r2.state, "randisfarne-squad").at).toBe("castle-dil");
    expect(person(r2.state, "farnosh-bridge-squad").at).toBe("dil-road");
  });

  it("SYN-P.109 one prisoner, chosen blind, is freed; the others stay", () => {
    const s = castleRaid({ "farnosh-bridge-squad": "dil-road", rahn: { at: "castle-dil", imprisoned: true } });
    let r = raidReading(s, "sulu", 109);
    paragraphRead(r.events, 109, "choose one without looking");
    const next = syndrome.next(r.state);
    expect(next.kind).toBe("chance");
    if (next.kind !== "chance") return;
    expect(next.outcomes).toHaveLength(2);
    r = then(r, { type: "draw", person: `#${rules.person("rahn").index}` });
    expect(freed(r.state, "rahn")).toBe(true);
    expect(person(r.state, "vance").imprisoned).toBe(true);
  });

  it("SYN-P.110 the prisoners are freed and half the raiders (not the freed) are wounded", () => {
    let r = raidReading(trottRaid({ chekov: "trott", uhura: "trott" }), "sulu", 110);
    paragraphRead(r.events, 110, "prisoners are freed");
    // four raiders: two are wounded, the player's choice, never the freed prisoner
    expect(actions(r.state)).not.toContainEqual(pick("vance"));
    r = then(r, pick("kirk"), pick("uhura"));
    expect(freed(r.state, "vance")).toBe(true);
    expect(person(r.state, "vance").injured).toBe(false);
    expect(person(r.state, "kirk").injured).toBe(true);
    expect(person(r.state, "uhura").injured).toBe(true);
    expect(person(r.state, "sulu").injured).toBe(false);
  });

  it("SYN-P.111 the prisoners are freed and everyone, freed prisoners too, must flee", () => {
    let r = raidReading(trottRaid(), "sulu", 111);
    paragraphRead(r.events, 111, "must flee");
    expect(freed(r.state, "vance")).toBe(true);
    // Trott is a town: sanctuary may be sought first (SYN-8.8)
    expect(actions(r.state)).toEqual(expect.arrayContaining([{ type: "request-sanctuary", requester: "vance" }, { type: "decline-sanctuary" }]));
    r = then(r, { type: "decline-sanctuary" }, space("trott-downs"), die(10));
    for (const id of ["sulu", "kirk", "vance"]) expect(person(r.state, id)).toMatchObject({ at: "trott-downs", imprisoned: false });
  });

  it("SYN-P.112 two (chosen) are injured and the prisoners are freed", () => {
    let r = raidReading(trottRaid({ chekov: "trott" }), "sulu", 112);
    paragraphRead(r.events, 112, "Two of your people");
    r = then(r, pick("kirk"), pick("chekov"));
    expect(person(r.state, "kirk").injured).toBe(true);
    expect(person(r.state, "chekov").injured).toBe(true);
    expect(person(r.state, "sulu").injured).toBe(false);
    expect(freed(r.state, "vance")).toBe(true);
  });

  it("SYN-P.113 a raid reading 113 frees the prisoners", () => {
    const r = raidReading(trottRaid({ rahn: { at: "trott", imprisoned: true } }), "sulu", 113);
    paragraphRead(r.events, 113, "without a hitch");
    expect(freed(r.state, "vance")).toBe(true);
    expect(freed(r.state, "rahn")).toBe(true);
    expect(person(r.state, "sulu").injured).toBe(false);
  });

  it("SYN-P.114 the prisoners are freed and a Horse marker is placed", () => {
    const r = raidReading(trottRaid(), "sulu", 114);
    paragraphRead(r.events, 114, "Horse marker");
    expect(freed(r.state, "vance")).toBe(true);
    for (const id of ["sulu", "kirk", "vance"]) expect(person(r.state, id).horse).toBe(true);
  });

  it("SYN-P.115 the prisoners are freed and a die of gold goes to the Warchest", () => {
    let r = raidReading(trottRaid(), "sulu", 115);
    paragraphRead(r.events, 115, "add the number rolled to the rebel warchest");
    expect(freed(r.state, "vance")).toBe(true);
    r = then(r, die(6));
    expect(r.state.warchest).toBe(10);
  });

  it("SYN-P.116 the prisoners are freed and a neutral or cleric of the player's choice joins", () => {
    let r = raidReading(trottRaid({ "narek-ok": { at: "wyrwood", controlled: false } }), "sulu", 116, true);
    paragraphRead(r.events, 116, "neutral or cleric of your choice");
    expect(freed(r.state, "vance")).toBe(true);
    const offered = actions(r.state);
    expect(offered).toEqual(expect.arrayContaining([pick("narek-ok"), pick("norje"), pick("tomas")]));
    expect(offered).not.toContainEqual(pick("frankler")); // a Royalist
    r = then(r, pick("norje"));
    expect(person(r.state, "norje")).toMatchObject({ controlled: true, at: "klamath-cathedral" });
  });

  it("SYN-P.117 the prisoners are freed and Royal Morale drops by one", () => {
    const r = raidReading(trottRaid(), "sulu", 117, true);
    paragraphRead(r.events, 117, "Reduce the Royal Morale by one");
    expect(freed(r.state, "vance")).toBe(true);
    expect(r.state.royalMorale).toBe(9);
  });
});

/** Recruits `target` with `recruiter`, spending gold if needed to bring the Recruiting Table total to `total`. */
function recruit(s: State, recruiter: string, target: string, total = 11): { state: State; events: SyndromeEvent[] } {
  const started = play(s, { type: "recruit", recruiter, target });
  for (let gold = 0; gold <= started.state.warchest; gold++) {
    const spent = play(started.state, { type: "spend", gold });
    try {
      const face = faceFor(spent.state, total);
      const rolled = play(spent.state, face);
      return { state: rolled.state, events: [...started.events, ...spent.events, ...rolled.events] };
    } catch {}
  }
  throw new Error(`cannot reach ${total} recruiting ${target}`);
}

const trackBy = (events: readonly SyndromeEvent[], rule: string) => eventsOf(events, "track").filter((e) => e.rule === rule);

describe("abilities (SYN-P.10 to SYN-P.72)", () => {
  it("SYN-P.10 Kirk adds his raid value to another leader's when he is part of the raid", () => {
    const r = raidReading(trottRaid(), "sulu", 113);
    expect(eventsOf(r.events, "roll")[0]!.modifiers).toContainEqual({ label: "Kirk's raid value", value: v("kirk", "raid"), rule: "SYN-P.10" });
    // Kirk who moved into Trott this turn takes no other action (SYN-8.9): he does not help
    const moved = startRaid(trottRaid({ kirk: { at: "trott", spent: true } }), "sulu");
    expect(pendingModifiers(moved.state).map((m) => m.rule)).not.toContain("SYN-P.10");
  });

  it("SYN-P.41 Henry, Lord Marocain adds his raid value (with Kirk and Pinter) and frees High Samwith's prisoners once", () => {
    const s = trottRaid({ "lord-marocain": { at: "trott", controlled: true }, pinter: "trott" });
    const r = startRaid(s, "sulu");
    const mods = pendingModifiers(r.state);
    expect(mods).toContainEqual(expect.objectContaining({ value: v("lord-marocain", "raid"), rule: "SYN-P.41" }));
    expect(mods).toContainEqual({ label: "Kirk's raid value", value: v("kirk", "raid"), rule: "SYN-P.10" });
    expect(mods).toContainEqual({ label: "Master Pinter's raid value", value: v("pinter", "raid"), rule: "SYN-P.54" });
  });

  it("SYN-P.54 Master Pinter adds his raid value to another leader's", () => {
    const s = scenario({ people: { "big-tim": "castle-dil", pinter: "castle-dil", vance: { at: "castle-dil", imprisoned: true } } });
    const r = play(s, { type: "raid", leader: "big-tim" }); // no Federation crew: no phasers question
    expect(pendingModifiers(r.state)).toEqual([
      { label: "Big Tim's raid value", value: v("big-tim", "raid"), rule: "SYN-8.4" },
      { label: "Master Pinter's raid value", value: v("pinter", "raid"), rule: "SYN-P.54" },
      { label: "castle", value: -1, rule: "SYN-T.RAID" },
    ]);
  });

  it("SYN-P.11 SYN-P.13 SYN-P.20 Spock, Mbele and Tomas add their persuasiveness to another recruiter's", () => {
    const s = scenario({ people: { uhura: "wyrwood", spock: "wyrwood", mbele: "wyrwood", tomas: { at: "wyrwood", controlled: true }, "big-tim": { at: "wyrwood", controlled: false } } });
    const r = play(s, { type: "recruit", recruiter: "uhura", target: "big-tim" }, { type: "spend", gold: 0 });
    expect(pendingModifiers(r.state)).toEqual([
      { label: "Uhura's persuasiveness", value: v("uhura", "persuasiveness"), rule: "SYN-8.1" },
      { label: "Spock's persuasiveness", value: v("spock", "persuasiveness"), rule: "SYN-P.11" },
      { label: "Mbele's persuasiveness", value: v("mbele", "persuasiveness"), rule: "SYN-P.13" },
      { label: "Archbishop Tomas's persuasiveness", value: v("tomas", "persuasiveness"), rule: "SYN-P.20" },
    ]);
  });

  it("SYN-P.12 McCoy heals anywhere: one on 7 or less, two on 4 or less, three on 1; never more than three", () => {
    const s = scenario({
      people: { mccoy: "wyrwood", uhura: { at: "wyrwood", injured: true }, sulu: { at: "wyrwood", injured: true }, chekov: { at: "wyrwood", injured: true }, scott: { at: "wyrwood", injured: true } },
    });
    const heals = actions(s).filter((a) => a.type === "heal");
    expect(heals.length).toBeGreaterThan(0);
    expect(heals.every((a) => a.type === "heal" && a.patients.length <= 3)).toBe(true);
    const three = { type: "heal" as const, patients: ["uhura", "sulu", "chekov"], kit: false };
    expect(heals).toContainEqual(three);
    expect(person(play(s, three, die(1)).state, "chekov").injured).toBe(false);
    const failed = play(s, three, die(2)).state;
    expect(["uhura", "sulu", "chekov"].every((id) => person(failed, id).injured)).toBe(true);
    const two = { type: "heal" as const, patients: ["uhura", "sulu"], kit: false };
    expect(person(play(s, two, die(4)).state, "sulu").injured).toBe(false);
    expect(person(play(s, two, die(5)).state, "sulu").injured).toBe(true);
    const one = { type: "heal" as const, patients: ["scott"], kit: false };
    expect(person(play(s, one, die(7)).state, "scott").injured).toBe(false);
    expect(person(play(s, one, die(8)).state, "scott").injured).toBe(true);
  });

  it("SYN-P.12 McCoy's medical kit heals up to three automatically and raises Witchcraft by one", () => {
    const s = scenario({ people: { mccoy: "wyrwood", uhura: { at: "wyrwood", injured: true }, sulu: { at: "wyrwood", injured: true }, chekov: { at: "wyrwood", injured: true } } });
    const { state, events } = play(s, { type: "heal", patients: ["uhura", "sulu", "chekov"], kit: true });
    expect(eventsOf(events, "roll")).toHaveLength(0);
    expect(["uhura", "sulu", "chekov"].some((id) => person(state, id).injured)).toBe(false);
    expect(state.witchcraft).toBe(1);
    expect(trackBy(events, "SYN-P.12")).toHaveLength(1);
  });

  it("SYN-P.14 Goren heals like McCoy (outside towns, two on 4 or less)", () => {
    const s = scenario({ people: { goren: "wyrwood", uhura: { at: "wyrwood", injured: true }, sulu: { at: "wyrwood", injured: true } } });
    const two = { type: "heal" as const, patients: ["uhura", "sulu"], kit: false };
    expect(actions(s)).toContainEqual(two);
    const { state } = play(s, two, die(4));
    expect(person(state, "uhura").injured).toBe(false);
    expect(person(state, "sulu").injured).toBe(false);
    // without a healer, no healing outside a town or cathedral (SYN-8.6)
    const alone = scenario({ people: { uhura: { at: "wyrwood", injured: true } } });
    expect(actions(alone).some((a) => a.type === "heal")).toBe(false);
  });

  it("SYN-P.14 Goren has no medical kit by default; with the gorenKit option he has one (SYN-P.12)", () => {
    const people = { goren: "wyrwood", uhura: { at: "wyrwood", injured: true } } as const;
    const kit = { type: "heal" as const, patients: ["uhura"], kit: true };
    expect(actions(scenario({ people }))).not.toContainEqual(kit);
    const s = scenario({ options: { gorenKit: true }, people });
    expect(actions(s)).toContainEqual(kit);
    const { state } = play(s, kit);
    expect(person(state, "uhura").injured).toBe(false);
    expect(state.witchcraft).toBe(1);
  });

  it("SYN-P.20 recruiting Archbishop Tomas drops Royal Morale by two; his sanctuary requests are granted without a roll", () => {
    const s = scenario({ people: { uhura: "farne-cathedral" } });
    const r = recruit(s, "uhura", "tomas");
    expect(person(r.state, "tomas").controlled).toBe(true);
    abilityRead(r.events, 20, "Royal Morale index drops by two");
    expect(trackBy(r.events, "SYN-P.20").map((e) => [e.track, e.to - e.from])).toEqual([["royalMorale", -2]]);
    // sanctuary, automatically
    const t = scenario({ people: { sulu: "trott", tomas: { at: "trott", controlled: true } } });
    const g = play(t, { type: "request-sanctuary", requester: "tomas" });
    expect(eventsOf(g.events, "roll")).toHaveLength(0);
    expect(person(g.state, "sulu").sanctuary).not.toBe(0);
    expect(person(g.state, "tomas").sanctuary).not.toBe(0);
  });

  it("SYN-P.20 freeing Tomas from prison is not recruiting him again: Royal Morale does not drop", () => {
    const s = trottRaid({ tomas: { at: "trott", imprisoned: true, controlled: true } });
    const r = raidReading(s, "sulu", 113);
    expect(freed(r.state, "tomas")).toBe(true);
    expect(trackBy(r.events, "SYN-P.20")).toHaveLength(0);
    expect(r.state.royalMorale).toBe(10);
  });

  it("SYN-P.21 Bishop Norje adds three to the Sanctuary Table roll", () => {
    const s = scenario({ people: { sulu: "trott", "trott-squad": "trott-downs", norje: { at: "trott", controlled: true } } });
    const r = play(s, { type: "request-sanctuary", requester: "norje" });
    expect(pendingModifiers(r.state)).toContainEqual({ label: "Bishop Norje asks", value: 3, rule: "SYN-P.21" });
  });

  const lords: [string, string, string][] = [
    ["SYN-P.30", "fernan", "randisfarne"],
    ["SYN-P.31", "garcia", "port-ferkin"],
    ["SYN-P.32", "jorge", "winklesea"],
    ["SYN-P.33", "frankler", "trott"],
    ["SYN-P.34", "padron", "farnosh-bridge"],
    ["SYN-P.40", "merot", "castle-dil"],
    ["SYN-P.41", "lord-marocain", "high-samwith"],
    ["SYN-P.42", "da-costa", "costa-manor"],
    ["SYN-P.43", "portez", "northguard"],
    ["SYN-P.44", "de-roche", "castle-roche"],
  ];
  for (const [rule, id, home] of lords) {
    const n = Number(rule.slice("SYN-P.".length));
    it(`${rule} ${rules.person(id).name} frees every prisoner at ${rules.space(home).name}, once a game, at any time`, () => {
      const s = scenario({ people: { [id]: { at: "wyrwood", controlled: true }, vance: { at: home, imprisoned: true }, rahn: { at: home, imprisoned: true } } });
      const free = { type: "free-prisoners" as const, person: id };
      expect(actions(s)).toContainEqual(free);
      const { state, events } = play(s, free);
      const e = abilityRead(events, n, `all prisoners at ${rules.space(home).name}`);
      expect(e.person).toBe(id);
      expect(freed(state, "vance")).toBe(true);
      expect(freed(state, "rahn")).toBe(true);
      // once: a new prisoner there is not freed by him again
      const again = { ...state, people: state.people.map((p, i) => (i === rules.person("okafor").index ? { ...p, at: home, imprisoned: true, controlled: false } : p)) };
      expect(actions(again)).not.toContainEqual(free);
    });
  }

  it("SYN-P.50 Jurgen adds four to a raid on Trott (and only Trott)", () => {
    const trott = startRaid(trottRaid({ jurgen: "trott" }), "sulu");
    expect(pendingModifiers(trott.state)).toContainEqual({ label: "Jurgen of Trott's secret passage", value: 4, rule: "SYN-P.50" });
    const dil = startRaid(castleRaid({ jurgen: "castle-dil" }), "sulu");
    expect(pendingModifiers(dil.state).map((m) => m.rule)).not.toContain("SYN-P.50");
  });

  it("SYN-P.51 Jaster Moran adds three to the Horse Theft roll", () => {
    const s = scenario({ people: { sulu: "trott", "jaster-moran": "trott", "trott-squad": "trott-downs" } });
    const r = play(s, { type: "steal-horses", space: "trott" });
    expect(pendingModifiers(r.state)).toEqual([{ label: "Jaster Moran", value: 3, rule: "SYN-P.51" }]);
    const rolled = play(r.state, die(7)); // 10: paragraph 204
    paragraphRead(rolled.events, 204, "need not spend a gold piece");
  });

  it("SYN-P.52 Narek Ok makes fleeing to a forest +4 instead of +2", () => {
    let r = raidReading(castleRaid({ "narek-ok": "castle-dil", "farnosh-bridge-squad": "dil-road" }), "sulu", 104);
    r = then(r, space("wyrwood"));
    const mods = pendingModifiers(r.state);
    expect(mods).toContainEqual({ label: "to the forest with Narek Ok", value: 4, rule: "SYN-P.52" });
    expect(mods.map((m) => m.rule)).not.toContain("SYN-T.FLIGHT");
  });

  it("SYN-P.53 SYN-P.62 SYN-P.69 Ferdie, Jink and Captain Black add their donations values to another requester's", () => {
    const s = scenario({ people: { uhura: "wyrwood", "ferdie-onehand": "wyrwood", jink: "wyrwood", "captain-black": "wyrwood" } });
    const r = play(s, { type: "request-donations", requester: "uhura" });
    expect(pendingModifiers(r.state)).toEqual([
      { label: "Uhura's donations value", value: v("uhura", "donations"), rule: "SYN-8.2" },
      { label: "Ferdie Onehand's donations value", value: v("ferdie-onehand", "donations"), rule: "SYN-P.53" },
      { label: "Jink's donations value", value: v("jink", "donations"), rule: "SYN-P.62" },
      { label: "Captain Black's donations value", value: v("captain-black", "donations"), rule: "SYN-P.69" },
    ]);
  });

  it("SYN-P.55 Narrows raiding Northguard frees its prisoners without a roll", () => {
    const s = scenario({ people: { narrows: "northguard", sulu: "northguard", vance: { at: "northguard", imprisoned: true } } });
    const { state, events } = play(s, { type: "raid", leader: "sulu" });
    abilityRead(events, 55, "freed without a roll");
    expect(eventsOf(events, "roll")).toHaveLength(0);
    expect(freed(state, "vance")).toBe(true);
    expect(state.queue[0]!.kind).toBe("actions");
  });

  it("SYN-P.56 Professor Scrow adds three to a raid on the Royal Palace", () => {
    const s = scenario({ people: { scrow: "royal-palace", sulu: "royal-palace", vance: { at: "royal-palace", imprisoned: true } } });
    const r = startRaid(s, "sulu");
    expect(pendingModifiers(r.state)).toContainEqual({ label: "Professor Scrow's secret passage", value: 3, rule: "SYN-P.56" });
    const elsewhere = startRaid(castleRaid({ scrow: "castle-dil" }), "sulu");
    expect(pendingModifiers(elsewhere.state).map((m) => m.rule)).not.toContain("SYN-P.56");
  });

  it("SYN-P.57 Roger of Locksley adds two to the Flight Table roll", () => {
    let r = raidReading(castleRaid({ "roger-of-locksley": "castle-dil", "farnosh-bridge-squad": "dil-road" }), "sulu", 104);
    r = then(r, space("dilair-meadows"));
    expect(pendingModifiers(r.state)).toEqual([{ label: "Roger of Locksley", value: 2, rule: "SYN-P.57" }]);
  });

  it("SYN-P.58 Maura lowers Royal Morale by one after a successful raid, not after one that hurts two", () => {
    const ok = raidReading(trottRaid({ maura: "trott" }), "sulu", 113);
    expect(trackBy(ok.events, "SYN-P.58")).toEqual([expect.objectContaining({ from: 10, to: 9 })]);
    let bad = raidReading(trottRaid({ maura: "trott" }), "sulu", 112);
    bad = then(bad, pick("kirk"), pick("sulu"));
    expect(freed(bad.state, "vance")).toBe(true);
    expect(trackBy(bad.events, "SYN-P.58")).toHaveLength(0);
    expect(bad.state.royalMorale).toBe(10);
  });

  it("SYN-P.59 recruiting Big Tim works and nothing special happens", () => {
    const s = scenario({ people: { uhura: "wyrwood", "big-tim": { at: "wyrwood", controlled: false } } });
    const r = recruit(s, "uhura", "big-tim", 5);
    expect(person(r.state, "big-tim").controlled).toBe(true);
    const e = abilityRead(r.events, 59, "");
    expect(e.effect).toBe("");
    // no track moves but the Recruiting Table code's own (SYN-T.CODES)
    expect(eventsOf(r.events, "track").filter((t) => t.rule !== "SYN-T.CODES")).toHaveLength(0);
  });

  it("SYN-P.60 Friar Melon keeps a beam-down into his space from raising Witchcraft (not elsewhere)", () => {
    const s = scenario({ people: { "friar-melon": "wyrwood" } });
    const r = play(s, { type: "beam-down", person: "kirk", to: "wyrwood" });
    expect(r.state.witchcraft).toBe(0);
    expect(eventsOf(r.events, "note").some((e) => e.rule === "SYN-P.60")).toBe(true);
    const r2 = play(r.state, { type: "beam-down", person: "spock", to: "trott" });
    expect(r2.state.witchcraft).toBe(1);
  });

  it("SYN-P.60 Friar Melon does not stop phasers from raising Witchcraft", () => {
    const r = startRaid(trottRaid({ "friar-melon": "trott" }), "sulu", true);
    expect(r.state.witchcraft).toBe(1);
  });

  it("SYN-P.63 Thomas Rupine takes everyone with him from a riverside space to any other", () => {
    const s = scenario({ people: { rupine: "trott", sulu: "trott" } });
    const travel = { type: "river-travel" as const, to: "winklesea" };
    expect(actions(s)).toContainEqual(travel);
    expect(actions(s)).not.toContainEqual({ type: "river-travel", to: "wyrwood" });
    const { state, events } = play(s, travel);
    expect(person(state, "rupine").at).toBe("winklesea");
    expect(person(state, "sulu").at).toBe("winklesea");
    expect(eventsOf(events, "ability")).toEqual([expect.objectContaining({ paragraph: 63, rule: "SYN-P.63" })]);
    const inland = scenario({ people: { rupine: "wyrwood" } });
    expect(actions(inland).some((a) => a.type === "river-travel")).toBe(false);
  });

  it("SYN-P.64 with Dalara present, recruiting a Royalist does not subtract Royal Morale", () => {
    const s = scenario({ people: { uhura: "trott", dalara: "trott" } });
    const r = play(s, { type: "recruit", recruiter: "uhura", target: "frankler" }, { type: "spend", gold: 0 });
    const mods = pendingModifiers(r.state);
    expect(mods.some((m) => m.rule === "SYN-T.RECRUIT" && m.label.startsWith("Royal Morale"))).toBe(false);
    expect(mods).toContainEqual(expect.objectContaining({ rule: "SYN-P.64", value: 0 }));
    const without = play(scenario({ people: { uhura: "trott" } }), { type: "recruit", recruiter: "uhura", target: "frankler" }, { type: "spend", gold: 0 });
    expect(pendingModifiers(without.state)).toContainEqual({ label: "Royal Morale 10", value: -10, rule: "SYN-T.RECRUIT" });
  });

  it("SYN-P.65 recruiting the May Queen lowers Royal Morale by two", () => {
    const r = recruit(scenario({ people: { uhura: "wyrwood", "may-queen": { at: "wyrwood", controlled: false } } }), "uhura", "may-queen");
    expect(person(r.state, "may-queen").controlled).toBe(true);
    abilityRead(r.events, 65, "reduced by two");
    expect(trackBy(r.events, "SYN-P.65").map((e) => [e.track, e.to - e.from])).toEqual([["royalMorale", -2]]);
  });

  it("SYN-P.65 the May Queen freed from prison joins too: Royal Morale falls by two (joinEffects on-gaining-control, the default)", () => {
    const r = raidReading(trottRaid({ "may-queen": { at: "trott", imprisoned: true, controlled: false } }), "sulu", 113);
    expect(freed(r.state, "may-queen")).toBe(true);
    expect(trackBy(r.events, "SYN-P.65").map((e) => [e.track, e.to - e.from])).toEqual([["royalMorale", -2]]);
  });

  it("SYN-P.65 with joinEffects on-recruiting-only, the May Queen freed from prison leaves Royal Morale alone", () => {
    const r = raidReading(trottRaid({ "may-queen": { at: "trott", imprisoned: true, controlled: false } }, { options: { joinEffects: "on-recruiting-only" } }), "sulu", 113);
    expect(freed(r.state, "may-queen")).toBe(true);
    expect(trackBy(r.events, "SYN-P.65")).toEqual([]);
    const recruited = recruit(scenario({ options: { joinEffects: "on-recruiting-only" }, people: { uhura: "wyrwood", "may-queen": { at: "wyrwood", controlled: false } } }), "uhura", "may-queen");
    expect(trackBy(recruited.events, "SYN-P.65").map((e) => [e.track, e.to - e.from])).toEqual([["royalMorale", -2]]);
  });

  it("SYN-P.66 recruiting Lady Marocain brings Henry, Lord Marocain, and lowers Royal Morale by one", () => {
    const r = recruit(scenario({ people: { uhura: "wyrwood", "lady-marocain": { at: "wyrwood", controlled: false } } }), "uhura", "lady-marocain");
    abilityRead(r.events, 66, "Henry, Lord Marocain also comes under your control");
    expect(person(r.state, "lady-marocain").controlled).toBe(true);
    expect(person(r.state, "lord-marocain")).toMatchObject({ controlled: true, at: "high-samwith", imprisoned: false });
    expect(trackBy(r.events, "SYN-P.66").map((e) => [e.track, e.to - e.from])).toEqual([["royalMorale", -1]]);
  });

  it("SYN-P.66 Henry in prison becomes the player's, still imprisoned, and is freed with the others", () => {
    const s = scenario({ people: { uhura: "wyrwood", "lady-marocain": { at: "wyrwood", controlled: false }, "lord-marocain": { at: "trott", imprisoned: true, controlled: false } } });
    const r = recruit(s, "uhura", "lady-marocain");
    expect(person(r.state, "lord-marocain")).toMatchObject({ controlled: true, imprisoned: true, at: "trott" });
    // a raid on Trott frees him with the others
    const henry = person(r.state, "lord-marocain");
    const freedHenry = raidReading(trottRaid({ "lord-marocain": { at: "trott", imprisoned: true, controlled: henry.controlled } }), "sulu", 113);
    expect(freed(freedHenry.state, "lord-marocain")).toBe(true);
  });

  it("SYN-P.67 recruiting T'chelk raises Witchcraft by one and lowers Royal Morale by one", () => {
    const r = recruit(scenario({ people: { uhura: "wyrwood", tchelk: { at: "wyrwood", controlled: false } } }), "uhura", "tchelk", 14);
    expect(person(r.state, "tchelk").controlled).toBe(true);
    abilityRead(r.events, 67, "Witchcraft index goes up by one");
    expect(trackBy(r.events, "SYN-P.67").map((e) => [e.track, e.to - e.from])).toEqual([
      ["witchcraft", 1],
      ["royalMorale", -1],
    ]);
  });

  it("SYN-P.68 recruiting Rector Mayhew lowers Royal Morale by two", () => {
    const r = recruit(scenario({ people: { uhura: "wyrwood", mayhew: { at: "wyrwood", controlled: false } } }), "uhura", "mayhew");
    abilityRead(r.events, 68, "reduce the Royal Morale index by two");
    expect(trackBy(r.events, "SYN-P.68").map((e) => [e.track, e.to - e.from])).toEqual([["royalMorale", -2]]);
  });

  it("SYN-P.70 Brother Gerald preaches: Witchcraft or Royal Morale -1, and the nearest squad comes to him", () => {
    const s = scenario({ witchcraft: 3, people: { "brother-gerald": "dil-road", sulu: "dil-road" } });
    expect(actions(s)).toEqual(
      expect.arrayContaining([
        { type: "preach", track: "witchcraft" },
        { type: "preach", track: "royalMorale" },
      ]),
    );
    const w = play(s, { type: "preach", track: "witchcraft" });
    expect(w.state.witchcraft).toBe(2);
    expect(eventsOf(w.events, "squad-move")).toEqual([expect.objectContaining({ squad: "farnosh-bridge-squad", from: "farnosh-bridge", to: "dil-road" })]);
    // preaching is the space's action: no other action there
    expect(actions(w.state).some((a) => a.type === "request-donations")).toBe(false);
    const m = play(s, { type: "preach", track: "royalMorale" });
    expect(m.state.royalMorale).toBe(9);
    expect(m.state.witchcraft).toBe(3);
  });

  it("SYN-P.70 while Gerald preaches, the others in his space take no other action but may still move", () => {
    const s = scenario({ people: { "brother-gerald": "dil-road", sulu: "dil-road" } });
    const r = play(s, { type: "preach", track: "royalMorale" });
    const offered = actions(r.state);
    expect(offered.some((a) => a.type === "raid" || a.type === "request-donations" || a.type === "recruit")).toBe(false);
    expect(offered).toContainEqual({ type: "move", person: "sulu", to: "castle-dil" });
    expect(offered.some((a) => a.type === "move" && a.person === "brother-gerald")).toBe(false);
  });

  it("SYN-P.71 with General Tuskus present, recruiting a squad does not subtract Royal Morale", () => {
    const s = scenario({ people: { uhura: "trott", tuskus: "trott" } });
    const r = play(s, { type: "recruit", recruiter: "uhura", target: "trott-squad" }, { type: "spend", gold: 0 });
    const mods = pendingModifiers(r.state);
    expect(mods.some((m) => m.label.startsWith("Royal Morale"))).toBe(false);
    expect(mods).toContainEqual(expect.objectContaining({ rule: "SYN-P.71", value: 0 }));
  });

  it("SYN-P.72 recruiting Lang places a horse: anyone with him rides (three spaces, +3 when all flee ahorse)", () => {
    const r = recruit(scenario({ people: { uhura: "dilair-meadows", lang: { at: "dilair-meadows", controlled: false } } }), "uhura", "lang");
    abilityRead(r.events, 72, "place a horse counter");
    expect(eventsOf(r.events, "person")).toContainEqual(expect.objectContaining({ person: "lang", change: "horse", rule: "SYN-P.72" }));
    // next turn: Uhura with Lang moves three spaces
    const s = scenario({ people: { uhura: "castle-dil", lang: "castle-dil" } });
    expect(actions(s)).toContainEqual({ type: "move", person: "uhura", to: "farnosh-bridge" }); // castle-dil, dil-road, farnosh-bridge... 2; and 3:
    expect(actions(s)).toContainEqual({ type: "move", person: "uhura", to: "royal-palace" });
    const alone = scenario({ people: { uhura: "castle-dil" } });
    expect(actions(alone)).not.toContainEqual({ type: "move", person: "uhura", to: "royal-palace" });
  });

  it("SYN-P.72 everyone fleeing with Lang has a horse (+3 on the Flight Table)", () => {
    let r = raidReading(castleRaid({ lang: "castle-dil", "farnosh-bridge-squad": "dil-road" }), "sulu", 104);
    r = then(r, space("dilair-meadows"));
    expect(pendingModifiers(r.state)).toEqual([{ label: "all on horses", value: 3, rule: "SYN-T.FLIGHT" }]);
  });
});

/** Plays the rest of the turn: end of actions, then die 1 for every roll (Patrol 1: nothing; fealty at Royal Morale 10: Swear Fealty). */
function finishTurn(s: State): { state: State; events: SyndromeEvent[] } {
  const turn = s.turn;
  let r = play(s, { type: "end-actions" });
  for (let guard = 0; guard < 50 && r.state.turn === turn && r.state.result === null; guard++) {
    const next = syndrome.next(r.state);
    if (next.kind !== "chance") throw new Error(`unexpected decision: ${next.kind === "decision" ? next.prompt : next.kind}`);
    r = then(r, die(1));
  }
  return r;
}

describe("horse theft paragraphs (SYN-P.200 to SYN-P.204)", () => {
  const town = (extra: ScenarioOptions["people"] = {}) => scenario({ people: { sulu: "trott", uhura: "trott", "trott-squad": "trott-downs", ...extra } });
  const steal = (s: State, face: number) => play(s, { type: "steal-horses", space: "trott" }, die(face));

  it("SYN-P.200 everyone in the space is imprisoned", () => {
    const { state, events } = steal(town(), 1);
    paragraphRead(events, 200, "are imprisoned");
    expect(person(state, "sulu")).toMatchObject({ imprisoned: true, at: "trott" });
    expect(person(state, "uhura").imprisoned).toBe(true);
  });

  it("SYN-P.201 no effect, no horses", () => {
    const { state, events } = steal(town(), 3);
    paragraphRead(events, 201, "No effect");
    expect(person(state, "sulu")).toMatchObject({ horse: false, imprisoned: false, injured: false });
  });

  it("SYN-P.202 a horse for the space and one person (chosen) injured", () => {
    let r = steal(town(), 5);
    paragraphRead(r.events, 202, "one person (your choice) is injured");
    expect(actions(r.state)).toEqual([pick("uhura"), pick("sulu")].sort((a, b) => rules.person((a as { person: string }).person).index - rules.person((b as { person: string }).person).index));
    r = then(r, pick("uhura"));
    expect(person(r.state, "uhura")).toMatchObject({ injured: true, horse: true });
    expect(person(r.state, "sulu")).toMatchObject({ injured: false, horse: true });
  });

  it("SYN-P.203 a horse for the space", () => {
    const { state, events } = steal(town(), 8);
    paragraphRead(events, 203, "Place a Horse counter");
    expect(person(state, "sulu").horse).toBe(true);
    expect(person(state, "uhura").horse).toBe(true);
  });

  it("SYN-P.204 a horse, and the stack needs no gold for supplies this turn", () => {
    const s = town({ chekov: "wyrwood" });
    const r = steal(s, 10);
    paragraphRead(r.events, 204, "need not spend a gold piece");
    expect(person(r.state, "sulu").horse).toBe(true);
    const e = play(r.state, { type: "end-actions" });
    expect(eventsOf(e.events, "expenses")).toEqual([expect.objectContaining({ due: 1, paid: 1 })]);
    expect(e.state.warchest).toBe(3);
  });
});

describe("sanctuary paragraphs (SYN-P.300 to SYN-P.304)", () => {
  const town = (extra: ScenarioOptions["people"] = {}, turn = 1) => scenario({ turn, people: { uhura: "trott", "roger-of-locksley": "trott", "trott-squad": "trott-downs", ...extra } });
  const ask = (s: State, requester: string, total: number) => {
    const r = play(s, { type: "request-sanctuary", requester });
    return then(r, faceFor(r.state, total, total <= 0));
  };

  it("SYN-P.300 sanctuary refused and everyone in the space imprisoned", () => {
    const { state, events } = ask(town(), "uhura", 0); // 2 - 3 (a crewmember asks) + die
    paragraphRead(events, 300, "All of your people in the space are imprisoned");
    expect(person(state, "uhura")).toMatchObject({ imprisoned: true, at: "trott" });
    expect(person(state, "roger-of-locksley").imprisoned).toBe(true);
  });

  it("SYN-P.301 sanctuary refused and the people must flee", () => {
    const r = ask(town(), "uhura", 2);
    paragraphRead(r.events, 301, "must flee");
    expect(r.state.queue[0]!.kind).toBe("flee-to");
    expect(actions(r.state)).toContainEqual(space("trott-downs"));
  });

  it("SYN-P.302 sanctuary refused, nothing else (but people already fleeing still flee)", () => {
    const r = ask(town(), "roger-of-locksley", 4);
    paragraphRead(r.events, 302, "Sanctuary refused");
    expect(person(r.state, "uhura")).toMatchObject({ sanctuary: 0, imprisoned: false, at: "trott" });
    expect(r.state.queue[0]!.kind).toBe("actions");
    // fleeing after a raid (SYN-8.8): refused, they flee
    let f = raidReading(scenario({ people: { sulu: "trott", "roger-of-locksley": "trott", "trott-squad": "trott-downs", vance: { at: "trott", imprisoned: true } } }), "sulu", 104);
    f = then(f, { type: "request-sanctuary", requester: "roger-of-locksley" });
    f = then(f, faceFor(f.state, 4));
    paragraphRead(f.events, 302, "Sanctuary refused");
    expect(f.state.queue[0]!.kind).toBe("flee-to");
  });

  it("SYN-P.303 sanctuary for the rest of the third day from now, then it ends", () => {
    const r = ask(town({}, 2), "roger-of-locksley", 7);
    paragraphRead(r.events, 303, "by the end of the third day");
    expect(person(r.state, "uhura").sanctuary).toBe(5);
    expect(person(r.state, "roger-of-locksley").sanctuary).toBe(5);
    // the last day, turn 5: sanctuary holds to its end, then ends
    const last = scenario({ turn: 5, people: { uhura: { at: "trott", sanctuary: 5 }, "trott-squad": "trott-downs" } });
    const done = finishTurn(last);
    expect(done.state.turn).toBe(6);
    expect(person(done.state, "uhura").sanctuary).toBe(0);
    const earlier = finishTurn(scenario({ turn: 4, people: { uhura: { at: "trott", sanctuary: 5 }, "trott-squad": "trott-downs" } }));
    expect(person(earlier.state, "uhura").sanctuary).toBe(5);
  });

  it("SYN-P.304 sanctuary granted without end", () => {
    const r = ask(town(), "roger-of-locksley", 9);
    paragraphRead(r.events, 304, "Of course you will find succor here");
    expect(person(r.state, "uhura").sanctuary).toBe(-1);
    const later = finishTurn(r.state);
    expect(person(later.state, "uhura").sanctuary).toBe(-1);
  });
});

describe("flight paragraphs (SYN-P.400 to SYN-P.405)", () => {
  /** Raiders flee Castle Dil (104) to Dilair Meadows and wait for the Flight Table roll. */
  const flee = (extra: ScenarioOptions["people"] = {}, squadAtCastle = false) => {
    const s = castleRaid({ ...(squadAtCastle ? {} : { "farnosh-bridge-squad": "dil-road" }), ...extra });
    return then(raidReading(s, "sulu", 104), space("dilair-meadows"));
  };

  it("SYN-P.400 everyone fleeing is captured", () => {
    let r = flee({}, true);
    expect(pendingModifiers(r.state)).toEqual([{ label: "King's Men where they fled from", value: -4, rule: "SYN-T.FLIGHT" }]);
    r = then(r, faceFor(r.state, 0, true));
    paragraphRead(r.events, 400, "All your people in the space are captured");
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(r.state, id)).toMatchObject({ imprisoned: true, at: "castle-dil" });
  });

  it("SYN-P.401 one (chosen) stays free, the others are imprisoned", () => {
    let r = flee();
    r = then(r, die(2));
    paragraphRead(r.events, 401, "One person in the space remains free");
    r = then(r, pick("uhura"));
    expect(person(r.state, "uhura")).toMatchObject({ imprisoned: false, at: "dilair-meadows" });
    expect(person(r.state, "sulu").imprisoned).toBe(true);
    expect(person(r.state, "chekov").imprisoned).toBe(true);
  });

  it("SYN-P.402 the injured are imprisoned, the others are not", () => {
    let r = flee({ chekov: { at: "castle-dil", injured: true } });
    r = then(r, die(3));
    paragraphRead(r.events, 402, "All injured people in the space");
    expect(person(r.state, "chekov").imprisoned).toBe(true);
    expect(person(r.state, "sulu").imprisoned).toBe(false);
    expect(person(r.state, "uhura").imprisoned).toBe(false);
  });

  it("SYN-P.403 one injured person (chosen) is imprisoned", () => {
    let r = flee({ chekov: { at: "castle-dil", injured: true }, uhura: { at: "castle-dil", injured: true } });
    r = then(r, die(5));
    paragraphRead(r.events, 403, "One injured person");
    expect(actions(r.state)).toEqual([pick("uhura"), pick("chekov")]);
    r = then(r, pick("chekov"));
    expect(person(r.state, "chekov").imprisoned).toBe(true);
    expect(person(r.state, "uhura")).toMatchObject({ imprisoned: false, injured: true });
    expect(person(r.state, "sulu").imprisoned).toBe(false);
  });

  it("SYN-P.404 the fleeing lose their horses but escape", () => {
    let r = flee({ sulu: { at: "castle-dil", horse: true }, uhura: { at: "castle-dil", horse: true }, chekov: { at: "castle-dil", horse: true } });
    expect(pendingModifiers(r.state)).toEqual([{ label: "all on horses", value: 3, rule: "SYN-T.FLIGHT" }]);
    r = then(r, die(4));
    paragraphRead(r.events, 404, "remove the Horse counter");
    for (const id of ["sulu", "uhura", "chekov"]) expect(person(r.state, id)).toMatchObject({ horse: false, imprisoned: false, at: "dilair-meadows" });
  });

  it("SYN-P.405 the escape is successful", () => {
    let r = flee({ sulu: { at: "castle-dil", horse: true } });
    r = then(r, die(10));
    paragraphRead(r.events, 405, "escape is successful");
    expect(person(r.state, "sulu")).toMatchObject({ horse: true, imprisoned: false, at: "dilair-meadows" });
    expect(person(r.state, "chekov")).toMatchObject({ imprisoned: false, at: "dilair-meadows" });
  });
});

describe("SYN-T.RAID the Raid Table", () => {
  it("SYN-T.RAID the leader's raid value, +5 for phasers (Witchcraft +1), -1 castle, -3 squad, and the total reads the paragraph", () => {
    const s = castleRaid(); // Farnosh Bridge squad in Castle Dil
    const r = startRaid(s, "sulu", true);
    expect(r.state.witchcraft).toBe(1);
    expect(eventsOf(r.events, "track")).toEqual([expect.objectContaining({ track: "witchcraft", from: 0, to: 1, rule: "SYN-T.RAID" })]);
    expect(pendingModifiers(r.state)).toEqual([
      { label: "Sulu's raid value", value: v("sulu", "raid"), rule: "SYN-8.4" },
      { label: "phasers", value: 5, rule: "SYN-T.RAID" },
      { label: "castle", value: -1, rule: "SYN-T.RAID" },
      { label: "King's Men squad present", value: -3, rule: "SYN-T.RAID" },
    ]);
    const total = 6 + v("sulu", "raid") + 5 - 1 - 3;
    const rolled = play(r.state, die(6));
    const roll = eventsOf(rolled.events, "roll")[0]!;
    expect(roll).toMatchObject({ table: "Raid Table", die: 6, total, result: lookup(rules.tables.raid, { roll: total }).result, rule: "SYN-T.RAID" });
  });

  it("SYN-T.RAID the Royal Palace is -3, a town nothing; no phasers, no Witchcraft", () => {
    const palace = startRaid(scenario({ people: { sulu: "royal-palace", "royal-guard": "north-road" } }), "sulu", false);
    expect(palace.state.witchcraft).toBe(0);
    expect(pendingModifiers(palace.state)).toEqual([
      { label: "Sulu's raid value", value: v("sulu", "raid"), rule: "SYN-8.4" },
      { label: "Royal Palace", value: -3, rule: "SYN-T.RAID" },
    ]);
    const town = startRaid(scenario({ people: { sulu: "trott", "trott-squad": "trott-downs" } }), "sulu", false);
    expect(pendingModifiers(town.state)).toEqual([{ label: "Sulu's raid value", value: v("sulu", "raid"), rule: "SYN-8.4" }]);
  });

  it("SYN-T.RAID phasers are offered only with an uninjured Federation crewman in the raid", () => {
    const crew = play(scenario({ people: { sulu: "castle-dil" } }), { type: "raid", leader: "sulu" });
    expect(actions(crew.state)).toEqual([
      { type: "phasers", use: true },
      { type: "phasers", use: false },
    ]);
    const locals = play(scenario({ people: { "big-tim": "castle-dil", sulu: { at: "castle-dil", injured: true } } }), { type: "raid", leader: "big-tim" });
    expect(syndrome.next(locals.state).kind).toBe("chance");
  });

  it("SYN-T.RAID the whole range: -1 or less reads 99, each total up to 16 its paragraph, 17 or more reads 117", () => {
    const table = rules.tables.raid;
    expect(lookup(table, { roll: -5 }).result).toBe(99);
    for (let total = 0; total <= 16; total++) expect(lookup(table, { roll: total }).result).toBe(100 + total);
    expect(lookup(table, { roll: 25 }).result).toBe(117);
  });
});
