import { describe, expect, it } from "vitest";
import { lookup } from "@tt/tables";
import { createSyndrome, syndrome, SYNDROME_DATA, type Action, type Outcome, type State, type SyndromeEvent, type SyndromeGame } from "../src/index";
import { actions, die, eventsOf, person, play, playWith, scenario } from "./helpers";

const rules = syndrome.rules;
const squadIds = rules.counters.filter((c) => c.kind === "squad").map((c) => c.id);

/**
 * The shipped King's Men Table is reconstructed and mild (it strikes with `1I` and `1C` only).
 * The rules read every code of the table grammar, so the striking codes it does not use (`F`,
 * `2C`, and `1C` under Search) are tested with a user's data set whose table has them: the same
 * data with a harsher King's Men Table, loaded through the public `createSyndrome`.
 */
const HARSH_ROWS = [
  ["N", "N", "N"],
  ["N", "N", "N"],
  ["N", "N", "MT"],
  ["N", "N", "MN"],
  ["N", "MT", "MN"],
  ["N", "MT", "MN"],
  ["MT", "MN", "MN,1I"],
  ["MT", "MN", "MN,F"],
  ["MR", "MN,1I", "MN,1C"],
  ["MN", "MN,1C", "MN,2C"],
];
const harsh: SyndromeGame = createSyndrome({
  ...SYNDROME_DATA,
  tables: { ...SYNDROME_DATA.tables, kingsMen: { ...SYNDROME_DATA.tables.kingsMen, rows: HARSH_ROWS.map((results, k) => ({ label: String(k + 1), results })) } },
});

/** What the King's Men Table reads for a die face under some orders (SYN-T.KINGSMEN). */
const kingsMen = (face: number, column: "Patrol" | "Search" | "Seize", game: SyndromeGame = syndrome) => lookup(game.rules.tables.kingsMen, { roll: face, key: column }).result;

/** The first face whose King's Men result under `column` satisfies `test`. */
function faceWhere(column: "Patrol" | "Search" | "Seize", test: (code: string) => boolean, game: SyndromeGame = syndrome): number {
  for (let face = 1; face <= 10; face++) if (test(kingsMen(face, column, game))) return face;
  throw new Error(`no ${column} result fits`);
}

/** A face that does nothing under `column` ("N"). */
const nothing = (column: "Patrol" | "Search" | "Seize") => faceWhere(column, (c) => c === "N");

interface Run {
  state: State;
  events: SyndromeEvent[];
  /** Squads that rolled on the King's Men Table, in order, with the column read. */
  rolled: { squad: string; column: string }[];
}

/**
 * Ends Rebel Actions and plays the King's Men rolls: `faces[squad]` for a squad's roll (else a
 * face that does nothing); stops at the first decision, or when the Royal Party phase begins.
 */
function kingsMenPhase(s: State, faces: Record<string, number> = {}, inputs: (Action | Outcome)[] = [], game: SyndromeGame = syndrome): Run {
  let r = playWith(game, s, { type: "end-actions" }, ...inputs);
  const events = [...r.events];
  const rolled: Run["rolled"] = [];
  for (let guard = 0; guard < 30; guard++) {
    const task = r.state.queue[0];
    if (r.state.phase !== "kings-men" || task === undefined) break;
    if (task.kind !== "roll" || task.roll.table !== "kingsMen") break;
    const squad = rules.counters[task.roll.squad]!.id;
    rolled.push({ squad, column: task.roll.column });
    r = playWith(game, r.state, die(faces[squad] ?? nothing(task.roll.column)));
    events.push(...r.events);
  }
  return { state: r.state, events, rolled };
}

function more(run: Run, ...inputs: (Action | Outcome)[]): Run {
  return moreWith(syndrome, run, ...inputs);
}
function moreWith(game: SyndromeGame, run: Run, ...inputs: (Action | Outcome)[]): Run {
  const r = playWith(game, run.state, ...inputs);
  return { ...run, state: r.state, events: [...run.events, ...r.events] };
}

