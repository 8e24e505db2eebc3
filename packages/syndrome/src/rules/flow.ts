import { lookup, type Modifier } from "@tt/tables";
import { dieRoll, type ChanceOutcome, type PhysicalRoll } from "@tt/engine";
import type { StepDetail } from "../step-detail";
import type { SyndromeRules } from "../data";
import { DONATION_ROWS } from "../data";
import type { Action, Outcome } from "../schemas";
import { ENTERPRISE, OUT_OF_PLAY, type PickTask, type RollTask, type State, type Task } from "../state";
import { illegal, type Tx } from "../_internal/tx";
import { applyRebelAction, heal, sameAction, pushSanctuary, rebelActions, recruitFamous, recruitModifiers } from "./actions";
import { P, abilityAt, byParagraph, freeAt, gainControl, groupAt, isFree, nearest, prisonersAt, rebelSpaces, squadsAt } from "./people";
import { reasonOf } from "./why";
import { codeSteps, flightModifiers, paragraphSteps, prisonsNear, raidModifiers, readParagraph, runStep } from "./steps";

/** What the front task waits for. */
export type Pending =
  | { kind: "decision"; prompt: string; actions: Action[]; rule: string; detail: StepDetail }
  | { kind: "chance"; purpose: string; outcomes: ChanceOutcome<Outcome>[]; key: string; detail: StepDetail; roll: PhysicalRoll; blind?: true }
  | { kind: "over" };

const D10: ChanceOutcome<Outcome>[] = Array.from({ length: 10 }, (_, k) => Object.freeze({ outcome: Object.freeze({ type: "die" as const, face: k + 1 }), probability: 0.1 }));
Object.freeze(D10);

/** How the ten-sided die is read (SYN-2.4). */
const D10_ROLL: PhysicalRoll = Object.freeze(dieRoll(10, "1d10, 0 counts as 10"));
/** Half a die (SYN-T.DONATE `G half`): the same roll, halved. */
const HALF_D10_ROLL: PhysicalRoll = Object.freeze(dieRoll(10, "1d10, 0 counts as 10; halve it, rounding down"));
/** A counter drawn unseen (SYN-3.2, SYN-3.3, SYN-P.109). */
const CUP_DRAW: PhysicalRoll = Object.freeze({ kind: "draw", text: "draw one counter from the cup, unseen" });
const PRISONER_DRAW: PhysicalRoll = Object.freeze({ kind: "draw", text: "mix the space's prisoner counters face down and draw one, unseen" });

const COLOURS: Record<string, string> = { neutral: "yellow", archon: "dark blue", enterprise: "light blue", royalist: "red", cleric: "dark green", squad: "purple" };

/** The colour of a counter (SYN-2.3): what the player may see of a hidden prisoner. */
export function colourOf(kind: string): string {
  return COLOURS[kind] ?? "grey";
}

const TABLE_RULE: Record<RollTask["table"], string> = {
  recruiting: "SYN-T.RECRUIT",
  donations: "SYN-T.DONATE",
  raid: "SYN-T.RAID",
  horseTheft: "SYN-T.HORSE",
  sanctuary: "SYN-T.SANCT",
  flight: "SYN-T.FLIGHT",
  fealty: "SYN-T.FEALTY",
  kingsMen: "SYN-T.KINGSMEN",
  heal: "SYN-8.6",
  gold: "SYN-T.CODES",
  "blind-free": "SYN-P.109",
};

function draws(ids: readonly string[]): ChanceOutcome<Outcome>[] {
  return ids.map((person) => ({ outcome: { type: "draw", person }, probability: 1 / ids.length }));
}

/** Neutrals not yet drawn into play (SYN-3.2, SYN-3.3). */
function neutralPool(rules: SyndromeRules, s: State): string[] {
  const out: string[] = [];
  s.people.forEach((p, i) => {
    const c = rules.counters[i]!;
    if (c.kind === "neutral" && p.at === OUT_OF_PLAY && !s.cup.includes(c.id)) out.push(c.id);
  });
  return out;
}

/** Spaces that may take a free neutral at setup: land, not yet holding one placed (SYN-3.3). */
function neutralSpaces(rules: SyndromeRules, s: State): string[] {
  const taken = new Set<string>();
  s.people.forEach((p, i) => {
    if (rules.counters[i]!.kind === "neutral" && !p.imprisoned && p.at !== OUT_OF_PLAY) taken.add(p.at);
  });
  return rules.landSpaces.filter((id) => !taken.has(id));
}

function personActions(rules: SyndromeRules, from: readonly number[]): Action[] {
  return from.map((i) => ({ type: "choose-person", person: rules.counters[i]!.id }));
}

function spaceActions(spaces: readonly string[]): Action[] {
  return spaces.map((space) => ({ type: "choose-space", space }));
}

/** Ends of a squad's two-space move toward the nearest target (SYN-12.3): every space a shortest route may end on. */
export function squadEnds(rules: SyndromeRules, s: State, squad: number, toward: "rebels" | "town" | "royal-party"): string[] {
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

/** Where the Royal Party is. */
export function royalPartySpace(rules: SyndromeRules, s: State): string {
  return s.royalParty.route < 0 ? rules.palace : rules.route[s.royalParty.route]!;
}

function spacesOfExpenses(rules: SyndromeRules, s: State): string[] {
  const set = new Set<string>();
  s.people.forEach((p) => {
    if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) set.add(p.at);
  });
  return [...set].filter((space) => !s.flags.noSupply.includes(space) && !s.flags.starved.includes(space));
}

