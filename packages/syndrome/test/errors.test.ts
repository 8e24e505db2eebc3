import { RuleError, runGame, randomPolicy, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { createSyndrome, loadSyndromeData, parseCode, SyndromeError, SYNDROME_DATA, syndrome, type State, type SyndromeData } from "../src/index";
import { scenario } from "./helpers";

/** A deep copy of the package's data to corrupt. */
const data = (): SyndromeData & Record<string, unknown> => structuredClone(SYNDROME_DATA) as SyndromeData & Record<string, unknown>;

/** Runs `fn`, expecting a SyndromeError; returns it. */
function syndromeError(fn: () => unknown): SyndromeError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SyndromeError);
    return error as SyndromeError;
  }
  throw new Error("expected a SyndromeError");
}

function expectDataError(corrupt: SyndromeData, code: SyndromeError["code"], path: string, message?: RegExp): void {
  for (const load of [() => loadSyndromeData(corrupt), () => createSyndrome(corrupt)]) {
    const error = syndromeError(load);
    expect({ code: error.code, path: error.path }).toEqual({ code, path });
    if (message) expect(error.message).toMatch(message);
  }
}

describe("corrupt data files", () => {
  const spaces = SYNDROME_DATA.map.spaces;
  const indexOf = (id: string) => spaces.findIndex((s) => s.id === id);

  it("the package's own data loads", () => {
    expect(loadSyndromeData(data()).counters.length).toBe(syndrome.rules.counters.length);
  });

  it("an unknown neighbour names the space and the neighbour", () => {
    const d = data();
    d.map.spaces[3]!.neighbours[1] = "atlantis";
    expectDataError(d, "syndrome/invalid-data", "map.spaces[3].neighbours[1]", /unknown space "atlantis"/);
  });

  it("asymmetric neighbours name the one that is not listed back", () => {
    const d = data();
    const a = d.map.spaces[3]!;
    const b = d.map.spaces.find((s) => s.id === a.neighbours[1])!;
    b.neighbours = b.neighbours.filter((n) => n !== a.id);
    expectDataError(d, "syndrome/invalid-data", "map.spaces[3].neighbours[1]", /symmetric/);
  });

  it("a Royal Route step that is not next to the one before", () => {
    const d = data();
    const route = d.map.royalRoute;
    // a road space two or more steps from route[1]
    const far = syndrome.rules.landSpaces.find((id) => ["road", "town"].includes(syndrome.rules.space(id).type) && syndrome.rules.distance(id, route[1]!) > 2)!;
    route[2] = far;
    expectDataError(d, "syndrome/invalid-data", "map.royalRoute[2]", /is not next to/);
  });

  it("an unknown space in the route", () => {
    const d = data();
    d.map.royalRoute[5] = "nowhere";
    expectDataError(d, "syndrome/invalid-data", "map.royalRoute[5]", /unknown space/);
  });

  it("a table code outside the grammar (2X)", () => {
    const d = data();
    d.tables.kingsMen.rows[1]!.results[2] = "2X";
    expectDataError(d, "syndrome/invalid-data", "tables.kingsMen.rows[1].results[2]", /"2X" is not a table code/);
    const e = data();
    e.tables.recruiting.rows[0]!.results[0] = "N,2X*";
    expectDataError(e, "syndrome/invalid-data", "tables.recruiting.rows[0].results[0]", /"2X\*" is not a table code/);
  });

  it("a paragraph a table refers to is missing", () => {
    const d = data();
    const wanted = d.tables.raid.rows[0]!.result;
    d.paragraphs = d.paragraphs.filter((p) => p.number !== wanted);
    expectDataError(d, "syndrome/invalid-data", "tables.raid.rows[0].result", new RegExp(`paragraph ${wanted} is not in the data`));
  });

  it("a paragraph given twice", () => {
    const d = data();
    d.paragraphs.push(structuredClone(d.paragraphs[0]!));
    expectDataError(d, "syndrome/invalid-data", `paragraphs[${d.paragraphs.length - 1}].number`, /given twice/);
  });

  it("a person's home that is not a space", () => {
    const d = data();
    const i = d.people.findIndex((p) => p.home !== null);
    d.people[i]!.home = "nowhere";
    expectDataError(d, "syndrome/invalid-data", `people[${i}].home`);
  });

  it("a space of the wrong type fails the schema with its path", () => {
    const d = data();
    (d.map.spaces[7] as { type: string }).type = "swamp";
    expectDataError(d, "syndrome/invalid-data", "map.spaces[7].type");
  });

  it("a wrong schemaVersion", () => {
    const d = data();
    (d as { schemaVersion: number }).schemaVersion = 2;
    expectDataError(d, "syndrome/unsupported-schema-version", "schemaVersion");
  });

  it("not a data set at all", () => {
    expect(syndromeError(() => loadSyndromeData(null)).code).toBe("syndrome/invalid-data");
    expect(syndromeError(() => loadSyndromeData({ schemaVersion: 1 })).code).toBe("syndrome/invalid-data");
  });

  it("the palace must be a palace", () => {
    const d = data();
    d.map.palace = spaces[indexOf("trott")]!.id;
    expectDataError(d, "syndrome/invalid-data", "map.palace");
  });
});