const space = (id: string): Action => ({ type: "choose-space", space: id });

describe("SYN-12.1 Royal Orders", () => {
  it("SYN-12.1 the Royal Orders start on Patrol", () => {
    expect(syndrome.setup(syndrome.parseOptions({})).royalOrders).toBe("Patrol");
    const run = kingsMenPhase(scenario({ people: { kirk: "trott" } }));
    expect(run.rolled.length).toBeGreaterThan(0);
    expect(run.rolled.every((r) => r.column === "Patrol")).toBe(true);
  });

  it("SYN-12.1 the first raid moves the orders to Search; the King's Men then roll on Search", () => {
    const s = scenario({ people: { sulu: "castle-dil", vance: { at: "castle-dil", imprisoned: true } } });
    const face = 7 - rules.person("sulu").raid + 1; // Castle Dil -1: the total 7 reads paragraph 107 (no McCoy: no effect)
    const r = play(s, { type: "raid", leader: "sulu" }, { type: "phasers", use: false }, die(face));
    expect(eventsOf(r.events, "orders")).toEqual([{ type: "orders", from: "Patrol", to: "Search", rule: "SYN-12.1" }]);
    expect(r.state.royalOrders).toBe("Search");
    expect(r.state.raided).toBe(true);
    const run = kingsMenPhase(r.state);
    expect(run.rolled.length).toBeGreaterThan(0);
    expect(run.rolled.every((x) => x.column === "Search")).toBe(true);
    // a later raid changes nothing
    const again = play(scenario({ raided: true, royalOrders: "Search", people: { sulu: "castle-dil" } }), { type: "raid", leader: "sulu" }, { type: "phasers", use: false });
    expect(eventsOf(again.events, "orders")).toHaveLength(0);
  });

  it("SYN-12.1 Royal Morale below 5 moves the orders to Seize (5 itself does not)", () => {
    const preach = (royalMorale: number) => play(scenario({ royalMorale, raided: true, royalOrders: "Search", people: { "brother-gerald": "dil-road" } }), { type: "preach", track: "royalMorale" });
    const at5 = preach(6);
    expect(at5.state.royalMorale).toBe(5);
    expect(at5.state.royalOrders).toBe("Search");
    expect(eventsOf(at5.events, "orders")).toHaveLength(0);
    const at4 = preach(5);
    expect(at4.state.royalMorale).toBe(4);
    expect(at4.state.royalOrders).toBe("Seize");
    expect(eventsOf(at4.events, "orders")).toEqual([{ type: "orders", from: "Search", to: "Seize", rule: "SYN-12.1" }]);
    const run = kingsMenPhase(at4.state);
    expect(run.rolled.length).toBeGreaterThan(0);
    expect(run.rolled.every((x) => x.column === "Seize")).toBe(true);
  });
});