/** What the front task waits for: a decision or a roll (the queue never rests on an automatic task). */
export function pending(rules: SyndromeRules, s: State): Pending {
  if (s.result !== null) return { kind: "over" };
  const task = s.queue[0];
  if (task === undefined) throw new Error("the turn has no pending task");
  switch (task.k) {
    case "fill-cup":
      return {
        kind: "chance",
        purpose: `Draw a neutral blind into the cup (${task.then === "prison" ? "prisoners" : "free neutrals"})`,
        outcomes: draws(neutralPool(rules, s)),
        key: "",
        detail: { rule: task.then === "prison" ? "SYN-3.2" : "SYN-3.3", ask: "blind-draw", player: "player", subject: { cup: task.then === "prison" ? "prisoners" : "free neutrals" } },
        roll: { kind: "draw", text: "draw one neutral counter, unseen, into the cup" },
        blind: true,
      };
    case "draw-prisoner":
      return { kind: "chance", purpose: `Draw a prisoner blind for ${rules.space(task.slots[0]!).name}`, outcomes: draws(s.cup), key: "", detail: { rule: "SYN-3.2", ask: "blind-draw", player: "player", subject: { space: task.slots[0]! } }, roll: CUP_DRAW, blind: true };
    case "draw-neutral":
      return { kind: "chance", purpose: `Draw a neutral blind for ${rules.space(task.space).name}`, outcomes: draws(s.cup), key: "", detail: { rule: "SYN-3.3", ask: "blind-draw", player: "player", subject: { space: task.space } }, roll: CUP_DRAW, blind: true };
    case "place-neutral":
      return { kind: "decision", prompt: `Choose a space for a free neutral (${task.left} to place)`, actions: neutralSpaces(rules, s).map((space) => ({ type: "place-neutral", space })), rule: "SYN-3.3", detail: { rule: "SYN-3.3", ask: "place-neutral", subject: { left: task.left } } };
    case "actions":
      return { kind: "decision", prompt: `Turn ${s.turn}: Rebel Actions`, actions: rebelActions(rules, s), rule: "SYN-5", detail: { rule: "SYN-5", ask: "rebel-actions", subject: { turn: s.turn } } };
    case "recruit-gold": {
      const actions: Action[] = [];
      for (let gold = 0; gold <= Math.min(19, s.warchest); gold++) actions.push({ type: "spend", gold });
      return {
        kind: "decision",
        prompt: `How much gold for recruiting ${rules.counters[task.target]!.name}?`,
        actions,
        rule: "SYN-8.1",
        detail: { rule: "SYN-8.1", ask: "recruit-gold", max: actions.length - 1, subject: { space: task.space, recruiter: rules.counters[task.recruiter]!.id, target: rules.counters[task.target]!.id } },
      };
    }
    case "phasers":
      return { kind: "decision", prompt: "Use phasers (+5, Witchcraft +1)?", actions: [{ type: "phasers", use: true }, { type: "phasers", use: false }], rule: "SYN-T.RAID", detail: { rule: "SYN-T.RAID", ask: "phasers", subject: { space: task.space, leader: rules.counters[task.leader]!.id } } };
    case "pick":
      return pickPending(rules, s, task.pick);
    case "prison":
      return { kind: "decision", prompt: "Which prison takes the captured (equally near)?", actions: spaceActions(prisonsNearState(rules, task.from)), rule: "SYN-T.CODES", detail: { rule: "SYN-T.CODES", ask: "choose-space", subject: { space: task.from, effect: "prison" } } };
    case "flee":
      return {
        kind: "decision",
        prompt: "Your people must flee: seek sanctuary first?",
        actions: [...task.people.map((i): Action => ({ type: "request-sanctuary", requester: rules.counters[i]!.id })), { type: "decline-sanctuary" }],
        rule: "SYN-8.8",
        detail: { rule: "SYN-8.8", ask: "flee", subject: { space: task.space } },
      };
    case "flee-to":
      return { kind: "decision", prompt: `Flee from ${rules.space(task.space).name} to which adjacent space?`, actions: spaceActions(rules.space(task.space).land), rule: "SYN-8.8", detail: { rule: "SYN-8.8", ask: "choose-space", subject: { space: task.space, effect: "flee-to" } } };
    case "summon":
      return { kind: "decision", prompt: "Which of the equally near squads moves?", actions: personActions(rules, summonCandidates(rules, s, task.space)), rule: task.reason, detail: { rule: task.reason, ask: "choose-person", subject: { space: task.space, effect: "summon" } } };
    case "squad-move":
      return {
        kind: "decision",
        prompt: `Where does the ${rules.counters[task.squad]!.name} squad end its move (equally short routes)?`,
        actions: spaceActions(squadEnds(rules, s, task.squad, task.toward)),
        rule: "SYN-12.3",
        detail: { rule: "SYN-12.3", ask: "choose-space", subject: { space: task.from, effect: "squad-move", squad: rules.counters[task.squad]!.id } },
      };
    case "expenses": {
      const due = spacesOfExpenses(rules, s);
      return {
        kind: "decision",
        prompt: `Expenses: ${due.length} gold due, ${s.warchest} in the Warchest. Beam down supplies, or let a space starve?`,
        actions: [{ type: "beam-supplies" }, ...due.map((space): Action => ({ type: "starve", space }))],
        rule: "SYN-11.2",
        detail: { rule: "SYN-11.2", ask: "expenses", due: due.length, warchest: s.warchest, subject: {} },
      };
    }
    case "roll":
      if (task.roll.table === "blind-free") return { kind: "chance", purpose: rollPurpose(rules, task.roll), outcomes: rollOutcomes(s, task.roll), key: "", detail: rollDetail(rules, s, task.roll), roll: PRISONER_DRAW, blind: true };
      return { kind: "chance", purpose: rollPurpose(rules, task.roll), outcomes: D10, key: "d10", detail: rollDetail(rules, s, task.roll), roll: task.roll.table === "gold" && task.roll.amount === "half" ? HALF_D10_ROLL : D10_ROLL };
    default:
      throw new Error(`task ${task.k} runs by itself`);
  }
}

function prisonsNearState(rules: SyndromeRules, from: string): string[] {
  return nearest(rules, from, rules.prisons).spaces;
}

function rollOutcomes(s: State, roll: RollTask): ChanceOutcome<Outcome>[] {
  if (roll.table === "blind-free") {
    const ids: string[] = [];
    s.people.forEach((p, i) => {
      if (p.at === roll.space && p.imprisoned) ids.push(String(i));
    });
    return ids.map((i) => ({ outcome: { type: "draw", person: `#${i}` }, probability: 1 / ids.length }));
  }
  return D10;
}

