import { hexDistance } from "@tt/hexgrid";
import { adjacentPieces, allianceOf, pieceHexes } from "../rules/pieces";
import type { SpecialRule } from "../scenario-schemas";
import { campPiece, clean, scenarioRuleId, withPiece, type GameContext } from "./context";
import type { ScenarioEvent, SherwoodEvent } from "./events";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };
type Fate = SherwoodState["fates"][number];
type Rule<K extends SpecialRule["rule"]> = Extract<SpecialRule, { rule: K }>;

/** @internal The special rules of the scenario a state plays (none for a skirmish). */
function specialRules(ctx: GameContext, state: SherwoodState): readonly SpecialRule[] {
  if (state.scenario === null) return [];
  const data = ctx.rules.scenario(state.scenario.number).data;
  const chosen = state.scenario.choices;
  return chosen.length === 0 ? data.specialRules : [...data.specialRules, ...data.options.filter((o) => chosen.includes(o.id)).flatMap((o) => o.rules)];
}

function ruleOf<K extends SpecialRule["rule"]>(ctx: GameContext, state: SherwoodState, kind: K): Rule<K> | undefined {
  return specialRules(ctx, state).find((r): r is Rule<K> => r.rule === kind);
}

const scenarioEvent = (state: SherwoodState, what: ScenarioEvent["what"], text: string, extra: Partial<ScenarioEvent> = {}): ScenarioEvent => ({
  type: "scenario",
  what,
  text,
  rule: scenarioRuleId(state),
  ...extra,
});

/** Whether `id` has had a fate of this kind. */
export const hasFate = (state: SherwoodState, id: string, fate: Fate["fate"]): boolean => state.fates.some((f) => f.piece === id && f.fate === fate);

/** Whether a scenario's special rules allow an action the rules of play allow (SHW-S.2, S.3, S.5, S.8). */
function allowedBy(ctx: GameContext, state: SherwoodState, r: SpecialRule, action: SherwoodAction): boolean {
  const piece = (id: string) => state.pieces.find((p) => p.id === id);
  switch (r.rule) {
    case "peaceful": {
      const target = action.type === "shoot" ? action.target : action.type === "attack" || action.type === "jump-attack" ? action.defender : null;
      const strikers = action.type === "shoot" ? [action.shooter] : action.type === "attack" ? action.attackers : action.type === "jump-attack" ? [action.piece] : [];
      if (target === null || !strikers.some((s) => r.characters.includes(s))) return true;
      const t = piece(target);
      return r.against !== null && t !== undefined && allianceOf(t) !== r.against;
    }
    case "protected": {
      const target = action.type === "shoot" ? action.target : action.type === "attack" || action.type === "jump-attack" ? action.defender : null;
      return target === null || !r.characters.includes(target) || hasFate(state, target, "fought");
    }
    case "no-climbing": {
      if (action.type !== "step" && action.type !== "advance" && action.type !== "deploy") return true;
      const to = action.to;
      if (!r.characters.includes(action.piece) || "front" in to) return true;
      const info = ctx.board.info(to);
      return !(to.level === 1 && info !== undefined && info.level === 0);
    }
    case "wounded-leave":
    case "capture-beside":
    case "escorted":
    case "marriage":
    case "leave-map":
    case "treasure":
    case "runs-away":
    case "blinding":
    case "forced-drive":
      return true;
    default: {
      const never: never = r;
      throw new Error(`unknown special rule ${String(never)}`);
    }
  }
}

/** @internal The actions a scenario's special rules leave: no attack by the peaceful, none on the protected, no climbing for some. */
export function scenarioFilter(ctx: GameContext, state: SherwoodState, actions: readonly SherwoodAction[]): SherwoodAction[] {
  const rules = specialRules(ctx, state);
  if (rules.length === 0) return [...actions];
  const blind = new Set(state.blinded.map((b) => b.piece));
  return actions.filter((a) => !(blind.size > 0 && actorOf(a).some((id) => blind.has(id))) && rules.every((r) => allowedBy(ctx, state, r, a)));
}

/** Who acts in an action: the pieces a blinded character cannot be (scenario 6: no moving, attacking or shooting). */
function actorOf(a: SherwoodAction): readonly string[] {
  switch (a.type) {
    case "shoot":
      return [a.shooter];
    case "attack":
      return a.attackers;
    case "step":
    case "dismount":
    case "mount":
    case "lead":
    case "drive":
    case "jump-attack":
    case "enter":
    case "leave":
    case "blind":
      return [a.piece];
    default:
      return [];
  }
}