describe("SYN-12.2 which squads act", () => {
  it("SYN-12.2 only squads within three spaces of a person the player controls roll, one roll each", () => {
    const s = scenario({ people: { kirk: "trott-downs" } });
    const run = kingsMenPhase(s);
    const within = squadIds.filter((id) => rules.distance(person(s, id).at, "trott-downs") <= 3);
    expect(within.sort()).toEqual(["klamath-town-squad", "trott-squad"]);
    expect(run.rolled.map((r) => r.squad).sort()).toEqual(within);
    expect(rules.distance("klamath-town", "trott-downs")).toBe(3);
    expect(run.state.phase).toBe("royal-party");
  });

  it("SYN-12.2 with nobody on the map no squad rolls", () => {
    const run = kingsMenPhase(scenario({}));
    expect(run.rolled).toEqual([]);
    expect(eventsOf(run.events, "roll").filter((e) => e.table === "King's Men Table")).toHaveLength(0);
  });

  it("SYN-12.2 a prisoner the player controls makes squads within three spaces act (he is a person you control)", () => {
    const run = kingsMenPhase(scenario({ people: { kirk: { at: "trott", imprisoned: true } } }));
    const within = squadIds.filter((id) => rules.distance(person(run.state, id).at, "trott") <= 3).sort();
    expect(within.length).toBeGreaterThan(0);
    expect(run.rolled.map((r) => r.squad).sort()).toEqual(within);
  });

  it("SYN-12.2 people in sanctuary make squads act too; only the destination ignores them (SYN-12.3)", () => {
    const run = kingsMenPhase(scenario({ people: { kirk: { at: "trott", sanctuary: -1 } } }));
    expect(run.rolled.length).toBeGreaterThan(0);
  });

  it("SYN-12.2 with squadsAct near-active-rebels, prisoners and people in sanctuary make no squad act", () => {
    const options = { squadsAct: "near-active-rebels" } as const;
    expect(kingsMenPhase(scenario({ options, people: { kirk: { at: "trott", imprisoned: true } } })).rolled).toEqual([]);
    expect(kingsMenPhase(scenario({ options, people: { kirk: { at: "trott", sanctuary: -1 } } })).rolled).toEqual([]);
    expect(kingsMenPhase(scenario({ options, people: { kirk: "trott" } })).rolled.length).toBeGreaterThan(0);
  });

  it("SYN-12.2 a squad four spaces away does nothing", () => {
    const s = scenario({ people: { kirk: "wyrwood" } });
    const run = kingsMenPhase(s);
    expect(rules.distance("klamath-town", "wyrwood")).toBeGreaterThan(3);
    expect(run.rolled.map((r) => r.squad)).not.toContain("klamath-town-squad");
    expect(run.rolled.map((r) => r.squad).sort()).toEqual(["farnosh-bridge-squad", "royal-guard"]);
  });
});

