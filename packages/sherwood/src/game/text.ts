import { hexToOffset, type Hex, type Located, type RiderPosition } from "@tt/hexgrid";
import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import type { ScenarioEvent, SherwoodEvent } from "./events";
import { nameOf } from "./names";
import { resultGloss } from "./result-gloss";
import type { SherwoodAction, SherwoodState } from "./schemas";

const FACINGS = ["east", "north-east", "north-west", "west", "south-west", "south-east"] as const;

/** A board hex as the map prints it ("col,row"), for a single map's board. */
function printed(hex: Hex): string {
  const o = hexToOffset(hex, "odd-r");
  return `${o.col},${o.row}`;
}

function place(to: Hex | Located | RiderPosition): string {
  if ("front" in to) return `${printed(to.front)} facing ${FACINGS[to.facing]}`;
  const level = "level" in to && to.level === 1 ? " (above)" : "";
  return `${printed(to)}${level}`;
}

const signed = (n: number): string => (n < 0 ? `- ${-n}` : `+ ${n}`);

/**
 * A short label for an action, for a button or a numbered menu: "Robin shoots at Bero", "Little John
 * moves to 3,7", "Brian and Guy attack Hardouin", "end the movement phase".
 *
 * @param action - an action of `sherwood.next(state).actions`
 * @param state - the state it is offered in (names the phase an `end-phase` ends)
 * @param rules - the compiled rules (default `sherwoodRules`)
 * @returns the label
 * @example
 * ```ts
 * import { sherwoodActionLabel } from "@tt/sherwood";
 * sherwoodActionLabel({ type: "attack", attackers: ["brian", "guy"], defender: "hardouin" }); // "Sir Brian de Bois-Guilbert and Sir Guy of Gisbourne attack Hardouin"
 * ```
 */
export function sherwoodActionLabel(action: SherwoodAction, state?: SherwoodState, rules: SherwoodRules = sherwoodRules): string {
  const name = (id: string) => nameOf(rules, id);
  switch (action.type) {
    case "shoot":
      return `${name(action.shooter)} shoots at ${name(action.target)}`;
    case "step":
      return `${name(action.piece)} moves to ${place(action.to)}`;
    case "dismount":
      return `${name(action.piece)} dismounts to ${place(action.to)}`;
    case "mount":
      return `${name(action.piece)} mounts ${name(action.horse)}`;
    case "attack":
      return `${action.attackers.map(name).join(" and ")} attack${action.attackers.length === 1 ? "s" : ""} ${name(action.defender)}`;
    case "jump-attack":
      return `${name(action.piece)} jumps on ${name(action.defender)}, landing at ${place(action.to)}`;
    case "retreat":
      return `${name(action.piece)} retreats to ${place(action.to)}`;
    case "place":
      return `place ${name(action.piece)} at ${place(action.to)}${action.shift === undefined ? "" : `, shifting ${name(action.shift.piece)} to ${place(action.shift.to)}`}`;
    case "advance":
      return `${name(action.piece)} advances to ${place(action.to)}`;
    case "stay":
      return "do not advance";
    case "lead":
      return `${name(action.piece)} takes ${name(action.animal)} by the bridle`;
    case "drive":
      return `${name(action.piece)} drives to ${place(action.to)}`;
    case "harness":
      return `${name(action.piece)} harnesses ${name(action.animal)} to ${name(action.cart)} (his whole turn)`;
    case "unharness":
      return `${name(action.piece)} unharnesses ${name(action.cart)} (his whole turn)`;
    case "hide":
      return `hide ${name(action.piece)} ${action.hideout.startsWith("tree:") ? `up tree ${action.hideout.slice(5)}` : `in the ${action.hideout.slice(9)}`}`;
    case "spring":
      return "spring the ambush";
    case "pass":
      return "wait: do not spring the ambush now";
    case "reveal":
      return `reveal ${name(action.piece)} at ${place(action.at)}`;
    case "strike":
      return "strike from ambush";
    case "end-ambush":
      return "end the ambush";
    case "deploy":
      return `set up ${name(action.piece)} at ${place(action.to)}`;
    case "enter":
      return `${name(action.piece)} comes on at ${place(action.to)}`;
    case "leave":
      return `${name(action.piece)} leaves the map`;
    case "blind":
      return `${name(action.piece)} tries to blind ${name(action.target)}`;
    case "end-phase":
      return state === undefined ? "end the phase" : `end the ${state.phase === "fire" ? "missile fire" : state.phase === "move" ? "movement" : "combat"} phase`;
    default: {
      const never: never = action;
      throw new Error(`unknown action ${String(never)}`);
    }
  }
}

/** A scenario's special rule at work, in words. */
function scenarioSentence(event: ScenarioEvent, name: (id: string) => string): string {
  const who = event.piece === undefined ? "" : name(event.piece);
  switch (event.what) {
    case "removed":
      return `${who} is wounded and leaves the game`;
    case "captured":
      return `${who} is captured by ${event.camp ?? "the enemy"}`;
    case "control":
      return `${who} now goes with ${event.camp ?? "no one"}`;
    case "married":
      return `${who} is married`;
    case "fought":
      return `${who} has fought: no longer protected as a clergyman`;
    case "order":
      return `turn order: ${(event.order ?? []).join(", ")}`;
    case "blinded":
      return `${who} is blinded: he cannot move, attack or shoot for his side's next turns`;
    case "ran-away":
      return `${who} runs away: its master is dead`;
    default: {
      const never: never = event.what;
      throw new Error(`unknown scenario event ${String(never)}`);
    }
  }
}