function snapshotError(mutate: (s: Record<string, unknown> & State) => void): SyndromeError {
  const s = JSON.parse(JSON.stringify(syndrome.setup(syndrome.parseOptions({})))) as Record<string, unknown> & State;
  mutate(s);
  return syndromeError(() => syndrome.parseState(s));
}

describe("data sets and snapshots too big to read", () => {
  it("a list of a million items is refused at its path before the schemas read it (they overflowed the stack)", () => {
    const many = new Array<number>(1_000_000).fill(0);
    const started = performance.now();
    const people = syndromeError(() => loadSyndromeData({ ...SYNDROME_DATA, people: many }));
    expect({ code: people.code, path: people.path }).toEqual({ code: "syndrome/invalid-data", path: "people" });
    expect(people.message).toBe("people: a list of more than 10,000 items: no data set has one");
    const spaces = syndromeError(() => loadSyndromeData({ ...SYNDROME_DATA, map: { ...SYNDROME_DATA.map, spaces: many } }));
    expect(spaces.path).toBe("map.spaces");
    const state = JSON.parse(JSON.stringify(syndrome.setup(syndrome.parseOptions({})))) as Record<string, unknown>;
    const snapshot = syndromeError(() => syndrome.parseState({ ...state, people: many }));
    expect({ code: snapshot.code, path: snapshot.path }).toEqual({ code: "syndrome/invalid-snapshot", path: "people" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("a data set nested 20,000 levels deep is refused at its path", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const error = syndromeError(() => loadSyndromeData({ ...SYNDROME_DATA, paragraphs: deep }));
    expect(error.code).toBe("syndrome/invalid-data");
    expect(error.path.startsWith("paragraphs[0][0]")).toBe(true);
  });
});

describe("table codes handed to parseCode", () => {
  it("SYN-T.CODES a token outside the grammar is a SyndromeError syndrome/invalid-code quoting the token", () => {
    const e = syndromeError(() => parseCode("XYZ"));
    expect({ code: e.code, path: e.path }).toEqual({ code: "syndrome/invalid-code", path: "" });
    expect(e.message).toMatch(/^"XYZ" is not a table code \(expected N, R, F, /);
    expect(syndromeError(() => parseCode("N,2X*")).message).toMatch(/^"2X\*" is not a table code/);
  });

  it("SYN-T.CODES a huge token is quoted to 80 characters, then …", () => {
    const e = syndromeError(() => parseCode(`N,${"Q".repeat(1_000_000)}`));
    expect(e.code).toBe("syndrome/invalid-code");
    expect(e.message.startsWith(`"${"Q".repeat(80)}"… is not a table code`)).toBe(true);
    expect(e.message.length).toBeLessThan(250);
  });

  it("SYN-T.CODES what is not text (null, a number, an object, undefined) is refused with syndrome/invalid-code", () => {
    for (const junk of [null, undefined, 42, Number.NaN, { code: "N" }, ["N"], 12n]) {
      const e = syndromeError(() => parseCode(junk as unknown as string));
      expect(e.code).toBe("syndrome/invalid-code");
      expect(e.message).toMatch(/^a table code is text such as "2I,F", not /);
    }
  });

  it("SYN-T.CODES constructor, __proto__ and toString are no tokens (the lookup is not the prototype's)", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "N,constructor*"]) {
      expect(syndromeError(() => parseCode(name)).code).toBe("syndrome/invalid-code");
    }
    expect(parseCode("2I,F")).toEqual([{ kind: "injure", count: 2 }, { kind: "flee" }]);
  });
});

describe("corrupt snapshots", () => {
  it("a fresh setup and a finished game read back unchanged", () => {
    const setup = syndrome.setup(syndrome.parseOptions({}));
    expect(syndrome.parseState(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
    const run = runGame(syndrome, {}, { policies: randomPolicy(9), chance: seededChance(9), recordEvents: false });
    expect(syndrome.parseState(JSON.parse(JSON.stringify(run.state)))).toEqual(run.state);
  });

  it("a wrong schemaVersion", () => {
    const e = snapshotError((s) => ((s as { schemaVersion: number }).schemaVersion = 3));
    expect({ code: e.code, path: e.path }).toEqual({ code: "syndrome/unsupported-schema-version", path: "schemaVersion" });
    const missing = snapshotError((s) => delete (s as { schemaVersion?: number }).schemaVersion);
    expect({ code: missing.code, path: missing.path }).toEqual({ code: "syndrome/invalid-snapshot", path: "schemaVersion" });
  });

  it("a track at 25", () => {
    for (const track of ["witchcraft", "royalMorale", "warchest"] as const) {
      const e = snapshotError((s) => (s[track] = 25));
      expect({ code: e.code, path: e.path }).toEqual({ code: "syndrome/invalid-snapshot", path: track });
    }
    const negative = snapshotError((s) => (s.warchest = -1));
    expect(negative.path).toBe("warchest");
  });

  it("an unknown place", () => {
    const e = snapshotError((s) => (s.people[4]!.at = "atlantis"));
    expect({ code: e.code, path: e.path }).toEqual({ code: "syndrome/invalid-snapshot", path: "people[4].at" });
    expect(e.message).toMatch(/atlantis/);
  });

  it("a wrong people count", () => {
    const fewer = snapshotError((s) => s.people.pop());
    expect({ code: fewer.code, path: fewer.path }).toEqual({ code: "syndrome/invalid-snapshot", path: "people" });
    const more = snapshotError((s) => s.people.push(structuredClone(s.people[0]!)));
    expect(more.path).toBe("people");
  });

  it("a malformed person, a Royal Party off its route, an unknown sworn town, an unknown task", () => {
    expect(snapshotError((s) => ((s.people[2] as { injured: unknown }).injured = "yes")).path).toBe("people[2].injured");
    expect(snapshotError((s) => (s.royalParty.route = 999)).path).toBe("royalParty.route");
    expect(snapshotError((s) => (s.sworn = ["royal-palace"])).path).toBe("sworn[0]");
    expect(snapshotError((s) => (s.queue = [{ kind: "dance" } as never])).path).toBe("queue[0].kind");
    expect(snapshotError((s) => (s.queue = [])).path).toBe("queue");
  });

  it("a hidden prisoner who is not imprisoned, an unknown counter in the cup or among the freers", () => {
    expect(snapshotError((s) => (s.people[4]!.hidden = true)).path).toBe("people[4].hidden");
    expect(snapshotError((s) => (s.cup = ["nobody"])).path).toBe("cup[0]");
    const outOfPlay = syndrome.rules.counters.find((c) => c.kind === "neutral")!.id;
    expect(snapshotError((s) => (s.cup = [outOfPlay, outOfPlay])).path).toBe("cup[1]");
    expect(snapshotError((s) => (s.cup = ["kirk"])).message).toMatch(/not a counter out of play/);
    expect(snapshotError((s) => (s.freedBy = ["nobody"])).path).toBe("freedBy[0]");
  });

  it("not an object", () => {
    expect(syndromeError(() => syndrome.parseState(null)).code).toBe("syndrome/invalid-snapshot");
    expect(syndromeError(() => syndrome.parseState("state")).code).toBe("syndrome/invalid-snapshot");
  });
});

/** Applies `input` to `state`, expecting a RuleError with `code`; checks the state is unchanged. */
function expectIllegal(state: State, input: unknown, code: string): RuleError {
  const before = structuredClone(state);
  let caught: unknown;
  try {
    syndrome.apply(state, input as never);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code).toBe(code);
  expect(state).toEqual(before);
  return caught as RuleError;
}

describe("illegal inputs", () => {
  const decision = scenario({ people: { kirk: "trott", spock: "trott" } });
  const chance = syndrome.setup(syndrome.parseOptions({}));

  it("the fixtures wait for what the tests assume", () => {
    expect(syndrome.next(decision).kind).toBe("decision");
    expect(syndrome.next(chance).kind).toBe("chance");
  });

  it("an action that is not listed", () => {
    expectIllegal(decision, { type: "raid", leader: "mccoy" }, "syndrome/illegal-action");
    expectIllegal(decision, { type: "move", person: "kirk", to: "royal-palace" }, "syndrome/illegal-action");
    expectIllegal(decision, { type: "place-neutral", space: "trott" }, "syndrome/illegal-action");
    expectIllegal(decision, { type: "recruit", recruiter: "nobody", target: "kirk" }, "syndrome/illegal-action");
  });

  it("an action during a chance step", () => {
    expectIllegal(chance, { type: "end-actions" }, "syndrome/illegal-action");
  });

  it("an outcome during a decision", () => {
    expectIllegal(decision, { type: "die", face: 3 }, "syndrome/illegal-outcome");
  });

  it("a die face 11 (or 0, or 2.5) and a draw of a counter not in the cup", () => {
    const roll = syndrome.apply(decision, { type: "raid", leader: "kirk" }).state;
    const phasers = syndrome.apply(roll, { type: "phasers", use: false }).state;
    expect(syndrome.next(phasers).kind).toBe("chance");
    for (const face of [11, 0, 2.5, -1]) expectIllegal(phasers, { type: "die", face }, "syndrome/illegal-outcome");
    expectIllegal(chance, { type: "draw", person: "kirk" }, "syndrome/illegal-outcome");
    expectIllegal(chance, { type: "die", face: 4 }, "syndrome/illegal-outcome");
  });

  it("a malformed action object", () => {
    for (const input of [
      null,
      undefined,
      7,
      "end-actions",
      [],
      {},
      { type: 3 },
      { type: "fly", to: "trott" },
      { type: "move", person: "kirk" },
      { type: "spend", gold: -1 },
      { type: "heal", patients: [], kit: false },
    ]) {
      expectIllegal(decision, input, "syndrome/illegal-action");
    }
  });

  it("an input holding a huge name or a huge value is refused with at most 80 characters of it quoted", () => {
    const huge = "x".repeat(1_000_000);
    for (const [state, input] of [
      [decision, { type: "place-neutral", space: huge }],
      [decision, { type: "recruit", recruiter: "kirk", target: huge }],
      [decision, { type: "free-prisoners", person: huge }],
      [decision, [huge]],
      [decision, { type: huge }],
      [chance, { type: "draw", person: huge }],
    ] as const) {
      const error = expectIllegal(state, input, state === chance ? "syndrome/illegal-outcome" : "syndrome/illegal-action");
      expect(error.message).not.toMatch(/x{81}/);
      const reason = syndrome.whyIllegal!(state, input);
      expect(reason?.message ?? "").not.toMatch(/x{81}/);
    }
  });

  it("any input after the game is over", () => {
    const over = runGame(syndrome, {}, { policies: randomPolicy(3), chance: seededChance(3), recordEvents: false }).state;
    const before = structuredClone(over);
    expect(() => syndrome.apply(over, { type: "end-actions" })).toThrow(RuleError);
    expect(over).toEqual(before);
  });
});

describe("bad options", () => {
  for (const [options, path] of [
    [{ maxTurns: 0 }, "options.maxTurns"],
    [{ maxTurns: 2.5 }, "options.maxTurns"],
    [{ startingWarchest: 20 }, "options.startingWarchest"],
    [{ startingWarchest: "4" }, "options.startingWarchest"],
    [{ players: 2 }, "options"],
    [7, "options"],
  ] as const) {
    it(`${JSON.stringify(options)} is refused at ${path}`, () => {
      const e = syndromeError(() => syndrome.parseOptions(options));
      expect({ code: e.code, path: e.path }).toEqual({ code: "syndrome/invalid-options", path });
      const again = syndromeError(() => syndrome.setup(options as never));
      expect(again.code).toBe("syndrome/invalid-options");
    });
  }

  it("defaults apply", () => {
    const defaults = {
      maxTurns: 100,
      startingWarchest: 4,
      openRebellion: "needs-crew",
      aidThePoor: "any-amount",
      squadsAct: "near-any-controlled",
      joinEffects: "on-gaining-control",
      gorenKit: false,
    };
    expect(syndrome.parseOptions({})).toEqual(defaults);
    expect(syndrome.parseOptions(undefined)).toEqual(defaults);
  });
});
