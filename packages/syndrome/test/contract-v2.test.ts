import { EngineError, RuleError, dieRoll, readRoll, legalInput, playerLog, randomPolicy, replay, runGame, seededChance, stateChecksum, viewEvents, viewNext, type GameLog } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { stepDetailSchema, syndrome, syndromeSecrets, type Action, type Outcome, type State } from "../src/index";
import { die, person, play, scenario } from "./helpers";

const OPTIONS = syndrome.parseOptions({});

/** A seeded random game with a checksum after every input. */
function seededRun(seed: number) {
  return runGame(syndrome, OPTIONS, { policies: randomPolicy(seed), chance: seededChance(seed + 1), checksumEvery: 1 });
}

/** Whether `sent` (as JSON) names one of `secrets` as a JSON string value. */
function named(sent: unknown, secrets: readonly string[]): string | undefined {
  const text = JSON.stringify(sent) ?? "";
  return secrets.find((secret) => text.includes(JSON.stringify(secret)));
}

describe("what the player receives (SYN-3.2, SYN-3.3)", () => {
  it("SYN-3.2 every blind draw is a blind chance step with a draw's physical roll; viewNext shows its probabilities only", () => {
    let state = syndrome.setup(OPTIONS);
    const seen = new Set<string>();
    while (state.phase === "setup") {
      const next = syndrome.next(state);
      if (next.kind === "decision") {
        state = syndrome.apply(state, next.actions[0]!).state;
        continue;
      }
      if (next.kind !== "chance") break;
      expect(next.blind).toBe(true);
      expect(next.roll?.kind).toBe("draw");
      expect(next.detail?.ask).toBe("blind-draw");
      const shown = viewNext(syndrome, state, "player");
      expect(shown.kind).toBe("chance");
      expect(JSON.stringify(shown)).not.toContain('"person"');
      seen.add(next.detail!.rule);
      state = syndrome.apply(state, next.outcomes[0]!.outcome).state;
    }
    expect([...seen].sort()).toEqual(["SYN-3.2", "SYN-3.3"]);
  });

  it("SYN-3.2 a whole seeded game seen through viewNext, viewEvents, view and playerLog never names a hidden prisoner or a counter in the cup", () => {
    for (const seed of [3, 17, 42]) {
      const run = seededRun(seed);
      const mine = playerLog(syndrome, run.log, "player");
      let state = syndrome.setup(OPTIONS);
      let hiddenSeen = 0;
      run.log.inputs.forEach((input, step) => {
        const before = syndromeSecrets(state).player;
        hiddenSeen = Math.max(hiddenSeen, before.length);
        expect(named(viewNext(syndrome, state, "player"), before), `step ${step}: next`).toBeUndefined();
        const applied = syndrome.apply(state, input as Action | Outcome);
        const after = syndromeSecrets(applied.state).player;
        expect(named(viewEvents(syndrome, applied.events, "player"), after), `step ${step}: events`).toBeUndefined();
        expect(named(mine.inputs[step], after), `step ${step}: log`).toBeUndefined();
        expect(named(syndrome.view(applied.state, "player"), after), `step ${step}: view`).toBeUndefined();
        state = applied.state;
      });
      expect(hiddenSeen).toBeGreaterThan(0);
    }
  });

  it("SYN-3.2 the player's log is refused by replay at the first blind draw (engine/hidden-input); the referee's log replays", () => {
    const run = seededRun(5);
    const mine = playerLog(syndrome, run.log, "player");
    expect(() => replay(syndrome, mine)).toThrow(EngineError);
    try {
      replay(syndrome, mine);
    } catch (error) {
      expect((error as EngineError).code).toBe("engine/hidden-input");
      expect((error as EngineError).step).toBe(0);
    }
    expect(replay(syndrome, JSON.parse(JSON.stringify(run.log))).state).toEqual(run.state);
  });

  it("SYN-2.4 a log with one d10 face changed is refused at that step (engine/log-diverged)", () => {
    const run = seededRun(11);
    const inputs = run.log.inputs as (Action | Outcome)[];
    let state = syndrome.setup(OPTIONS);
    let tampered: GameLog | undefined;
    let at = -1;
    for (let step = 0; step < inputs.length && tampered === undefined; step++) {
      const input = inputs[step]!;
      const applied = syndrome.apply(state, input);
      if (input.type === "die") {
        for (let face = 1; face <= 10; face++) {
          if (face === input.face) continue;
          const other = syndrome.apply(state, die(face));
          if (stateChecksum(other.state) !== stateChecksum(applied.state)) {
            tampered = { ...run.log, inputs: inputs.map((x, k) => (k === step ? die(face) : x)) } as GameLog;
            at = step;
            break;
          }
        }
      }
      state = applied.state;
    }
    expect(tampered).toBeDefined();
    try {
      replay(syndrome, tampered);
      expect.unreachable("the tampered log replayed");
    } catch (error) {
      expect((error as EngineError).code).toBe("engine/log-diverged");
      expect((error as EngineError).step).toBe(at);
    }
  });
});

