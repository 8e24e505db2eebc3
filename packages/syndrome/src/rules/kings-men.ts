import { lookup } from "@tt/tables";
import { codeEffects } from "../codes";
import type { SyndromeRules } from "../data";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import type { RollTask, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { neverAsks, personActions, spaceActions, type TaskHandler } from "./handler";
import { P, byParagraph, groupAt, isFree, nearest, rebelSpaces } from "./people";
import { rollEvent } from "./roll-text";

/** King's Men Actions (section 12, SYN-T.KINGSMEN): which squads act, where they move, what they do. */

/** Where the Royal Party is. */
export function royalPartySpace(rules: SyndromeRules, s: State): string {
  return s.royalParty.route < 0 ? rules.palace : rules.route[s.royalParty.route]!;
}

/** Ends of a squad's two-space move toward the nearest target (SYN-12.3): every space a shortest route may end on. */
function squadEnds(rules: SyndromeRules, s: State, squad: number, toward: "rebels" | "town" | "royal-party"): string[] {
  const from = s.people[squad]!.at;
  const targets = toward === "rebels" ? rebelSpaces(rules, s) : toward === "town" ? rules.towns.slice() : [royalPartySpace(rules, s)];
  const { spaces, distance } = nearest(rules, from, targets);
  if (spaces.length === 0 || distance === 0 || distance === Infinity) return [];
  const step = Math.min(2, distance);
  const ends = new Set<string>();
  for (const target of spaces) {
    for (const v of rules.landSpaces) if (rules.distance(from, v) === step && rules.distance(v, target) === distance - step) ends.add(v);
  }
  return [...ends];
}

/** The squads nearest to `space` (not in it): who a summons (`*`, SYN-P.70) moves. */
function summonCandidates(rules: SyndromeRules, s: State, space: string): number[] {
  let best = Infinity;
  let out: number[] = [];
  s.people.forEach((p, i) => {
    if (rules.counters[i]!.kind !== "squad" || p.controlled || p.at === space || p.at === OUT_OF_PLAY) return;
    const d = rules.distance(p.at, space);
    if (d < best) {
      best = d;
      out = [i];
    } else if (d === best) out.push(i);
  });
  return best === Infinity ? [] : out;
}

function moveSquad(tx: Tx, squad: number, to: string, rule = "SYN-12.3"): void {
  const from = tx.p(squad).at;
  if (from === to) return;
  tx.w(squad).at = to;
  tx.emit({ type: "squad-move", squad: tx.id(squad), from, to, rule });
}

/**
 * Spaces a squad must be within three of to act (SYN-12.2): where the player controls someone
 * on the map, prisoners and people in sanctuary included; with `squadsAct: "near-active-rebels"`,
 * only where his free people stand outside sanctuary (the destinations of SYN-12.3).
 */
function controlledSpaces(rules: SyndromeRules, s: State): string[] {
  if (s.rules.squadsAct === "near-active-rebels") return rebelSpaces(rules, s);
  const set = new Set<string>();
  for (const p of s.people) if (p.controlled && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) set.add(p.at);
  return [...set];
}

/** SYN-P.61: Iohannes with a squad makes it roll on the Patrol column. */
function iohannesWith(rules: SyndromeRules, s: State, space: string): boolean {
  const i = byParagraph(rules, P.iohannes);
  return i >= 0 && s.people[i]!.at === space && isFree(s.people[i]!);
}

/** SYN-12.2: each squad within three spaces of the player's people rolls, in counter order. */
export const kingsMen: TaskHandler<TaskOf<"kings-men">> = {
  run(tx, task) {
    const rules = tx.rules;
    const s = tx.s;
    const targets = controlledSpaces(rules, s);
    for (let i = task.next; i < rules.counters.length; i++) {
      const p = s.people[i]!;
      if (rules.counters[i]!.kind !== "squad" || p.controlled || p.at === OUT_OF_PLAY) continue;
      if (nearest(rules, p.at, targets).distance > 3) continue;
      tx.replaceFront({ kind: "kings-men", next: i + 1 });
      tx.push({ kind: "roll", roll: { table: "kingsMen", squad: i, column: iohannesWith(rules, s, p.at) ? "Patrol" : s.royalOrders } });
      return true;
    }
    tx.pop();
    s.phase = "royal-party";
    tx.emit({ type: "phase", phase: "Royal Party Movement & Fealty" });
    return true;
  },
  ask: () => neverAsks("kings-men"),
};

/** The King's Men Table read: the squad's move (if any), then its effects. */
export function resolveKingsMen(tx: Tx, roll: Extract<RollTask, { table: "kingsMen" }>, face: number): void {
  const table = tx.rules.tables.kingsMen;
  const read = lookup(table, { roll: face, key: roll.column });
  rollEvent(tx, { table: table.name, roll, face, modifiers: [], row: read.row.label, result: read.result, explanation: read.explanation });
  const tokens = tx.rules.code(read.result);
  const move = tokens.find((t) => t.kind === "move");
  const effects = codeEffects(tokens);
  const from = tx.s.people[roll.squad]!.at;
  if (move !== undefined && move.kind === "move") tx.push({ kind: "squad-move", squad: roll.squad, toward: move.toward, effects, from });
  else tx.push({ kind: "squad-effects", squad: roll.squad, effects, from });
}

/** SYN-12.3: a squad moves two spaces toward its target; equally short routes are the player's choice. */
export const squadMove: TaskHandler<TaskOf<"squad-move">> = {
  run(tx, task) {
    const ends = squadEnds(tx.rules, tx.s, task.squad, task.toward);
    if (ends.length > 1) return false;
    tx.pop();
    if (ends.length === 1) moveSquad(tx, task.squad, ends[0]!);
    tx.push({ kind: "squad-effects", squad: task.squad, effects: task.effects, from: task.from });
    return true;
  },
  ask(rules, s, task) {
    return {
      kind: "decision",
      prompt: `Where does the ${rules.counters[task.squad]!.name} squad end its move (equally short routes)?`,
      actions: spaceActions(squadEnds(rules, s, task.squad, task.toward)),
      rule: "SYN-12.3",
      detail: { rule: "SYN-12.3", ask: "choose-space", subject: { space: task.from, effect: "squad-move", squad: rules.counters[task.squad]!.id } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "choose-space") return false;
    tx.pop();
    moveSquad(tx, task.squad, action.space);
    tx.push({ kind: "squad-effects", squad: task.squad, effects: task.effects, from: task.from });
    return true;
  },
};

/**
 * SYN-T.KINGSMEN: a squad strikes only rebels it already shares a space with; one that arrives
 * this turn takes up its position (reconstructed reading of the table's effect codes).
 */
export const squadEffects: TaskHandler<TaskOf<"squad-effects">> = {
  run(tx, task) {
    tx.pop();
    const space = tx.s.people[task.squad]!.at;
    const group = groupAt(tx.s, space);
    if (group.length === 0 || task.effects.length === 0) return true;
    if (space !== task.from) tx.emit({ type: "note", text: `the ${tx.rules.counters[task.squad]!.name} squad arrives and takes position`, rule: "SYN-T.KINGSMEN" });
    else tx.push({ kind: "steps", space, steps: task.effects, at: 0, target: -1, people: null, exclude: [], paragraph: null, rule: "SYN-T.KINGSMEN", fleeing: false });
    return true;
  },
  ask: () => neverAsks("squad-effects"),
};

/** SYN-T.CODES `*`, SYN-P.70: the nearest squad moves into the space; equally near squads are the player's choice. */
export const summon: TaskHandler<TaskOf<"summon">> = {
  run(tx, task) {
    const candidates = summonCandidates(tx.rules, tx.s, task.space);
    if (candidates.length > 1) return false;
    tx.pop();
    if (candidates.length === 1) moveSquad(tx, candidates[0]!, task.space, task.reason);
    return true;
  },
  ask(rules, s, task) {
    return {
      kind: "decision",
      prompt: "Which of the equally near squads moves?",
      actions: personActions(rules, summonCandidates(rules, s, task.space)),
      rule: task.reason,
      detail: { rule: task.reason, ask: "choose-person", subject: { space: task.space, effect: "summon" } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "choose-person") return false;
    tx.pop();
    moveSquad(tx, tx.index(action.person), task.space, task.reason);
    return true;
  },
};