/**
 * One event told as a sentence, with every modifier, shift, column and roll, as the rulebook would
 * read it out: "Brian 30 + Guy 28 = 58 vs 5: column > 41 (slope - 1, joint attack + 1)", "roll 7: K (killed)"
 * (a table's result code with its meaning, {@link resultGloss}).
 *
 * @param event - an event from `sherwood.apply`
 * @param rules - the compiled rules (default `sherwoodRules`)
 * @returns the sentence and the rule it applies
 * @example
 * ```ts
 * import { narrateSherwood } from "@tt/sherwood";
 * narrateSherwood({ type: "recovered", piece: "robin", rule: "SHW-6.5" }).text; // "Robin Hood recovers"
 * ```
 */
export function narrateSherwood(event: SherwoodEvent, rules: SherwoodRules = sherwoodRules): { readonly text: string; readonly rule: string } {
  const name = (id: string) => nameOf(rules, id);
  const say = (text: string) => ({ text, rule: event.rule });
  switch (event.type) {
    case "phase":
      return say(`turn ${event.turn}: ${event.side}, ${event.phase === "fire" ? "missile fire" : event.phase === "move" ? "movement" : "combat"} phase`);
    case "shot":
      return say(`${name(event.shooter)} shoots at ${name(event.target)}: ${event.range} hexes, ${event.band} range${event.cover.length > 0 ? `, in cover (${event.cover.join(", ")})` : ""}`);
    case "roll": {
      const mods = event.modifiers.map((m) => ` ${signed(m.value)} (${m.label})`).join("");
      const column = event.column === undefined ? "" : ` in column ${event.column}`;
      const total = event.modifiers.length > 0 ? ` = ${event.total}` : "";
      // A table's code with what it means (SHW-6.1, SHW-6.2): "roll 1: K (killed)".
      const gloss = resultGloss(event.result);
      return say(`${event.table}${column}: roll ${event.face}${mods}${total}: ${event.result}${gloss === undefined ? "" : ` (${gloss})`}`);
    }
    case "attack": {
      const sum = event.values.map((v) => `${name(v.piece)} ${v.attack}`).join(" + ");
      const shifts = event.shifts.length === 0 ? "" : ` (${event.shifts.map((s) => `${s.label} ${signed(s.value)}`).join(", ")})`;
      return say(`${sum}${event.values.length > 1 ? ` = ${event.attack}` : ""} against ${name(event.defender)}'s ${event.defence}: column ${event.column}${shifts}`);
    }
    case "moved":
      return say(`${name(event.piece)} moves to ${place(event.to)} (${event.cost} MP, ${event.spent} spent)`);
    case "mounted":
      return say(`${name(event.piece)} mounts ${name(event.horse)}`);
    case "dismounted":
      return say(`${name(event.piece)} dismounts to ${place(event.to)}`);
    case "effect":
      return say(
        `${name(event.piece)} ${event.effect === "no-retreat" ? "cannot retreat" : event.effect === "horse-killed" ? "loses his horse, killed under him" : event.effect}${event.to === undefined ? "" : ` to ${place(event.to)}`}${event.why === undefined ? "" : `: ${event.why}`}`,
      );
    case "recovered":
      return say(`${name(event.piece)} recovers`);
    case "advanced":
      return say(`${name(event.piece)} advances to ${place(event.to)}`);
    case "leads":
      return say(`${name(event.piece)} takes ${name(event.animal)} by the bridle`);
    case "drove":
      return say(`${name(event.piece)} drives ${name(event.animal)} to ${place(event.to)}, ${name(event.cart)} following (${event.spent} of ${event.allowance} MP)`);
    case "harnessing":
    case "harnessed": {
      const what = event.unharness ? `${name(event.animal)} from ${name(event.cart)}` : `${name(event.animal)} to ${name(event.cart)}`;
      return say(`${name(event.piece)} ${event.type === "harnessed" ? "has" : "spends his turn"} ${event.unharness ? "unharness" : "harness"}${event.type === "harnessed" ? "ed" : "ing"} ${what}`);
    }
    case "revealed":
      return say(`${name(event.piece)} appears at ${place(event.at)}${event.rule === "SHW-8.4" ? "" : ", in ambush"}`);
    case "deployed":
      return say(`${name(event.piece)} is set up at ${place(event.at)}`);
    case "entered":
      return say(`${name(event.piece)} comes on by side ${event.side} of ${event.map} at ${place(event.at)} (${event.cost} MP)`);
    case "left-map":
      return say(`${name(event.piece)} leaves the map`);
    case "scenario":
      return say(scenarioSentence(event, name));
    default: {
      const never: never = event;
      throw new Error(`unknown event ${String(never)}`);
    }
  }
}
