import { dieRoll, type ChanceOutcome, type PhysicalRoll } from "@tt/engine";
import { lookup } from "@tt/tables";
import type { SyndromeRules } from "../data";
import type { Outcome } from "../schemas";
import type { State } from "../state";
import type { StepDetail } from "../step-detail";
import type { RollTask, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import type { PendingChance, TaskHandler } from "./handler";
import { heal } from "./apply-action";
import { resolveFlight, resolveSanctuary } from "./flight";
import { resolveKingsMen } from "./kings-men";
import { gainControl } from "./people";
import { resolveRaid } from "./raids";
import { resolveCode } from "./recruiting";
import { paragraphSteps } from "./resolution";
import { rollEvent, rollPurpose, rollRule } from "./roll-text";
import { resolveFealty } from "./royal-party";

/** Rolls on the tables (SYN-4.1): what each asks for, and where each result goes. */

const D10: ChanceOutcome<Outcome>[] = Array.from({ length: 10 }, (_, k) => Object.freeze({ outcome: Object.freeze({ type: "die" as const, face: k + 1 }), probability: 0.1 }));
Object.freeze(D10);
/** How the ten-sided die is read (SYN-2.4). */
const D10_ROLL: PhysicalRoll = Object.freeze(dieRoll(10, "1d10, 0 counts as 10"));
/** Half a die (SYN-T.DONATE `G half`): the same roll, halved. */
const HALF_D10_ROLL: PhysicalRoll = Object.freeze(dieRoll(10, "1d10, 0 counts as 10; halve it, rounding down"));
/** A prisoner chosen unseen (SYN-P.109). */
const PRISONER_DRAW: PhysicalRoll = Object.freeze({ kind: "draw", text: "mix the space's prisoner counters face down and draw one, unseen" });

/** SYN-P.109's blind draw: one of the space's prisoners, by position (`#<index>`), equally likely. */
function prisonerDraws(s: State, space: string): ChanceOutcome<Outcome>[] {
  const ids: string[] = [];
  s.people.forEach((p, i) => {
    if (p.at === space && p.imprisoned) ids.push(`#${i}`);
  });
  return ids.map((person) => ({ outcome: { type: "draw", person }, probability: 1 / ids.length }));
}

/** The structured data of a roll: table, die, modifiers and subject, by id. */
function rollDetail(rules: SyndromeRules, s: State, roll: RollTask): StepDetail {
  const id = (i: number) => rules.counters[i]!.id;
  const rule = rollRule(roll);
  const base = { rule, ask: "table-roll" as const, player: "player" as const, dice: "1d10" as const };
  switch (roll.table) {
    case "blind-free":
      return { rule, ask: "blind-draw", player: "player", subject: { space: roll.space } };
    case "heal":
      return { rule, ask: "heal-roll", player: "player", dice: "1d10", modifiers: [], needed: roll.needed, patients: roll.patients.map(id), subject: { space: roll.space } };
    case "gold":
      return { rule, ask: "gold-roll", player: "player", dice: "1d10", modifiers: [], amount: roll.amount, subject: { space: roll.space } };
    case "kingsMen":
      return { ...base, table: roll.table, modifiers: [], subject: { space: s.people[roll.squad]!.at, squad: id(roll.squad), column: roll.column } };
    case "recruiting":
      return { ...base, table: roll.table, modifiers: roll.modifiers.map((m) => ({ ...m })), subject: { space: roll.space, target: id(roll.target) } };
    case "raid":
      return { ...base, table: roll.table, modifiers: roll.modifiers.map((m) => ({ ...m })), subject: { space: roll.space, leader: id(roll.leader) } };
    case "sanctuary":
      return { ...base, table: roll.table, modifiers: roll.modifiers.map((m) => ({ ...m })), subject: { space: roll.space, requester: id(roll.requester) } };
    case "flight":
      return { ...base, table: roll.table, modifiers: roll.modifiers.map((m) => ({ ...m })), subject: { space: roll.space, from: roll.from } };
    case "donations":
    case "horseTheft":
    case "fealty":
      return { ...base, table: roll.table, modifiers: roll.modifiers.map((m) => ({ ...m })), subject: { space: roll.space } };
    default: {
      const unreachable: never = roll;
      return unreachable;
    }
  }
}

type Resolver<R> = (tx: Tx, roll: R, outcome: Outcome) => boolean;
/** A die roll's resolver: refuses a draw. */
const onDie =
  <R>(resolve: (tx: Tx, roll: R, face: number) => void): Resolver<R> =>
  (tx, roll, outcome) => {
    if (outcome.type !== "die") return false;
    resolve(tx, roll, outcome.face);
    return true;
  };

function resolveHeal(tx: Tx, roll: Extract<RollTask, { table: "heal" }>, face: number): void {
  const healed = face <= roll.needed;
  rollEvent(tx, {
    table: "Healing",
    roll,
    face,
    modifiers: [],
    row: `${roll.needed} or less`,
    result: healed ? "healed" : "not healed",
    explanation: `${face} ${healed ? "<=" : ">"} ${roll.needed}: ${healed ? "healed" : "not healed"}`,
  });
  if (healed) for (const i of roll.patients) heal(tx, i, roll.patients.length > 1 ? "SYN-P.12" : "SYN-8.6");
}

function resolveGold(tx: Tx, roll: Extract<RollTask, { table: "gold" }>, face: number): void {
  const gold = roll.amount === "half" ? Math.floor(face / 2) : face;
  rollEvent(tx, { table: "Gold", roll, face, modifiers: [], row: roll.amount, result: gold, explanation: `${face}${roll.amount === "half" ? " halved" : ""}: ${gold} gold` });
  const reason = roll.amount === "paragraph-115" ? "Eyven's gold taken" : roll.amount === "half" ? "a haul (G half)" : "a good donation (GD)";
  tx.track("warchest", gold, reason, rollRule(roll));
}

function resolveHorseTheft(tx: Tx, roll: Extract<RollTask, { table: "horseTheft" }>, face: number): void {
  const table = tx.rules.tables.horseTheft;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers });
  rollEvent(tx, { table: table.name, roll, face, modifiers: roll.modifiers, row: read.row.label, result: read.result, explanation: read.explanation });
  paragraphSteps(tx, read.result, roll.space);
}