describe("SYN-12.3 moving the King's Men", () => {
  const mn = faceWhere("Search", (c) => c === "MN");

  it("SYN-12.3 a squad moves two spaces by a shortest route toward the nearest rebels", () => {
    // Sulu at Northguard: the Royal Guard, two spaces away by the North Road, moves onto him
    const s = scenario({ raided: true, royalOrders: "Search", people: { sulu: "northguard" } });
    const run = kingsMenPhase(s, { "royal-guard": mn });
    const moves = eventsOf(run.events, "squad-move").filter((e) => e.squad === "royal-guard");
    expect(moves).toEqual([{ type: "squad-move", squad: "royal-guard", from: "royal-palace", to: "northguard", rule: "SYN-12.3" }]);
  });

  it("SYN-12.3 a squad never moves more than two spaces; equal routes and destinations are the player's choice", () => {
    const s = scenario({ raided: true, royalOrders: "Search", people: { sulu: "wyrwood" } });
    expect(rules.distance("farnosh-bridge", "wyrwood")).toBe(3);
    const run = kingsMenPhase(s, { "farnosh-bridge-squad": mn });
    const offered = actions(run.state).map((a) => (a as { space: string }).space);
    expect(offered.length).toBeGreaterThan(1);
    for (const end of offered) {
      expect(rules.distance("farnosh-bridge", end)).toBe(2);
      expect(rules.distance(end, "wyrwood")).toBe(1);
    }
    const every = rules.landSpaces.filter((v) => rules.distance("farnosh-bridge", v) === 2 && rules.distance(v, "wyrwood") === 1);
    expect(offered.sort()).toEqual(every.sort());
    const chosen = offered[0]!;
    const after = more(run, space(chosen));
    expect(person(after.state, "farnosh-bridge-squad").at).toBe(chosen);
  });

  it("SYN-12.3 prisoners do not draw a squad", () => {
    // Kirk imprisoned (controlled) at Castle Dil, two spaces from Farnosh Bridge; Sulu free at Northguard, three away
    const s = scenario({
      raided: true,
      royalOrders: "Search",
      people: { kirk: { at: "castle-dil", imprisoned: true }, sulu: "northguard", "royal-guard": "klamath-town", "klamath-town-squad": "trott" },
    });
    const run = kingsMenPhase(s, { "farnosh-bridge-squad": mn });
    const offered = actions(run.state).map((a) => (a as { space: string }).space);
    expect(offered).not.toContain("castle-dil");
    for (const end of offered) expect(rules.distance(end, "northguard")).toBe(1);
  });

  it("SYN-12.3 people in sanctuary do not draw a squad, and a squad's result spares them", () => {
    const s = scenario({ raided: true, royalOrders: "Search", people: { kirk: { at: "klamath-cathedral", sanctuary: -1 }, sulu: "northguard" } });
    const run = kingsMenPhase(s, { "royal-guard": mn });
    expect(
      eventsOf(run.events, "squad-move")
        .filter((e) => e.squad === "royal-guard")
        .map((e) => e.to),
    ).toEqual(["northguard"]);
    // a capturing result where only people in sanctuary are: nobody is taken (the harsh table's 2C)
    const capture = faceWhere("Seize", (c) => c.includes("2C"), harsh);
    const t = scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { kirk: { at: "farnosh-bridge", sanctuary: -1 }, spock: { at: "farnosh-bridge", sanctuary: -1 } } });
    const run2 = kingsMenPhase(t, { "farnosh-bridge-squad": capture }, [], harsh);
    expect(person(run2.state, "kirk").imprisoned).toBe(false);
    expect(person(run2.state, "spock").imprisoned).toBe(false);
  });

  it("SYN-12.3 a squad already with the rebels stays and applies the rest of its result (here: one captured, the player's choice)", () => {
    const face = faceWhere("Seize", (c) => c === "MN,1C");
    const s = scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { sulu: "farnosh-bridge", chekov: "farnosh-bridge" } });
    let run = kingsMenPhase(s, { "farnosh-bridge-squad": face });
    expect(eventsOf(run.events, "squad-move").filter((e) => e.squad === "farnosh-bridge-squad")).toEqual([]);
    expect(actions(run.state)).toEqual([
      { type: "choose-person", person: "sulu" },
      { type: "choose-person", person: "chekov" },
    ]);
    run = more(run, { type: "choose-person", person: "chekov" });
    expect(person(run.state, "chekov")).toMatchObject({ imprisoned: true, at: "farnosh-bridge" });
    expect(person(run.state, "sulu").imprisoned).toBe(false);
  });

  it("SYN-12.3 a squad that arrives this turn (or ends short) does not strike yet (reconstructed reading)", () => {
    const face = faceWhere("Seize", (c) => c === "MN,1C");
    const s = scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { sulu: "northguard", chekov: "northguard" } });
    const run = kingsMenPhase(s, { "royal-guard": face });
    expect(person(run.state, "royal-guard").at).toBe("northguard");
    expect(person(run.state, "sulu").imprisoned).toBe(false);
    expect(person(run.state, "chekov").imprisoned).toBe(false);
    const short = kingsMenPhase(scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { sulu: "wyrwood" } }), { "farnosh-bridge-squad": face });
    const after = more(short, actions(short.state)[0]!);
    expect(person(after.state, "sulu").imprisoned).toBe(false);
  });
});