/**
 * @internal Scenario 4: in the turn the rule names, while the cart can still be driven (its coachman has
 * drive actions), its camp's movement phase goes on and the coachman does nothing but drive.
 */
export function forcedDrive(ctx: GameContext, state: SherwoodState, actions: readonly SherwoodAction[]): readonly SherwoodAction[] {
  const r = ruleOf(ctx, state, "forced-drive");
  if (r === undefined || state.turn !== r.turn || state.phase !== "move") return actions;
  const cart = state.pieces.find((p) => p.equipment === r.equipment && p.camp === state.sides[state.active]);
  if (cart === undefined) return actions;
  const drivers = new Set(
    actions.flatMap((a) =>
      a.type === "drive" && pieceHexes(cart).some((h) => h.q === state.pieces.find((p) => p.id === a.piece)?.at.q && h.r === state.pieces.find((p) => p.id === a.piece)?.at.r) ? [a.piece] : [],
    ),
  );
  if (drivers.size === 0) return actions;
  return actions.filter((a) => a.type !== "end-phase" && !("piece" in a && drivers.has(a.piece) && a.type !== "drive"));
}

/** @internal Scenario 6's option: the wolf leader may blind an enemy character within range instead of attacking. */
export function blindActions(ctx: GameContext, state: SherwoodState, side: string): SherwoodAction[] {
  const out: SherwoodAction[] = [];
  for (const r of specialRules(ctx, state)) {
    if (r.rule !== "blinding") continue;
    const p = state.pieces.find((x) => x.id === r.character && x.camp === side);
    if (p === undefined || p.state === "stunned" || p.captured === true || state.attacked.includes(p.id) || state.fired.includes(p.id)) continue;
    for (const t of state.pieces)
      if (t.character !== undefined && (t.alliance ?? t.camp) !== (p.alliance ?? p.camp) && !state.blinded.some((b) => b.piece === t.id) && hexDistance(t.at, p.at) <= r.range)
        out.push({ type: "blind", piece: p.id, target: t.id });
  }
  return out;
}

/** @internal The wolf leader tries to blind (instead of his attack): a d10 is rolled. */
export function blind(ctx: GameContext, state: SherwoodState, piece: string, target: string): Step {
  const r = specialRules(ctx, state).find((x): x is Rule<"blinding"> => x.rule === "blinding" && x.character === piece)!;
  return { state: { ...state, attacked: [...state.attacked, piece], roll: { roll: "blinding", piece, target, below: r.below, turns: r.turns } }, events: [] };
}

/** @internal The blinding roll is read: under the number, the target is blinded for his side's next turns. */
export function rollBlinding(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "blinding") throw new Error("no blinding roll is pending");
  const hit = face < roll.below;
  const text = specialRules(ctx, state).find((x) => x.rule === "blinding")?.text ?? "";
  const events: SherwoodEvent[] = [
    { type: "roll", roll: "blinding", piece: roll.piece, face, modifiers: [], total: face, result: hit ? "blinded" : "missed", table: `blinding (under ${roll.below})`, rule: "SHW-S.6" },
  ];
  if (hit) events.push(scenarioEvent(state, "blinded", text, { piece: roll.target }));
  const blinded = hit ? [...state.blinded, { piece: roll.target, turns: roll.turns }] : state.blinded;
  return { state: { ...state, roll: null, blinded }, events };
}

/** @internal A camp's turn is over: its blinded characters have one turn fewer to wait. */
export function tickBlinded(state: SherwoodState, camp: string): SherwoodState {
  if (state.blinded.length === 0) return state;
  const mine = (id: string) => state.pieces.find((p) => p.id === id)?.camp === camp;
  const blinded = state.blinded.flatMap((b) => (!mine(b.piece) ? [b] : b.turns > 1 ? [{ ...b, turns: b.turns - 1 }] : []));
  const gone = blinded.filter((b) => state.pieces.some((p) => p.id === b.piece));
  return { ...state, blinded: gone };
}