/** The structured data of a roll: table, die, modifiers and subject, by id. */
function rollDetail(rules: SyndromeRules, s: State, roll: RollTask): StepDetail {
  const id = (i: number) => rules.counters[i]!.id;
  switch (roll.table) {
    case "blind-free":
      return { rule: TABLE_RULE[roll.table], ask: "blind-draw", player: "player", subject: { space: roll.space } };
    case "heal":
      return { rule: TABLE_RULE[roll.table], ask: "heal-roll", player: "player", dice: "1d10", modifiers: [], needed: roll.needed, patients: roll.patients.map(id), subject: { space: roll.space } };
    case "gold":
      return { rule: roll.amount === "paragraph-115" ? "SYN-P.115" : TABLE_RULE[roll.table], ask: "gold-roll", player: "player", dice: "1d10", modifiers: [], amount: roll.amount, subject: { space: roll.space } };
    case "kingsMen":
      return { rule: TABLE_RULE[roll.table], ask: "table-roll", player: "player", table: roll.table, dice: "1d10", modifiers: [], subject: { space: s.people[roll.squad]!.at, squad: id(roll.squad), column: roll.column } };
    default: {
      const base = { rule: TABLE_RULE[roll.table], ask: "table-roll" as const, player: "player" as const, table: roll.table, dice: "1d10" as const, modifiers: roll.modifiers.map((m) => ({ ...m })) };
      switch (roll.table) {
        case "recruiting":
          return { ...base, subject: { space: roll.space, target: id(roll.target) } };
        case "raid":
          return { ...base, subject: { space: roll.space, leader: id(roll.leader) } };
        case "sanctuary":
          return { ...base, subject: { space: roll.space, requester: id(roll.requester) } };
        case "flight":
          return { ...base, subject: { space: roll.space, from: roll.from } };
        default:
          return { ...base, subject: { space: roll.space } };
      }
    }
  }
}

function rollPurpose(rules: SyndromeRules, roll: RollTask): string {
  switch (roll.table) {
    case "recruiting":
      return `Recruiting Table: recruit ${rules.counters[roll.target]!.name}`;
    case "donations":
      return `Donations Table in ${rules.space(roll.space).name}`;
    case "raid":
      return `Raid Table: raid on ${rules.space(roll.space).name}`;
    case "horseTheft":
      return `Horse Theft Table in ${rules.space(roll.space).name}`;
    case "sanctuary":
      return `Sanctuary Table: ${rules.counters[roll.requester]!.name} asks in ${rules.space(roll.space).name}`;
    case "flight":
      return `Flight Table: flight to ${rules.space(roll.space).name}`;
    case "fealty":
      return `Fealty Table in ${rules.space(roll.space).name}`;
    case "kingsMen":
      return `King's Men Table (${roll.column}) for the ${rules.counters[roll.squad]!.name} squad`;
    case "heal":
      return `Healing in ${rules.space(roll.space).name}: ${roll.needed} or less heals`;
    case "gold":
      return roll.amount === "half" ? "Gold: half a die" : "Gold: a die";
    case "blind-free":
      return `Free one prisoner in ${rules.space(roll.space).name}, chosen blind`;
  }
}

function pickPending(rules: SyndromeRules, s: State, pick: PickTask): Pending {
  switch (pick.effect) {
    case "move-group":
    case "prison":
      return { kind: "decision", prompt: `Choose a space: ${pick.reason}`, actions: spaceActions(pick.spaces), rule: "SYN-P.106", detail: { rule: "SYN-P.106", ask: "choose-space", subject: { space: pick.space, effect: pick.effect } } };
    default:
      return {
        kind: "decision",
        prompt: `Choose who: ${pick.reason}${pick.count > 1 ? ` (${pick.count} more)` : ""}`,
        actions: personActions(rules, pick.from),
        rule: "SYN-T.CODES",
        detail: { rule: "SYN-T.CODES", ask: "choose-person", subject: { space: pick.space, effect: pick.effect } },
      };
  }
}

function summonCandidates(rules: SyndromeRules, s: State, space: string): number[] {
  const squads: number[] = [];
  s.people.forEach((p, i) => {
    if (rules.counters[i]!.kind === "squad" && !p.controlled && p.at !== space && p.at !== OUT_OF_PLAY) squads.push(i);
  });
  let best = Infinity;
  let out: number[] = [];
  for (const i of squads) {
    const d = rules.distance(s.people[i]!.at, space);
    if (d < best) {
      best = d;
      out = [i];
    } else if (d === best) out.push(i);
  }
  return best === Infinity ? [] : out;
}

/** Runs automatic tasks until the front task needs a decision or a roll, or the game ends. */
export function advance(tx: Tx): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const s = tx.s;
    if (s.result !== null) return;
    // SYN-6.1 as a standing condition (the "lasting" option): a town in rebellion and every crewmember free.
    if (s.rebellion.length > 0 && s.witchcraft < 10 && crewFree(tx)) {
      tx.emit({ type: "note", text: "every crewmember is free and a town stands in open rebellion", rule: "SYN-6.1" });
      tx.end("player", "victory");
      return;
    }
    const task = s.queue[0];
    if (task === undefined) {
      startTurn(tx);
      continue;
    }
    if (!runAutomatic(tx, task)) return;
  }
  throw new Error("the rules looped without asking for input");
}

