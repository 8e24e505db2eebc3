import type { TtIssue } from "@tt/engine";
import type { SyndromeRules } from "./data";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "./state";
import type { Task } from "./tasks";
import { quote } from "./_internal/limits";

/** Witchcraft at which the King wins (SYN-6.2). */
const WITCHCRAFT_LOST = 10;
/** The longest sanctuary with an end: the turn granted plus three (SYN-P.303). */
const SANCTUARY_TURNS = 3;
const PRISON_TYPES = new Set(["town", "castle", "palace"]);
const PERSON_KEYS = new Set(["recruiter", "target", "leader", "squad", "requester"]);
const PEOPLE_KEYS = new Set(["people", "group", "injured", "prisoners", "plague", "exclude", "patients", "from"]);

/**
 * Every way `state` breaks what a state of the Syndrome always holds: the invariants the
 * conformance test checks after every step, and what `parseState` checks of a snapshot after its
 * schema. Each problem names its JSON path; an empty list means none was found.
 *
 * - one entry per counter; everyone in exactly one place: a land space, the Enterprise box or out
 *   of play (SYN-7.1); prisoners in a town, castle or the palace; hidden prisoners imprisoned
 *   (SYN-3.2); aboard the Enterprise only the player's free people (SYN-9.2); out of play neither
 *   imprisoned nor in sanctuary; the Enterprise crew always the player's; a sanctuary of three days
 *   ending no later than the turn plus three (SYN-P.303);
 * - Witchcraft 10 or more only in a finished game (SYN-6.2); a result exactly when the phase is
 *   `over`, its winner the one its reason names; setup exactly on turn 0;
 * - the Royal Party on its route; sworn and rebelling towns real towns, each once; the lords who
 *   freed prisoners and the cup's counters real counters, each once, the cup's out of play;
 * - every space, person and squad the pending tasks name exists, a recruit target can be
 *   recruited and a squad is a squad; a resolution's next step within its steps.
 *
 * @param rules - the compiled data the state plays with (`syndrome.rules`)
 * @param state - a state that has passed `stateSchema`
 * @returns every problem found, each with its JSON path, in document order
 * @example
 * ```ts
 * import { invariantProblems, syndrome } from "@tt/syndrome";
 * const state = syndrome.setup(syndrome.parseOptions({}));
 * invariantProblems(syndrome.rules, state); // []
 * invariantProblems(syndrome.rules, { ...state, witchcraft: 12 }); // [{ path: "witchcraft", message: "Witchcraft 12 has ended the game (SYN-6.2), but the state has no result" }]
 * ```
 */