/** Scenario 4's wolf runs away when Hardouin, his master, dies. */
function runAway(state: SherwoodState, r: Rule<"runs-away">): Step {
  const master = state.fallen.find((p) => p.id === r.master);
  if (master === undefined || !hasFate(state, r.master, "killed")) return { state, events: [] };
  const fleeing = state.pieces.filter((p) => p.animal === r.animal && p.camp === master.camp);
  if (fleeing.length === 0) return { state, events: [] };
  const ids = new Set(fleeing.map((b) => b.id));
  const kept = (list: readonly string[]) => list.filter((x) => !ids.has(x));
  const moving = state.moving !== null && ids.has(state.moving.piece) ? null : state.moving;
  const advancing = state.advance === null ? [] : kept(state.advance.pieces);
  const advance = state.advance === null || advancing.length === 0 ? null : { ...state.advance, pieces: advancing };
  const gone = {
    advance,
    pieces: state.pieces.filter((p) => !ids.has(p.id)),
    moved: kept(state.moved),
    fired: kept(state.fired),
    attacked: kept(state.attacked),
    led: state.led.filter((l) => !ids.has(l.animal)),
    moving,
  };
  return { state: { ...state, ...gone }, events: fleeing.map((b) => scenarioEvent(state, "ran-away", r.text, { piece: b.id })) };
}

/** The fates the step's events record: hurt, killed, captured (with who did it); attacks by the protected clergy. */
function fatesOf(ctx: GameContext, state: SherwoodState, events: readonly SherwoodEvent[]): { fates: Fate[]; events: SherwoodEvent[] } {
  const fates: Fate[] = [];
  const out: SherwoodEvent[] = [];
  const protectedOnes = ruleOf(ctx, state, "protected")?.characters ?? [];
  for (const e of events) {
    if (e.type === "effect" && (e.effect === "wounded" || e.effect === "killed" || e.effect === "captured")) fates.push({ piece: e.piece, fate: e.effect, by: e.by ?? null, turn: state.turn });
    const strikers = e.type === "attack" ? e.attackers : e.type === "shot" ? [e.shooter] : [];
    for (const s of strikers) {
      if (!protectedOnes.includes(s) || hasFate(state, s, "fought") || fates.some((f) => f.piece === s && f.fate === "fought")) continue;
      fates.push({ piece: s, fate: "fought", by: null, turn: state.turn });
      out.push(scenarioEvent(state, "fought", ruleOf(ctx, state, "protected")!.text, { piece: s }));
    }
  }
  return { fates, events: out };
}

/** Scenario 1: a wounded character is removed from the game. */
function removeWounded(state: SherwoodState, r: Rule<"wounded-leave">): Step {
  const wounded = state.pieces.filter((p) => p.character !== undefined && p.state === "wounded");
  if (wounded.length === 0) return { state, events: [] };
  const ids = new Set(wounded.map((p) => p.id));
  const fates = wounded.map((p): Fate => ({ piece: p.id, fate: "removed", by: null, turn: state.turn }));
  const moving = state.moving !== null && ids.has(state.moving.piece) ? null : state.moving;
  return {
    state: {
      ...state,
      pieces: state.pieces.filter((p) => !ids.has(p.id)),
      fallen: [...state.fallen, ...wounded.map((p) => clean({ ...p, mounted: undefined, facing: undefined, upTree: undefined, shot: undefined }))],
      fates: [...state.fates, ...fates],
      moving,
      led: state.led.filter((l) => !ids.has(l.by)),
    },
    events: wounded.map((p) => scenarioEvent(state, "removed", r.text, { piece: p.id })),
  };
}

/** Scenario 1: an enemy beside Alan with no friend of Alan's beside him captures the minstrel. */
function captureBeside(state: SherwoodState, r: Rule<"capture-beside">): Step {
  const target = state.pieces.find((p) => p.id === r.character);
  if (target === undefined || target.captured === true) return { state, events: [] };
  const friends = state.pieces.filter((p) => p.id !== target.id && p.character !== undefined && allianceOf(p) === allianceOf(target));
  const captor = state.pieces.find((p) => r.camps.includes(p.camp) && p.character !== undefined && adjacentPieces(p, target) && !friends.some((f) => adjacentPieces(f, p)));
  if (captor === undefined) return { state, events: [] };
  const next = withPiece(state, target.id, clean({ ...target, captured: true }));
  return {
    state: { ...next, fates: [...next.fates, { piece: target.id, fate: "captured", by: captor.camp, turn: state.turn }] },
    events: [scenarioEvent(state, "captured", r.text, { piece: target.id, camp: captor.camp })],
  };
}