/** Runs one automatic task; false when it waits for input. */
function runAutomatic(tx: Tx, task: Task): boolean {
  const rules = tx.rules;
  const s = tx.s;
  switch (task.k) {
    case "fill-cup":
      if (task.left <= 0 || neutralPool(rules, s).length === 0) {
        tx.pop();
        tx.emit({ type: "cup-filled", count: s.cup.length, purpose: task.then === "prison" ? "prisoners" : "free neutrals" });
        if (task.then === "prison") {
          for (const archon of rules.counters.filter((c) => c.kind === "archon")) s.cup = [...s.cup, archon.id];
          const slots = [...rules.spaces.filter((sp) => sp.type === "town" || sp.type === "castle").map((sp) => sp.id), rules.palace, rules.palace];
          tx.push({ k: "draw-prisoner", slots });
        } else tx.push({ k: "place-neutral", left: s.cup.length });
        return true;
      }
      return false;
    case "draw-prisoner":
      if (task.slots.length === 0 || s.cup.length === 0) {
        tx.pop();
        tx.push({ k: "fill-cup", left: 8, then: "free" });
        return true;
      }
      return false;
    case "place-neutral":
      if (task.left <= 0 || s.cup.length === 0) {
        tx.pop();
        return true;
      }
      return false;
    case "steps":
      runStep(tx, task);
      return true;
    case "pick": {
      const pick = task.pick;
      if (pick.effect === "move-group" || pick.effect === "prison" || pick.effect === "squad-route" || pick.effect === "summon") {
        if (pick.spaces.length === 1) {
          tx.pop();
          applyPickSpace(tx, pick, pick.spaces[0]!);
          return true;
        }
        if (pick.spaces.length === 0) {
          tx.pop();
          return true;
        }
        return false;
      }
      const live = pick.from.filter((i) => pickable(tx, pick, i));
      if (live.length === 0 || pick.count <= 0) {
        tx.pop();
        return true;
      }
      if (live.length <= pick.count && pick.effect !== "stay-free" && pick.effect !== "recruit-famous" && pick.effect !== "capture-other") {
        tx.pop();
        for (const i of live) applyPickPerson(tx, pick, i);
        return true;
      }
      if (live.length === 1) {
        tx.pop();
        applyPickPerson(tx, pick, live[0]!);
        return true;
      }
      if (live.length !== pick.from.length) tx.replaceFront({ k: "pick", pick: { ...pick, from: live } });
      return false;
    }
    case "prison": {
      const options = prisonsNearState(rules, task.from);
      if (options.length <= 1) {
        tx.pop();
        imprison(tx, task.people, options[0] ?? task.from);
        return true;
      }
      return false;
    }
    case "flee": {
      const people = task.people.filter((i) => tx.p(i).at === task.space && isFree(tx.p(i)));
      if (people.length === 0) {
        tx.pop();
        return true;
      }
      if (!task.sanctuary) {
        tx.replaceFront({ k: "flee-to", space: task.space, people });
        return true;
      }
      return false;
    }
    case "flee-to": {
      const people = task.people.filter((i) => tx.p(i).at === task.space && isFree(tx.p(i)));
      if (people.length === 0) {
        tx.pop();
        return true;
      }
      return false;
    }
    case "summon": {
      const candidates = summonCandidates(rules, s, task.space);
      if (candidates.length <= 1) {
        tx.pop();
        if (candidates.length === 1) summonSquad(tx, candidates[0]!, task.space, task.reason);
        return true;
      }
      return false;
    }
    case "raid-end": {
      tx.pop();
      endRaid(tx, task);
      return true;
    }
    case "expenses": {
      const due = spacesOfExpenses(rules, s);
      if (due.length <= s.warchest) {
        tx.pop();
        if (due.length > 0) tx.track("warchest", -due.length, `supplies for ${due.length} space${due.length === 1 ? "" : "s"}`, "SYN-11.1");
        tx.emit({ type: "expenses", due: due.length, paid: due.length, rule: "SYN-11.1" });
        tx.s.phase = "kings-men";
        tx.emit({ type: "phase", phase: "King's Men Actions" });
        return true;
      }
      return false;
    }
    case "kings-men": {
      const targets = rulesPeopleOnMap(tx);
      for (let i = task.next; i < rules.counters.length; i++) {
        const c = rules.counters[i]!;
        const p = s.people[i]!;
        if (c.kind !== "squad" || p.controlled || p.at === OUT_OF_PLAY) continue;
        const d = nearest(rules, p.at, targets).distance;
        if (d > 3) continue;
        tx.replaceFront({ k: "kings-men", next: i + 1 });
        const iohannes = abilityAt(rules, s, P.iohannes, p.at) >= 0 || (byParagraph(rules, P.iohannes) >= 0 && s.people[byParagraph(rules, P.iohannes)]!.at === p.at && isFree(s.people[byParagraph(rules, P.iohannes)]!));
        tx.push({ k: "roll", roll: { table: "kingsMen", squad: i, column: iohannes ? "Patrol" : s.royalOrders } });
        return true;
      }
      tx.pop();
      tx.s.phase = "royal-party";
      tx.emit({ type: "phase", phase: "Royal Party Movement & Fealty" });
      return true;
    }
    case "squad-move": {
      const ends = squadEnds(rules, s, task.squad, task.toward);
      if (ends.length <= 1) {
        tx.pop();
        if (ends.length === 1) moveSquad(tx, task.squad, ends[0]!);
        tx.push({ k: "squad-effects", squad: task.squad, effects: task.effects, from: task.from });
        return true;
      }
      return false;
    }
    case "squad-effects": {
      tx.pop();
      const space = s.people[task.squad]!.at;
      const group = groupAt(s, space);
      // A squad strikes only rebels it already shares a space with: one that arrives this turn
      // takes up its position (reconstructed reading of the King's Men Table's effect codes).
      if (space !== task.from) {
        if (group.length > 0 && task.effects !== "") tx.emit({ type: "note", text: `the ${rules.counters[task.squad]!.name} squad arrives and takes position`, rule: "SYN-T.KINGSMEN" });
        return true;
      }
      if (group.length > 0 && task.effects !== "") {
        tx.push({ k: "steps", space, steps: task.effects.split("|"), at: 0, target: -1, people: null, exclude: [], rule: "SYN-T.KINGSMEN", fleeing: false });
      }
      return true;
    }
    case "royal-party":
      tx.pop();
      moveRoyalParty(tx);
      return true;
    case "end-turn":
      tx.pop();
      endTurn(tx);
      return true;
    default:
      return false;
  }
}

function rulesPeopleOnMap(tx: Tx): string[] {
  const set = new Set<string>();
  tx.s.people.forEach((p) => {
    if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) set.add(p.at);
  });
  return [...set];
}