export function invariantProblems(rules: SyndromeRules, state: State): TtIssue[] {
  const issues: TtIssue[] = [];
  const report = (message: string, path: string) => {
    issues.push({ path, message });
  };
  const counters = rules.counters;
  const land = new Set(rules.landSpaces);
  const towns = new Set(rules.towns);
  const counterIndex = new Map(counters.map((c) => [c.id, c.index]));
  const known = (at: string) => land.has(at) || at === ENTERPRISE || at === OUT_OF_PLAY;
  const isPrison = (at: string) => land.has(at) && PRISON_TYPES.has(rules.space(at).type);

  if (state.people.length !== counters.length) report(`expected ${counters.length} people, one per counter, found ${state.people.length}`, "people");
  state.people.forEach((p, i) => {
    const at = `people[${i}]`;
    const kind = counters[i]?.kind;
    if (!known(p.at)) report(`unknown place ${quote(p.at)}`, `${at}.at`);
    else if (p.imprisoned && !isPrison(p.at)) report(`a prisoner must be in a town, a castle or the palace, not ${quote(p.at)}`, `${at}.at`);
    if (p.hidden && !p.imprisoned) report("a hidden prisoner must be imprisoned", `${at}.hidden`);
    if (p.at === ENTERPRISE && (!p.controlled || p.imprisoned)) report("only the player's free people are aboard the Enterprise", `${at}.at`);
    if (p.at === OUT_OF_PLAY && (p.imprisoned || p.sanctuary !== 0)) report("a counter out of play is neither imprisoned nor in sanctuary", `${at}.at`);
    if (kind === "enterprise" && !p.controlled) report("the Enterprise crew are always the player's", `${at}.controlled`);
    if (p.sanctuary > state.turn + SANCTUARY_TURNS) report(`a sanctuary granted by turn ${state.turn} ends by turn ${state.turn + SANCTUARY_TURNS}`, `${at}.sanctuary`);
  });

  if (state.witchcraft >= WITCHCRAFT_LOST && state.result === null) report(`Witchcraft ${state.witchcraft} has ended the game (SYN-6.2), but the state has no result`, "witchcraft");
  if ((state.result !== null) !== (state.phase === "over"))
    report(`phase "${state.phase}" with ${state.result === null ? "no result" : "a result"}: a game has a result exactly when it is over`, "phase");
  if ((state.phase === "setup") !== (state.turn === 0)) report(`phase "${state.phase}" on turn ${state.turn}: setup is turn 0`, "turn");
  if (state.result !== null && (state.result.winner === "player") !== (state.result.reason === "victory")) report(`a ${state.result.reason} is not a win for ${state.result.winner}`, "result.winner");
  if (state.royalParty.route >= rules.route.length) report(`the route has ${rules.route.length} spaces`, "royalParty.route");

  const ids = (list: readonly string[], path: string, ok: (id: string) => boolean, what: string) => {
    list.forEach((id, k) => {
      if (!ok(id)) report(`${quote(id)} is not ${what}`, `${path}[${k}]`);
      else if (list.indexOf(id) !== k) report(`${quote(id)} is listed twice`, `${path}[${k}]`);
    });
  };
  ids(state.sworn, "sworn", (id) => towns.has(id), "a town");
  ids(state.rebellion, "rebellion", (id) => towns.has(id), "a town");
  ids(state.freedBy, "freedBy", (id) => counterIndex.has(id), "a counter");
  ids(state.cup, "cup", (id) => state.people[counterIndex.get(id) ?? -1]?.at === OUT_OF_PLAY, "a counter out of play");
  for (const [name, list] of Object.entries(state.flags)) {
    for (const [k, id] of list.entries()) if (!known(id)) report(`unknown space ${quote(id)}`, `flags.${name}[${k}]`);
  }

  const place = (id: unknown, path: string) => {
    if (typeof id === "string" && !land.has(id)) report(`unknown space ${quote(id)}`, path);
  };
  const person = (i: unknown, path: string) => {
    if (typeof i === "number" && i >= counters.length) report(`no counter has index ${i} (there are ${counters.length})`, path);
  };
  const task = (t: Task | Task["roll" & keyof Task], path: string) => {
    for (const [key, value] of Object.entries(t)) {
      if (key === "space" || (key === "from" && typeof value === "string")) place(value, `${path}.${key}`);
      else if (PERSON_KEYS.has(key)) person(value, `${path}.${key}`);
      else if (PEOPLE_KEYS.has(key) && Array.isArray(value)) for (const [k, i] of value.entries()) person(i, `${path}.${key}[${k}]`);
      else if (key === "slots" || key === "spaces") for (const [k, id] of (value as string[]).entries()) place(id, `${path}.${key}[${k}]`);
    }
  };
  state.queue.forEach((t, k) => {
    const path = `queue[${k}]`;
    task(t, path);
    if (t.kind === "roll") task(t.roll as never, `${path}.roll`);
    if (t.kind === "pick") task(t.pick as never, `${path}.pick`);
    const inner = t.kind === "roll" ? ".roll" : "";
    const target = t.kind === "recruit-gold" ? t.target : t.kind === "roll" && t.roll.table === "recruiting" ? t.roll.target : -1;
    if (target >= 0 && target < counters.length && counters[target]!.recruitRow === null) report(`${counters[target]!.name} cannot be recruited`, `${path}${inner}.target`);
    const squad = t.kind === "squad-move" || t.kind === "squad-effects" ? t.squad : t.kind === "roll" && t.roll.table === "kingsMen" ? t.roll.squad : -1;
    if (squad >= 0 && squad < counters.length && counters[squad]!.kind !== "squad") report(`${counters[squad]!.name} is not a King's Men squad`, `${path}${inner}.squad`);
    if (t.kind === "steps" && t.at > t.steps.length) report(`the resolution has ${t.steps.length} steps`, `${path}.at`);
    if (t.kind === "draw-prisoner") {
      for (const [j, id] of t.slots.entries()) if (land.has(id) && !isPrison(id)) report(`a prisoner is placed in a town, a castle or the palace, not ${quote(id)}`, `${path}.slots[${j}]`);
    }
  });
  return issues;
}