/** Scenario 2: Mildred is the captor's while one of its characters stands beside her, else free. */
function escort(state: SherwoodState, r: Rule<"escorted">): Step {
  const m = state.pieces.find((p) => p.id === r.character);
  if (m === undefined) return { state, events: [] };
  const held = state.pieces.some((p) => p.id !== m.id && p.camp === r.captor && p.character !== undefined && adjacentPieces(p, m));
  const camp = held ? r.captor : r.free;
  if (m.camp === camp) return { state, events: [] };
  const moved = campPiece(state, clean({ ...m, camp, alliance: undefined }));
  const moving = state.moving?.piece === m.id ? null : state.moving;
  return { state: { ...withPiece(state, m.id, moved), moving }, events: [scenarioEvent(state, "control", r.text, { piece: m.id, camp })] };
}

/** The pieces a step's events show moving or fighting. */
function actorsOf(events: readonly SherwoodEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) {
    if (e.type === "moved" || e.type === "advanced" || e.type === "entered" || e.type === "dismounted" || e.type === "mounted") out.add(e.piece);
    if (e.type === "attack") for (const id of [...e.attackers, e.defender]) out.add(id);
    if (e.type === "shot") for (const id of [e.shooter, e.target]) out.add(id);
    if (e.type === "effect") out.add(e.piece);
  }
  return out;
}

/** @internal After every step of a scenario: fates recorded, then its special rules at work (SHW-S.1, SHW-S.2). */
export function afterScenarioStep(ctx: GameContext, step: Step): Step {
  let state = step.state;
  if (state.scenario === null) return step;
  const recorded = fatesOf(ctx, state, step.events);
  state = recorded.fates.length === 0 ? state : { ...state, fates: [...state.fates, ...recorded.fates] };
  const events: SherwoodEvent[] = [...step.events, ...recorded.events];
  const couple = state.vigil === null ? undefined : ruleOf(ctx, state, "marriage");
  if (couple !== undefined && state.vigil !== null) {
    const pair = couple.couples.find((c) => c.suitor === state.vigil!.suitor)!;
    const actors = actorsOf(step.events);
    if ([pair.suitor, pair.priest, couple.bride].some((id) => actors.has(id))) state = { ...state, vigil: null };
  }
  if (state.roll !== null || state.effects.length > 0) return { state, events };
  for (const r of specialRules(ctx, state)) {
    const done =
      r.rule === "wounded-leave"
        ? removeWounded(state, r)
        : r.rule === "capture-beside"
          ? captureBeside(state, r)
          : r.rule === "escorted"
            ? escort(state, r)
            : r.rule === "runs-away"
              ? runAway(state, r)
              : null;
    if (done === null) continue;
    state = done.state;
    events.push(...done.events);
  }
  return { state, events };
}

/** Whether all of `ids` stand in `building`. */
function allInside(ctx: GameContext, state: SherwoodState, ids: readonly string[], building: string): boolean {
  return ids.every((id) => {
    const p = state.pieces.find((x) => x.id === id);
    return p !== undefined && p.captured !== true && pieceHexes(p).every((h) => ctx.board.info(h)?.building === building);
  });
}

/** Scenario 2: a couple that stayed a whole turn in the chapel with their priest is married; a couple there now begins its turn of waiting. */
function marriage(ctx: GameContext, state: SherwoodState, r: Rule<"marriage">): Step {
  const vigil = state.vigil;
  if (vigil !== null && vigil.turn === state.turn - 1) {
    const pair = r.couples.find((c) => c.suitor === vigil.suitor)!;
    if (allInside(ctx, state, [pair.suitor, pair.priest, r.bride], r.building)) {
      const fates = [...state.fates, { piece: pair.suitor, fate: "married" as const, by: null, turn: state.turn }];
      return { state: { ...state, fates, vigil: null }, events: [scenarioEvent(state, "married", r.text, { piece: pair.suitor })] };
    }
  }
  const pair = r.couples.find((c) => allInside(ctx, state, [c.suitor, c.priest, r.bride], r.building));
  return { state: { ...state, vigil: pair === undefined ? null : { suitor: pair.suitor, turn: state.turn } }, events: [] };
}

