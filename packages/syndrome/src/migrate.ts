/**
 * Snapshot layout 1 to 2: tasks were tagged `k` (now `kind`), resolutions held their effects as
 * strings such as `"capture:all"` (now {@link Effect} objects), a squad's effects were joined by
 * `|`, and the new options had no field. A layout-1 snapshot is rewritten to layout 2 before it
 * is checked (and a fill-cup's `then` is now `for`); anything it cannot read is left as it is for the schema to report.
 */
import type { Effect } from "./effects";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** One layout-1 step string as an effect (unknown strings are kept, for the schema to name). */
function effectOf(step: unknown): Effect | unknown {
  if (typeof step !== "string") return step;
  const [name, arg, arg2] = step.split(":");
  switch (name) {
    case "capture":
    case "injure":
      return { do: name, count: arg === "all" || arg === "half" ? arg : Number(arg) };
    case "track":
      return { do: "track", track: arg, delta: Number(arg2) };
    case "gold":
      return { do: "gold", amount: Number(arg) };
    case "gold-half":
      return { do: "gold-roll", amount: "half" };
    case "gold-die":
      return { do: "gold-roll", amount: "good" };
    case "sanctuary":
      return { do: "sanctuary", turns: arg === "forever" ? "forever" : Number(arg) };
    case "imprison-one-injured":
      return { do: "imprison-injured", count: 1 };
    case "imprison-injured":
      return { do: "imprison-injured", count: "all" };
    default:
      return { do: name };
  }
}

function effectsOf(steps: unknown, rule: unknown): unknown {
  if (!Array.isArray(steps)) return steps;
  // Paragraph 115's gold was told apart by the rule it came from.
  return steps.map((step) => (step === "gold-die" && rule === "SYN-P.115" ? { do: "gold-roll", amount: "paragraph-115" } : effectOf(step)));
}

function paragraphOf(rule: unknown): number | null {
  const match = typeof rule === "string" ? /^SYN-P\.(\d+)$/.exec(rule) : null;
  return match === null ? null : Number(match[1]);
}

function taskOf(task: unknown, queue: readonly unknown[], people: readonly unknown[]): unknown {
  if (!isObject(task) || !("k" in task)) return task;
  const { k, ...rest } = task;
  const out: Json = { kind: k, ...rest };
  if (k === "steps") {
    out.steps = effectsOf(rest.steps, rest.rule);
    out.paragraph = paragraphOf(rest.rule);
  }
  if ((k === "squad-move" || k === "squad-effects") && typeof rest.effects === "string") out.effects = rest.effects === "" ? [] : effectsOf(rest.effects.split("|"), "");
  if (k === "pick" && isObject(rest.pick)) {
    const { squad: _squad, ...pick } = rest.pick;
    out.pick = pick;
  }
  if (k === "raid-end") {
    // Phasers chosen for this raid showed in its roll's modifiers.
    const roll = queue.find((t) => isObject(t) && t.k === "roll" && isObject(t.roll) && t.roll.table === "raid" && t.roll.space === rest.space) as Json | undefined;
    const mods = isObject(roll?.roll) && Array.isArray(roll.roll.modifiers) ? roll.roll.modifiers : [];
    out.phasers = mods.some((m) => isObject(m) && m.label === "phasers");
  }
  // The people taking part were those of the space (layout 1 kept them in the queued roll only).
  if (k === "fill-cup" && "then" in rest) {
    const { then: purpose, ...others } = rest;
    return { kind: k, ...others, for: purpose };
  }
  if (k === "recruit-gold") out.group = people.flatMap((p, i) => (isObject(p) && p.at === rest.space && p.controlled === true && p.imprisoned !== true ? [i] : []));
  return out;
}

/**
 * Rewrites a layout-1 snapshot as layout 2; any other value is returned unchanged.
 *
 * @param json - a snapshot of any layout
 * @returns the snapshot, as layout 2 if it was layout 1
 */
export function migrateV1(json: unknown): unknown {
  if (!isObject(json) || json.schemaVersion !== 1) return json;
  const queue = Array.isArray(json.queue) ? json.queue : [];
  const people = Array.isArray(json.people) ? json.people : [];
  const rules = isObject(json.rules) ? { aidThePoor: "any-amount", squadsAct: "near-any-controlled", joinEffects: "on-gaining-control", gorenKit: false, ...json.rules } : json.rules;
  return { ...json, schemaVersion: 2, rules, queue: Array.isArray(json.queue) ? queue.map((t) => taskOf(t, queue, people)) : json.queue };
}