function pickable(tx: Tx, pick: PickTask, i: number): boolean {
  const p = tx.p(i);
  switch (pick.effect) {
    case "capture":
    case "imprison":
    case "stay-free":
      return p.at === pick.space && isFree(p);
    case "injure":
      return p.at === pick.space && isFree(p) && !p.injured;
    case "starve":
      return p.at === pick.space && isFree(p);
    case "capture-other":
      return isFree(p) && p.at !== pick.space && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY;
    case "recruit-famous":
      return !p.controlled && !p.imprisoned && p.at !== OUT_OF_PLAY;
    default:
      return true;
  }
}

function applyPickPerson(tx: Tx, pick: PickTask, i: number): void {
  switch (pick.effect) {
    case "capture":
    case "imprison":
    case "capture-other":
      capture(tx, [i], tx.p(i).at);
      return;
    case "injure":
      injure(tx, i, "SYN-T.CODES");
      return;
    case "stay-free": {
      const others = pick.from.filter((j) => j !== i && pickable(tx, pick, j));
      capture(tx, others, pick.space);
      return;
    }
    case "starve": {
      const c = tx.c(i);
      if (c.kind === "enterprise" || c.kind === "archon") injure(tx, i, "SYN-11.3");
      else {
        const p = tx.w(i);
        p.controlled = false;
        p.sanctuary = 0;
        p.horse = false;
        tx.personEvent(i, "lost", "SYN-11.3");
      }
      return;
    }
    case "recruit-famous":
      recruitFamous(tx, i);
      return;
    default:
      return;
  }
}

function applyPickSpace(tx: Tx, pick: PickTask, space: string): void {
  switch (pick.effect) {
    case "move-group":
      for (const i of pick.people) {
        if (tx.p(i).at !== pick.space || !isFree(tx.p(i))) continue;
        const p = tx.w(i);
        p.at = space;
        p.sanctuary = 0;
        tx.emit({ type: "move", person: tx.id(i), from: pick.space, to: space, means: "forced" });
      }
      return;
    default:
      return;
  }
}

/** Injures a person (SYN-T.CODES `I`). */
export function injure(tx: Tx, i: number, rule: string): void {
  if (tx.p(i).injured) return;
  tx.w(i).injured = true;
  tx.personEvent(i, "injured", rule);
}

/** Captures people: they go to the nearest town or castle with an Imprisoned marker (SYN-T.CODES `C`); ties are the player's choice. */
export function capture(tx: Tx, people: readonly number[], from: string): void {
  const live = people.filter((i) => isFree(tx.p(i)));
  if (live.length === 0) return;
  const prisons = prisonsNear(tx, from);
  if (prisons.length === 1) imprison(tx, live, prisons[0]!);
  else tx.push({ k: "prison", people: live, from });
}

function imprison(tx: Tx, people: readonly number[], prison: string): void {
  for (const i of people) {
    const p = tx.w(i);
    p.at = prison;
    p.imprisoned = true;
    p.horse = false;
    p.sanctuary = 0;
    p.spent = true;
    tx.personEvent(i, "captured", "SYN-T.CODES", prison);
  }
}

function summonSquad(tx: Tx, squad: number, space: string, rule: string): void {
  moveSquad(tx, squad, space, rule);
}

function moveSquad(tx: Tx, squad: number, to: string, rule = "SYN-12.3"): void {
  const from = tx.p(squad).at;
  if (from === to) return;
  tx.w(squad).at = to;
  tx.emit({ type: "squad-move", squad: tx.id(squad), from, to, rule });
}

function endRaid(tx: Tx, task: Extract<Task, { k: "raid-end" }>): void {
  const freed = task.prisoners.filter((i) => !tx.p(i).imprisoned);
  const hurt = task.group.filter((i) => !task.plague.includes(i) && (tx.p(i).imprisoned || (tx.p(i).injured && !task.injured.includes(i)))).length;
  const maura = byParagraph(tx.rules, P.maura);
  if (freed.length > 0 && hurt <= 1 && maura >= 0 && task.group.includes(maura) && isFree(tx.p(maura))) {
    tx.track("royalMorale", -1, "Maura's ballad mocks the royalists", "SYN-P.58");
  }
  if (task.plague.length > 0) capture(tx, task.plague.filter((i) => isFree(tx.p(i))), task.space);
}

function moveRoyalParty(tx: Tx): void {
  const rules = tx.rules;
  const s = tx.s;
  const here = royalPartySpace(rules, s);
  if (s.royalParty.hold) {
    // Held in a town: roll again at the end of this turn (SYN-13.2).
    tx.push({ k: "roll", roll: { table: "fealty", space: here, modifiers: fealtyModifiers(tx, here) } });
    return;
  }
  const nextIndex = s.royalParty.route + 1;
  const to = rules.route[nextIndex];
  if (to === undefined) return;
  s.royalParty = { route: nextIndex, hold: false };
  tx.emit({ type: "royal-party", from: here, to, rule: "SYN-13.1" });
  if (rules.space(to).type === "town" && !s.sworn.includes(to)) {
    tx.push({ k: "roll", roll: { table: "fealty", space: to, modifiers: fealtyModifiers(tx, to) } });
  }
}

/** The Fealty Table's modifiers (SYN-T.FEALTY). */
export function fealtyModifiers(tx: Tx, town: string): Modifier[] {
  const mods: Modifier[] = [];
  if (tx.s.royalMorale !== 0) mods.push({ label: `Royal Morale ${tx.s.royalMorale}`, value: tx.s.royalMorale, rule: "SYN-T.FEALTY" });
  let count = 0;
  tx.s.people.forEach((p, i) => {
    const kind = tx.c(i).kind;
    if ((kind === "neutral" || kind === "royalist" || kind === "cleric") && p.at === town && isFree(p) && !p.injured && p.sanctuary === 0) count++;
  });
  if (count > 0) mods.push({ label: `${count} of your neutrals, Royalists or Clerics in the town`, value: -count, rule: "SYN-T.FEALTY" });
  return mods;
}

/** Whether every Archon and Enterprise crewmember is free (SYN-6.1). */
export function crewFree(tx: Tx): boolean {
  return tx.s.people.every((p, i) => {
    const kind = tx.c(i).kind;
    return (kind !== "archon" && kind !== "enterprise") || !p.imprisoned;
  });
}