const resolveBlindFree: Resolver<Extract<RollTask, { table: "blind-free" }>> = (tx, _roll, outcome) => {
  if (outcome.type !== "draw") return false;
  tx.emit({ type: "note", text: "one prisoner, chosen blind, is freed", rule: "SYN-P.109" });
  gainControl(tx, Number(outcome.person.slice(1)), "SYN-P.109", "freed");
  return true;
};

/** Where each table's result goes: one resolver per table, checked by the compiler. */
const RESOLVERS: { readonly [T in RollTask["table"]]: Resolver<Extract<RollTask, { table: T }>> } = {
  recruiting: onDie(resolveCode),
  donations: onDie(resolveCode),
  raid: onDie(resolveRaid),
  horseTheft: onDie(resolveHorseTheft),
  sanctuary: onDie(resolveSanctuary),
  flight: onDie(resolveFlight),
  fealty: onDie(resolveFealty),
  kingsMen: onDie(resolveKingsMen),
  heal: onDie(resolveHeal),
  gold: onDie(resolveGold),
  "blind-free": resolveBlindFree,
};

function resolveWith<R extends RollTask>(tx: Tx, roll: R, outcome: Outcome): boolean {
  return (RESOLVERS[roll.table] as Resolver<R>)(tx, roll, outcome);
}

/** A roll on a table, or a blind draw of a prisoner. */
export const roll: TaskHandler<TaskOf<"roll">> = {
  run: () => false,
  ask(rules, s, task): PendingChance {
    const r = task.roll;
    const purpose = rollPurpose(rules, r);
    const detail = rollDetail(rules, s, r);
    if (r.table === "blind-free") return { kind: "chance", purpose, outcomes: prisonerDraws(s, r.space), detail, roll: PRISONER_DRAW, blind: true };
    return { kind: "chance", purpose, outcomes: D10, detail, roll: r.table === "gold" && r.amount === "half" ? HALF_D10_ROLL : D10_ROLL };
  },
  resolve(tx, task, outcome) {
    tx.pop();
    return resolveWith(tx, task.roll, outcome);
  },
};