describe("step detail", () => {
  it("SYN-4.1 a roll's detail carries the table, the die, its labelled modifiers and the subject; the d10 reads 0 as 10", () => {
    const state = scenario({ people: { kirk: "trott" } });
    const raid = syndrome.apply(state, { type: "raid", leader: "kirk" }).state;
    const afterPhasers = syndrome.apply(raid, { type: "phasers", use: true }).state;
    const next = syndrome.next(afterPhasers);
    expect(next.kind).toBe("chance");
    if (next.kind !== "chance") return;
    const detail = stepDetailSchema.parse(next.detail);
    expect(detail).toMatchObject({ rule: "SYN-T.RAID", ask: "table-roll", table: "raid", dice: "1d10", subject: { space: "trott", leader: "kirk" } });
    const task = afterPhasers.queue[0]!;
    expect(task.kind === "roll" && "modifiers" in task.roll ? task.roll.modifiers : null).toEqual(detail.ask === "table-roll" ? detail.modifiers : undefined);
    expect(detail.ask === "table-roll" && detail.modifiers.some((m) => m.label === "phasers" && m.value === 5)).toBe(true);
    expect(next.roll).toEqual(dieRoll(10, "1d10, 0 counts as 10"));
    expect(readRoll(next, 0)).toEqual(die(10));
    expect(readRoll(next, 1)).toEqual(die(1));
    expect(next.blind).toBeUndefined();
  });

  it("SYN-8.1 the recruit-gold decision names the recruiter, the target and the most gold the Warchest allows", () => {
    const state = scenario({ people: { kirk: "trott" }, warchest: 6 });
    const target = syndrome.rules.counters.find((c) => c.kind === "royalist" && c.home === "trott");
    expect(target).toBeDefined();
    const asked = syndrome.apply(state, { type: "recruit", recruiter: "kirk", target: target!.id }).state;
    const next = syndrome.next(asked);
    expect(next.kind === "decision" ? next.detail : null).toEqual({ rule: "SYN-8.1", ask: "recruit-gold", max: 6, subject: { space: "trott", recruiter: "kirk", target: target!.id } });
  });
});

/** The RuleError `apply` throws for `input`, and the engine's legalInput error for it. */
function refusal(state: State, input: unknown): { rule: RuleError; engine: EngineError } {
  let rule: RuleError | undefined;
  try {
    syndrome.apply(state, input as Action);
  } catch (error) {
    rule = error as RuleError;
  }
  let engine: EngineError | undefined;
  try {
    legalInput(syndrome, state, input);
  } catch (error) {
    engine = error as EngineError;
  }
  expect(rule).toBeInstanceOf(RuleError);
  expect(engine).toBeInstanceOf(EngineError);
  return { rule: rule!, engine: engine! };
}