/** @internal A new game turn of a scenario begins: marriages, and the turn order (initiative rolled, or Mildred's side first from turn two). */
export function newGameTurn(ctx: GameContext, state: SherwoodState): Step {
  if (state.scenario === null || state.turn > state.turns) return { state, events: [] };
  const data = ctx.rules.scenario(state.scenario.number).data;
  const r = ruleOf(ctx, state, "marriage");
  const married = r === undefined ? { state, events: [] } : marriage(ctx, state, r);
  let next = married.state;
  const events = [...married.events];
  if (data.turnOrder.rule === "initiative") next = { ...next, roll: { roll: "initiative", sides: data.camps.map((c) => c.id) } };
  if (data.turnOrder.rule === "mildred-controller" && next.turn >= 2) {
    const holder = next.pieces.find((p) => p.character === "mildred")?.camp;
    if (holder !== undefined && next.sides[0] !== holder) {
      const order = [holder, ...next.sides.filter((s) => s !== holder)];
      next = { ...next, sides: order, active: 0 };
      events.push(scenarioEvent(state, "order", data.turnOrder.camps.length > 0 ? "From turn two, the side that controls Mildred goes first." : "", { order }));
    }
  }
  return { state: next, events };
}

/** @internal The initiative roll of a new turn (scenario 6): 1-5, the first camp listed plays first; 6-10, the other (a roll-off, as a player would make it). */
export function rollInitiative(state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "initiative") throw new Error("no initiative roll is pending");
  const order = face <= 5 ? [...roll.sides] : [...roll.sides].reverse();
  return {
    state: { ...state, roll: null, sides: order, active: 0 },
    events: [
      { type: "roll", roll: "initiative", piece: order[0]!, face, modifiers: [], total: face, result: `${order[0]} first`, table: "initiative", rule: "SHW-S.6" },
      scenarioEvent(state, "order", "Initiative is rolled at the start of each turn.", { order }),
    ],
  };
}

/** @internal Characters a scenario lets off the map (scenario 3's Rebecca and Isaac) standing on an outer edge of the board, as movement actions. */
export function leaveActions(ctx: GameContext, state: SherwoodState, side: string): SherwoodAction[] {
  const r = ruleOf(ctx, state, "leave-map");
  if (r === undefined) return [];
  const outer = ctx.board.outerSides;
  return state.pieces
    .filter((p) => p.camp === side && r.characters.includes(p.id) && !state.moved.includes(p.id) && p.state !== "stunned" && p.captured !== true)
    .filter((p) => (ctx.board.info(p.at)?.edges ?? []).some((e) => outer.some((o) => o.map === e.map && o.side === e.side)) && ctx.board.info(p.at)?.level === 0 && p.upTree !== true)
    .map((p): SherwoodAction => ({ type: "leave", piece: p.id }));
}

/** @internal A character leaves the map by its edge (scenario 3): off the board for good, which the victory conditions read. */
export function leaveMap(state: SherwoodState, id: string): Step {
  const moving = state.moving?.piece === id ? null : state.moving;
  const gone = (list: readonly string[]) => list.filter((x) => x !== id);
  const next = {
    ...state,
    moved: gone(state.moved),
    fired: gone(state.fired),
    attacked: gone(state.attacked),
    pieces: state.pieces.filter((p) => p.id !== id),
    moving,
    led: state.led.filter((l) => l.by !== id),
    fates: [...state.fates, { piece: id, fate: "left" as const, by: null, turn: state.turn }],
  };
  return { state: next, events: [{ type: "left-map", piece: id, rule: "SHW-S.3" }] };
}

/** @internal A scenario's override of a character's movement allowance (scenario 6's wolf leader: 10, 5 wounded), or `null`. */
export function movementOverride(ctx: GameContext, state: SherwoodState, piece: GamePiece): number | null {
  if (state.scenario === null || piece.character === undefined || piece.mounted === true || piece.state === "stunned") return null;
  const o = ctx.rules.scenario(state.scenario.number).data.overrides.find((x) => x.character === piece.character);
  if (o?.footMovement == null) return null;
  return piece.state === "wounded" ? o.footMovement.wounded : o.footMovement.healthy;
}