function startTurn(tx: Tx): void {
  const s = tx.s;
  s.turn += 1;
  if (s.turn > s.rules.maxTurns) {
    s.turn -= 1;
    tx.end("king", "turn-limit");
    return;
  }
  s.phase = "actions";
  s.flags = { acted: [], beamDown: [], beamUp: [], noSupply: [], starved: [] };
  tx.emit({ type: "turn", turn: s.turn });
  tx.emit({ type: "phase", phase: "Rebel Actions" });
  s.queue = [{ k: "actions" }, { k: "expenses" }, { k: "kings-men", next: 0 }, { k: "royal-party" }, { k: "end-turn" }];
}

function endTurn(tx: Tx): void {
  const s = tx.s;
  s.people.forEach((p, i) => {
    if (p.spent) tx.w(i).spent = false;
    if (p.sanctuary > 0 && p.sanctuary <= s.turn) {
      tx.w(i).sanctuary = 0;
      tx.personEvent(i, "left-sanctuary", "SYN-P.303");
    }
  });
}

/** Applies a decision to the front task. */
export function decide(tx: Tx, action: Action): void {
  const rules = tx.rules;
  const s = tx.s;
  const task = s.queue[0];
  if (task === undefined) illegal("nothing to decide");
  const offered = pending(rules, s);
  if (offered.kind !== "decision") illegal(`${JSON.stringify(action)} is not legal now: ${reasonOf(rules, s, offered, action)?.message ?? "the game waits for a roll or a draw"}`);
  const key = JSON.stringify(action);
  if (!offered.actions.some((a) => sameAction(a, action))) {
    const reason = reasonOf(rules, s, offered, action);
    illegal(`${key} is not legal now (${offered.prompt}): ${reason?.message ?? `not one of the ${offered.actions.length} legal actions`}`, reason === undefined ? offered.rule : reason.ruleId);
  }
  switch (task.k) {
    case "place-neutral":
      if (action.type !== "place-neutral") break;
      tx.replaceFront({ k: "place-neutral", left: task.left - 1 });
      tx.push({ k: "draw-neutral", space: action.space, left: task.left - 1 });
      return;
    case "actions":
      applyRebelAction(tx, action);
      if (tx.s.result === null && !tx.s.queue.some((t) => t.k === "actions")) {
        tx.s.phase = "expenses";
        tx.emit({ type: "phase", phase: "Rebel Expenses" });
      }
      return;
    case "recruit-gold": {
      if (action.type !== "spend") break;
      tx.pop();
      if (action.gold > 0) tx.track("warchest", -action.gold, "gold spent on recruiting", "SYN-8.1");
      const queued = tx.s.queue[0];
      if (queued?.k === "roll" && queued.roll.table === "recruiting" && queued.roll.target === task.target) {
        // The roll queued by the recruit action: its helpers are the people who took part (SYN-8.9); add the gold after them.
        const mods = queued.roll.modifiers.slice();
        const at = mods.findIndex((m) => !["SYN-8.1", "SYN-P.11", "SYN-P.13", "SYN-P.20"].includes(m.rule ?? ""));
        if (action.gold > 0) mods.splice(at < 0 ? mods.length : at, 0, { label: "gold spent", value: action.gold, rule: "SYN-8.1" });
        tx.replaceFront({ k: "roll", roll: { ...queued.roll, modifiers: mods } });
        return;
      }
      tx.push({ k: "roll", roll: { table: "recruiting", space: task.space, target: task.target, modifiers: recruitModifiers(tx, task.space, task.recruiter, task.target, action.gold) } });
      return;
    }
    case "phasers": {
      if (action.type !== "phasers") break;
      tx.pop();
      if (action.use) tx.track("witchcraft", 1, "phasers used in a raid", "SYN-T.RAID");
      if (tx.s.result !== null) return;
      tx.push({ k: "roll", roll: { table: "raid", space: task.space, leader: task.leader, modifiers: raidModifiers(tx, task.space, task.leader, action.use), plague: [] } });
      return;
    }
    case "pick": {
      const pick = task.pick;
      if (action.type === "choose-space") {
        tx.pop();
        applyPickSpace(tx, pick, action.space);
        return;
      }
      if (action.type !== "choose-person") break;
      const i = tx.index(action.person);
      tx.pop();
      if (pick.count > 1) tx.push({ k: "pick", pick: { ...pick, from: pick.from.filter((j) => j !== i), count: pick.count - 1 } });
      applyPickPerson(tx, pick, i);
      return;
    }
    case "prison":
      if (action.type !== "choose-space") break;
      tx.pop();
      imprison(tx, task.people, action.space);
      return;
    case "flee":
      tx.pop();
      if (action.type === "request-sanctuary") {
        const requester = tx.index(action.requester);
        tx.emit({ type: "action", action: "request-sanctuary", space: task.space, person: action.requester, text: `${rules.counters[requester]!.name} seeks sanctuary before fleeing`, rule: "SYN-8.8" });
        pushSanctuary(tx, task.space, requester, task.people);
        if (rules.counters[requester]!.paragraph === P.tomas) return; // granted: no flight
      } else tx.push({ k: "flee-to", space: task.space, people: task.people });
      return;
    case "flee-to": {
      if (action.type !== "choose-space") break;
      tx.pop();
      const people = task.people.filter((i) => tx.p(i).at === task.space && isFree(tx.p(i)));
      const modifiers = flightModifiers(tx, task.space, action.space, people);
      for (const i of people) {
        const p = tx.w(i);
        p.at = action.space;
        p.sanctuary = 0;
        tx.emit({ type: "move", person: tx.id(i), from: task.space, to: action.space, means: "flight" });
      }
      tx.push({ k: "roll", roll: { table: "flight", from: task.space, space: action.space, people, modifiers } });
      return;
    }
    case "summon":
      if (action.type !== "choose-person") break;
      tx.pop();
      summonSquad(tx, tx.index(action.person), task.space, task.reason);
      return;
    case "squad-move":
      if (action.type !== "choose-space") break;
      tx.pop();
      moveSquad(tx, task.squad, action.space);
      tx.push({ k: "squad-effects", squad: task.squad, effects: task.effects, from: task.from });
      return;
    case "expenses":
      if (action.type === "beam-supplies") {
        tx.track("witchcraft", 1, "supplies beamed down", "SYN-11.2");
        tx.track("warchest", 4, "supplies beamed down", "SYN-11.2");
        return;
      }
      if (action.type !== "starve") break;
      tx.s.flags.starved = [...tx.s.flags.starved, action.space];
      tx.emit({ type: "note", text: `${rules.space(action.space).name} goes unsupplied`, rule: "SYN-11.3" });
      {
        const here = freeAt(tx.s, action.space);
        const others = here.filter((i) => tx.c(i).kind !== "enterprise" && tx.c(i).kind !== "archon");
        const from = others.length > 0 ? others : here.filter((i) => !tx.p(i).injured);
        if (from.length > 0) tx.push({ k: "pick", pick: { effect: "starve", space: action.space, from, spaces: [], count: 1, reason: others.length > 0 ? "who becomes neutral? (SYN-11.3)" : "which crewmember is injured? (SYN-11.3)", squad: -1, people: [] } });
      }
      return;
    default:
      break;
  }
  illegal(`${key} does not answer "${offered.prompt}"`, offered.rule);
}