describe("errors a player can act on (whyIllegal)", () => {
  it("SYN-9.2 beaming up after beaming down this turn: Kirk already beamed down this turn", () => {
    const state = play(scenario(), { type: "beam-down", person: "kirk", to: "trott" }).state;
    const { rule, engine } = refusal(state, { type: "beam-up", person: "kirk" });
    expect(rule.message).toContain("Kirk already beamed down this turn");
    expect(rule.ruleId).toBe("SYN-9.2");
    expect(engine.ruleId).toBe("SYN-9.2");
    expect(engine.message).toContain("already beamed down this turn");
    expect(syndrome.whyIllegal(state, { type: "beam-up", person: "kirk" })?.ruleId).toBe("SYN-9.2");
  });

  it("SYN-8.9 an injured person may not raid or recruit", () => {
    const state = scenario({ people: { kirk: { at: "trott", injured: true }, spock: { at: "trott", spent: true } } });
    for (const input of [
      { type: "raid", leader: "kirk" },
      { type: "request-donations", requester: "kirk" },
    ]) {
      const { rule } = refusal(state, input);
      expect(rule.ruleId).toBe("SYN-8.9");
      expect(rule.message).toContain("is injured");
    }
  });

  it("SYN-8.9 a person who already acted this turn may not move", () => {
    const state = play(scenario({ people: { kirk: "trott" } }), { type: "move", person: "kirk", to: syndrome.rules.space("trott").land[0]! }).state;
    const { rule } = refusal(state, { type: "move", person: "kirk", to: "trott" });
    expect(rule.ruleId).toBe("SYN-8.9");
    expect(rule.message).toContain("already moved or acted this turn");
  });

  it("SYN-8.4 raiding a space that is not a town, castle or the Royal Palace", () => {
    const forest = syndrome.rules.spaces.find((sp) => sp.type === "forest")!;
    const state = scenario({ people: { kirk: forest.id } });
    const { rule } = refusal(state, { type: "raid", leader: "kirk" });
    expect(rule.ruleId).toBe("SYN-8.4");
    expect(rule.message).toContain("is not a town, a castle or the Royal Palace");
  });

  it("SYN-8.1 recruiting with more gold than the Warchest holds", () => {
    const target = syndrome.rules.counters.find((c) => c.kind === "royalist" && c.home === "trott")!;
    const state = play(scenario({ people: { kirk: "trott" }, warchest: 3 }), { type: "recruit", recruiter: "kirk", target: target.id }).state;
    const { rule } = refusal(state, { type: "spend", gold: 7 });
    expect(rule.ruleId).toBe("SYN-8.1");
    expect(rule.message).toContain("the Warchest holds only 3 gold");
  });

  it("SYN-9.3 moving beyond two spaces on foot", () => {
    const state = scenario({ people: { kirk: "trott" } });
    const far = syndrome.rules.landSpaces.find((sp) => syndrome.rules.distance("trott", sp) >= 3)!;
    const { rule } = refusal(state, { type: "move", person: "kirk", to: far });
    expect(rule.ruleId).toBe("SYN-9.3");
    expect(rule.message).toContain("cannot reach");
  });

  it("SYN-5 a Rebel Action during Rebel Expenses", () => {
    const state = scenario({ people: { kirk: "trott" }, queue: [{ kind: "expenses" }, { kind: "kings-men", next: 0 }, { kind: "royal-party" }, { kind: "end-turn" }], warchest: 0 });
    const expenses = { ...state, phase: "expenses" as const };
    const { rule } = refusal(expenses, { type: "move", person: "kirk", to: syndrome.rules.space("trott").land[0]! });
    expect(rule.ruleId).toBe("SYN-5");
    expect(rule.message).toContain("Rebel Expenses");
  });

  it("SYN-4.1 a die roll while the game waits for a decision, and an action while it waits for a roll", () => {
    const state = scenario({ people: { kirk: "trott" } });
    expect(refusal(state, die(4)).rule.message).toContain("waits for a decision");
    const rolling = play(state, { type: "request-donations", requester: "kirk" }).state;
    expect(refusal(rolling, { type: "end-actions" }).rule.message).toContain("waits for a roll or a draw");
    expect(person(rolling, "kirk").spent).toBe(true);
  });
});