describe("SYN-T.KINGSMEN the King's Men Table", () => {
  it("SYN-T.KINGSMEN an F result makes the rebels with the squad flee (sanctuary may be sought first in a town)", () => {
    // The shipped table has no F: a user's data set with the harsh table does.
    const face = faceWhere("Seize", (code) => code.split(",").includes("F"), harsh);
    const s = scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { sulu: "trott", chekov: "trott" } });
    const run = kingsMenPhase(s, { "trott-squad": face }, [], harsh);
    expect(actions(run.state)).toEqual(expect.arrayContaining([{ type: "request-sanctuary", requester: "sulu" }, { type: "decline-sanctuary" }]));
    const fled = moreWith(harsh, run, { type: "decline-sanctuary" }, space("trott-downs"));
    expect(person(fled.state, "sulu").at).toBe("trott-downs");
    expect(person(fled.state, "chekov").at).toBe("trott-downs");
    expect(fled.state.queue[0]).toMatchObject({ kind: "roll", roll: { table: "flight", from: "trott", space: "trott-downs" } });
  });

  it("SYN-T.KINGSMEN is cross-indexed by die roll and the Royal Orders", () => {
    for (const orders of ["Patrol", "Search", "Seize"] as const) {
      const s = scenario({ royalMorale: orders === "Seize" ? 4 : 10, raided: orders !== "Patrol", royalOrders: orders, people: { kirk: "trott-downs" } });
      const run = kingsMenPhase(s, { "trott-squad": 5 });
      const roll = eventsOf(run.events, "roll").find((e) => e.table === "King's Men Table" && e.purpose.includes("Trott squad"))!;
      expect(roll.rule).toBe("SYN-T.KINGSMEN");
      expect(roll.die).toBe(5);
      expect(roll.purpose).toContain(`(${orders})`);
      expect(roll.result).toBe(kingsMen(5, orders));
    }
    expect(new Set([kingsMen(5, "Patrol"), kingsMen(5, "Search"), kingsMen(5, "Seize")]).size).toBeGreaterThan(1);
  });

  it("SYN-T.KINGSMEN MT moves a squad toward the nearest town, MR toward the Royal Party", () => {
    const mt = faceWhere("Search", (c) => c.startsWith("MT"));
    const s = scenario({ raided: true, royalOrders: "Search", people: { sulu: "trott-downs", "trott-squad": "samwith-chase" } });
    const run = kingsMenPhase(s, { "trott-squad": mt });
    expect(
      eventsOf(run.events, "squad-move")
        .filter((e) => e.squad === "trott-squad")
        .map((e) => e.to),
    ).toEqual(["trott"]);
    const mrColumn = (["Patrol", "Search", "Seize"] as const).find((c) => Array.from({ length: 10 }, (_, k) => kingsMen(k + 1, c)).includes("MR"))!;
    const mr = faceWhere(mrColumn, (c) => c === "MR");
    const t = scenario({ royalMorale: mrColumn === "Seize" ? 4 : 10, raided: mrColumn !== "Patrol", royalOrders: mrColumn, royalParty: { route: 0, hold: true }, people: { sulu: "northguard" } });
    const run2 = kingsMenPhase(t, { "royal-guard": mr });
    expect(
      eventsOf(run2.events, "squad-move")
        .filter((e) => e.squad === "royal-guard")
        .map((e) => e.to),
    ).toEqual(["farnosh-bridge"]);
  });

  it("SYN-P.61 a squad in Iohannes's space rolls on the Patrol column whatever the orders", () => {
    const s = scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { iohannes: "farnosh-bridge", sulu: "trott" } });
    const run = kingsMenPhase(s);
    const fb = run.rolled.find((r) => r.squad === "farnosh-bridge-squad")!;
    expect(fb.column).toBe("Patrol");
    expect(run.rolled.find((r) => r.squad === "trott-squad")!.column).toBe("Seize");
    const roll = eventsOf(run.events, "roll").find((e) => e.purpose.includes("Farnosh Bridge squad"))!;
    expect(roll.result).toBe(kingsMen(roll.die, "Patrol"));
    // injured, Iohannes still frightens them
    const hurt = kingsMenPhase(scenario({ royalMorale: 4, raided: true, royalOrders: "Seize", people: { iohannes: { at: "farnosh-bridge", injured: true } } }));
    expect(hurt.rolled.find((r) => r.squad === "farnosh-bridge-squad")!.column).toBe("Patrol");
  });
});