/** Applies a chance outcome to the front task. */
export function resolveChance(tx: Tx, outcome: Outcome): void {
  const rules = tx.rules;
  const s = tx.s;
  const task = s.queue[0];
  const offered = pending(rules, s);
  if (offered.kind !== "chance" || task === undefined) throw illegalOutcome(`the game waits for a decision, not the outcome ${JSON.stringify(outcome)}`);
  const key = JSON.stringify(outcome);
  if (!offered.outcomes.some((o) => (o.outcome.type === "die" ? outcome.type === "die" && o.outcome.face === outcome.face : outcome.type === "draw" && o.outcome.person === outcome.person))) {
    const reason = reasonOf(rules, s, offered, outcome);
    throw illegalOutcome(`${offered.blind ? "that draw" : key} is not a possible outcome of "${offered.purpose}"${reason ? `: ${reason.message}` : ""}`, reason?.ruleId);
  }
  switch (task.k) {
    case "fill-cup":
      if (outcome.type !== "draw") break;
      tx.replaceFront({ ...task, left: task.left - 1 });
      s.cup = [...s.cup, outcome.person];
      return;
    case "draw-prisoner": {
      if (outcome.type !== "draw") break;
      const i = tx.index(outcome.person);
      const space = task.slots[0]!;
      tx.replaceFront({ k: "draw-prisoner", slots: task.slots.slice(1) });
      s.cup = s.cup.filter((id) => id !== outcome.person);
      const p = tx.w(i);
      p.at = space;
      p.imprisoned = true;
      p.hidden = true;
      p.controlled = false;
      tx.emit({ type: "prisoner-placed", space, colour: colourOf(tx.c(i).kind), person: null });
      return;
    }
    case "draw-neutral": {
      if (outcome.type !== "draw") break;
      tx.pop();
      const i = tx.index(outcome.person);
      s.cup = s.cup.filter((id) => id !== outcome.person);
      tx.w(i).at = task.space;
      tx.emit({ type: "neutral-placed", person: outcome.person, space: task.space });
      return;
    }
    case "roll":
      tx.pop();
      resolveRoll(tx, task.roll, outcome);
      return;
    default:
      break;
  }
  throw illegalOutcome(`${key} does not answer "${offered.purpose}"`);
}

function illegalOutcome(message: string, rule?: string): Error {
  try {
    illegal(message, rule);
  } catch (error) {
    (error as { code: string }).code = "syndrome/illegal-outcome";
    return error as Error;
  }
}

function rollEvent(tx: Tx, table: string, purpose: string, face: number, modifiers: readonly Modifier[], row: string, result: string | number, explanation: string, rule: string): void {
  const total = face + modifiers.reduce((sum, m) => sum + m.value, 0);
  tx.emit({ type: "roll", table, purpose, die: face, modifiers: modifiers.map((m) => ({ ...m })), total, row, result, explanation, rule });
}

