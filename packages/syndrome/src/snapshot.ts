import { checkSchemaVersion, parseWith } from "@tt/engine";
import type { SyndromeRules } from "./data";
import { SyndromeError } from "./errors";
import { migrateV1 } from "./migrate";
import { isResting } from "./rules/flow";
import { SCHEMA_VERSION } from "./schemas";
import { ENTERPRISE, OUT_OF_PLAY, stateSchema, type State } from "./state";
import type { Task } from "./tasks";

/** Reading a saved state: its shape (every queued task field by field), then every reference against the rules data. */

function bad(message: string, path: string): never {
  throw new SyndromeError("syndrome/invalid-snapshot", message, path);
}

/** Checks the people, spaces and counters a task names. */
function checkTask(rules: SyndromeRules, task: Task, path: string, place: (id: string, at: string) => void, person: (i: number, at: string) => void): void {
  const people = (list: readonly number[], key: string) => {
    for (const [k, i] of list.entries()) person(i, `${path}.${key}[${k}]`);
  };
  for (const [key, value] of Object.entries(task)) {
    if (key === "space" || key === "from") place(value as string, `${path}.${key}`);
    else if (["recruiter", "target", "leader", "squad"].includes(key) && (value as number) >= 0) person(value as number, `${path}.${key}`);
    else if (["people", "group", "injured", "prisoners", "plague", "exclude"].includes(key) && Array.isArray(value)) people(value as number[], key);
    else if (key === "slots") for (const [k, id] of (value as string[]).entries()) place(id, `${path}.slots[${k}]`);
  }
  if (task.kind === "roll") checkTask(rules, task.roll as unknown as Task, `${path}.roll`, place, person);
  if (task.kind === "pick") {
    people(
      task.pick.from.map((i) => i),
      "pick.from",
    );
    for (const [k, id] of task.pick.spaces.entries()) place(id, `${path}.pick.spaces[${k}]`);
    place(task.pick.space, `${path}.pick.space`);
  }
  if (task.kind === "roll" && task.roll.table === "heal") people(task.roll.patients, "roll.patients");
  const counter = (i: number) => rules.counters[i];
  const target = task.kind === "recruit-gold" ? task.target : task.kind === "roll" && task.roll.table === "recruiting" ? task.roll.target : -1;
  if (target >= 0 && counter(target)?.recruitRow == null) bad(`${counter(target)?.name ?? target} cannot be recruited`, `${path}${task.kind === "roll" ? ".roll" : ""}.target`);
  const squad = task.kind === "squad-move" || task.kind === "squad-effects" ? task.squad : task.kind === "roll" && task.roll.table === "kingsMen" ? task.roll.squad : -1;
  if (squad >= 0 && counter(squad)?.kind !== "squad") bad(`${counter(squad)?.name ?? squad} is not a King's Men squad`, `${path}${task.kind === "roll" ? ".roll" : ""}.squad`);
  if (task.kind === "steps" && task.at > task.steps.length) bad(`the resolution has ${task.steps.length} steps`, `${path}.at`);
}

/** Checks a snapshot's shape and references: a corrupt one gets a {@link SyndromeError} naming the JSON path. */
export function parseSnapshot(rules: SyndromeRules, json: unknown): State {
  const input = migrateV1(json);
  checkSchemaVersion(
    input,
    SCHEMA_VERSION,
    ({ found, path }) => new SyndromeError("syndrome/unsupported-schema-version", `snapshot schemaVersion ${found} cannot be read; this version reads 1 and ${SCHEMA_VERSION}`, path),
  );
  const state = parseWith(stateSchema, input, ({ path, message, issues }) => new SyndromeError("syndrome/invalid-snapshot", message, path, issues));
  if (state.people.length !== rules.counters.length) bad(`expected ${rules.counters.length} people, found ${state.people.length}`, "people");
  const known = new Set([...rules.landSpaces, ENTERPRISE, OUT_OF_PLAY]);
  const counterIds = new Set(rules.counters.map((c) => c.id));
  state.people.forEach((p, i) => {
    if (!known.has(p.at)) bad(`unknown place "${p.at}"`, `people[${i}].at`);
    if (p.hidden && !p.imprisoned) bad("a hidden prisoner must be imprisoned", `people[${i}].hidden`);
  });
  for (const [k, id] of state.cup.entries()) if (!counterIds.has(id) || state.cup.indexOf(id) !== k) bad(`"${id}" is not a counter, or is in the cup twice`, `cup[${k}]`);
  for (const [k, id] of state.freedBy.entries()) if (!counterIds.has(id)) bad(`"${id}" is not a counter`, `freedBy[${k}]`);
  if (state.royalParty.route >= rules.route.length) bad(`the route has ${rules.route.length} spaces`, "royalParty.route");
  for (const list of ["sworn", "rebellion"] as const) for (const [k, town] of state[list].entries()) if (!rules.towns.includes(town)) bad(`"${town}" is not a town`, `${list}[${k}]`);
  for (const [name, list] of Object.entries(state.flags)) for (const [k, id] of list.entries()) if (!known.has(id)) bad(`unknown space "${id}"`, `flags.${name}[${k}]`);
  const place = (id: string, at: string) => {
    if (!rules.landSpaces.includes(id)) bad(`unknown space "${id}"`, at);
  };
  const person = (i: number, at: string) => {
    if (i >= rules.counters.length) bad(`no counter has index ${i} (there are ${rules.counters.length})`, at);
  };
  for (const [k, task] of state.queue.entries()) checkTask(rules, task, `queue[${k}]`, place, person);
  if (state.result === null && state.queue.length === 0) bad("a game in progress has pending work", "queue");
  if (!isResting(rules, state)) bad(`the front task "${state.queue[0]!.kind}" runs by itself: a saved game waits for a decision or a roll`, "queue[0]");
  return state;
}