function resolveRoll(tx: Tx, roll: RollTask, outcome: Outcome): void {
  const rules = tx.rules;
  const s = tx.s;
  if (roll.table === "blind-free") {
    if (outcome.type !== "draw") return;
    const i = Number(outcome.person.slice(1));
    tx.emit({ type: "note", text: "one prisoner, chosen blind, is freed", rule: "SYN-P.109" });
    gainControl(tx, i, "SYN-P.109", "freed");
    return;
  }
  if (outcome.type !== "die") return;
  const face = outcome.face;
  const purpose = rollPurpose(rules, roll);
  switch (roll.table) {
    case "recruiting":
    case "donations": {
      const table = roll.table === "recruiting" ? rules.tables.recruiting : rules.tables.donations;
      const key = roll.table === "recruiting" ? rules.counters[roll.target]!.recruitRow! : DONATION_ROWS[rules.space(roll.space).type]!;
      const read = lookup(table, { roll: face, modifiers: roll.modifiers, key });
      rollEvent(tx, table.name, purpose, face, roll.modifiers, read.column?.label ?? read.row.label, read.result, read.explanation, TABLE_RULE[roll.table]);
      const steps = codeSteps(tx, read.result);
      if (steps.length > 0) tx.push({ k: "steps", space: roll.space, steps, at: 0, target: roll.table === "recruiting" ? roll.target : -1, people: null, exclude: [], rule: "SYN-T.CODES", fleeing: false });
      return;
    }
    case "raid":
    case "horseTheft":
    case "flight": {
      const table = rules.tables[roll.table];
      const read = lookup(table, { roll: face, modifiers: roll.modifiers });
      rollEvent(tx, table.name, purpose, face, roll.modifiers, read.row.label, read.result, read.explanation, TABLE_RULE[roll.table]);
      if (roll.table === "raid") {
        if (roll.plague.length > 0) {
          // McCoy/Goren is captured after the raid, whatever the second roll reads (SYN-P.150).
          const end = s.queue.findIndex((t) => t.k === "raid-end");
          if (end >= 0) s.queue[end] = { ...(s.queue[end] as Extract<Task, { k: "raid-end" }>), plague: roll.plague };
        }
        if (roll.plague.length > 0 && (read.result === 108 || read.result === 107)) {
          readParagraph(tx, read.result);
          tx.emit({ type: "note", text: `${read.result} again: the raid fails, with no other effect`, rule: "SYN-P.150" });
          return;
        }
        paragraphSteps(tx, read.result, roll.space, { target: roll.leader, exclude: roll.plague });
        // Paragraph 150's second roll is the same raid's: phasers chosen (and paid for) still count.
        const front = s.queue[0];
        if (read.result === 107 && front?.k === "steps" && roll.modifiers.some((m) => m.label === "phasers")) s.queue[0] = { ...front, steps: front.steps.map((step) => (step === "plague" ? "plague:phasers" : step)) };
      } else if (roll.table === "flight") paragraphSteps(tx, read.result, roll.space, { people: roll.people });
      else paragraphSteps(tx, read.result, roll.space);
      return;
    }
    case "sanctuary": {
      const table = rules.tables.sanctuary;
      const read = lookup(table, { roll: face, modifiers: roll.modifiers });
      rollEvent(tx, table.name, purpose, face, roll.modifiers, read.row.label, read.result, read.explanation, "SYN-T.SANCT");
      paragraphSteps(tx, read.result, roll.space, { people: roll.fleeing, fleeing: roll.fleeing !== null });
      return;
    }
    case "fealty": {
      const table = rules.tables.fealty;
      const read = lookup(table, { roll: face, modifiers: roll.modifiers });
      rollEvent(tx, table.name, purpose, face, roll.modifiers, read.row.label, read.result, read.explanation, "SYN-T.FEALTY");
      fealty(tx, roll.space, read.result);
      return;
    }
    case "kingsMen": {
      const table = rules.tables.kingsMen;
      const read = lookup(table, { roll: face, key: roll.column });
      rollEvent(tx, table.name, purpose, face, [], read.row.label, read.result, read.explanation, "SYN-T.KINGSMEN");
      const tokens = rules.code(read.result);
      const move = tokens.find((t) => t.kind === "move");
      const effects = codeSteps(tx, read.result).join("|");
      const from = s.people[roll.squad]!.at;
      if (move !== undefined && move.kind === "move") tx.push({ k: "squad-move", squad: roll.squad, toward: move.toward, effects, from });
      else tx.push({ k: "squad-effects", squad: roll.squad, effects, from });
      return;
    }
    case "heal": {
      const healed = face <= roll.needed;
      rollEvent(tx, "Healing", purpose, face, [], `${roll.needed} or less`, healed ? "healed" : "not healed", `${face} ${healed ? "<=" : ">"} ${roll.needed}: ${healed ? "healed" : "not healed"}`, "SYN-8.6");
      if (healed) for (const i of roll.patients) heal(tx, i, roll.patients.length > 1 ? "SYN-P.12" : "SYN-8.6");
      return;
    }
    case "gold": {
      const gold = roll.amount === "half" ? Math.floor(face / 2) : face;
      rollEvent(tx, "Gold", purpose, face, [], roll.amount, gold, `${face}${roll.amount === "half" ? " halved" : ""}: ${gold} gold`, roll.amount === "paragraph-115" ? "SYN-P.115" : "SYN-T.CODES");
      tx.track("warchest", gold, roll.amount === "paragraph-115" ? "Eyven's gold taken" : roll.amount === "half" ? "a haul (G half)" : "a good donation (GD)", roll.amount === "paragraph-115" ? "SYN-P.115" : "SYN-T.CODES");
      return;
    }
  }
}

function fealty(tx: Tx, town: string, result: string): void {
  const rules = tx.rules;
  const s = tx.s;
  let effective = result;
  tx.emit({ type: "fealty", town, result, rule: "SYN-T.FEALTY" });
  if (result === "Open Rebellion") {
    if (crewFree(tx) && s.witchcraft < 10) {
      tx.emit({ type: "note", text: `${rules.space(town).name} rises in open rebellion`, rule: "SYN-6.1" });
      tx.end("player", "victory");
      return;
    }
    if (s.rules.openRebellion === "lasting" && !s.rebellion.includes(town)) {
      s.rebellion = [...s.rebellion, town];
      tx.emit({ type: "note", text: `${rules.space(town).name} is in open rebellion: free every crewmember to win`, rule: "SYN-6.1" });
    }
    tx.emit({ type: "note", text: "not every crewmember is free: Open Rebellion counts as Defy", rule: "SYN-T.FEALTY" });
    effective = "Defy";
  }
  switch (effective) {
    case "Defy":
      s.royalParty = { ...s.royalParty, hold: true };
      tx.track("royalMorale", -1, `${rules.space(town).name} defies the King`, "SYN-T.FEALTY");
      return;
    case "Delay": {
      s.royalParty = { ...s.royalParty, hold: true };
      const group = groupAt(s, town);
      if (group.length > 0) tx.push({ k: "pick", pick: { effect: "capture", space: town, from: group, spaces: [], count: 1, reason: "delay: one of your people in the town is imprisoned (SYN-T.FEALTY)", squad: -1, people: [] } });
      return;
    }
    case "Swear Fealty": {
      s.royalParty = { ...s.royalParty, hold: false };
      s.sworn = [...s.sworn, town];
      s.people.forEach((p, i) => {
        const c = rules.counters[i]!;
        if (c.kind === "royalist" && c.home === town && !p.controlled && !p.imprisoned && p.at === town) {
          tx.w(i).at = OUT_OF_PLAY;
          tx.personEvent(i, "removed", "SYN-T.FEALTY", town);
        }
      });
      const last = rules.route.filter((id) => rules.space(id).type === "town").at(-1);
      if (town === last || rules.towns.every((t) => s.sworn.includes(t))) tx.end("king", "fealty");
      return;
    }
  }
}

