// The checks `reachable` and `findPath` make once per call, before searching.
import { HexgridError } from "../errors";
import type { MoveRules, PathOptions } from "../search";
import { StepCosts } from "../step-costs";
import { argumentError, badArgument, checkFunction, checkOptions, show } from "./check";

/** Throws `hexgrid/bad-graph` unless `graph` has a `neighbors` function (and `key`, if any, is one). */
export function checkGraph(graph: unknown): void {
  const { neighbors, key } = (typeof graph === "object" || typeof graph === "function") && graph !== null ? (graph as { neighbors?: unknown; key?: unknown }) : {};
  const bad = typeof neighbors !== "function" ? "neighbors" : key !== undefined && typeof key !== "function" ? "key" : undefined;
  if (bad) throw argumentError("hexgrid/bad-graph", `graph.${bad}`, `a graph needs a neighbors(node) function and may have a key(node) function; got ${show(bad === "key" ? key : neighbors)}`);
}

/** The rules or options object, checked: callbacks are functions, `cost` a function or a table. */
export function checkRules<N, R extends MoveRules<N>>(rules: R | undefined, path: string): R {
  const checked = checkOptions(rules, path);
  const cost = checked.cost;
  if (cost !== undefined && typeof cost !== "function" && !(cost instanceof StepCosts)) throw badArgument(`${path}.cost`, "a function, a StepCosts table or undefined", cost);
  checkFunction(checked.mustStop, `${path}.mustStop`);
  checkFunction(checked.canEnd, `${path}.canEnd`);
  return checked;
}

/** {@link checkRules} plus `findPath`'s own options: the heuristic, `minCost` and `maxCost`. */
export function checkPathOptions<N>(options: PathOptions<N> | undefined): PathOptions<N> {
  const checked = checkRules<N, PathOptions<N>>(options, "options");
  checkFunction(checked.heuristic, "options.heuristic");
  if (checked.maxCost !== undefined) checkBudget(checked.maxCost, "options.maxCost");
  const minCost = checked.minCost;
  if (minCost !== undefined && !(typeof minCost === "number" && minCost >= 0 && minCost < Infinity)) throw badArgument("options.minCost", "a finite number >= 0", minCost);
  return checked;
}

/** Throws `hexgrid/bad-argument` unless `value` is a number >= 0 (Infinity allowed). */
export function checkBudget(value: unknown, path: string): void {
  if (typeof value !== "number" || !(value >= 0)) throw badArgument(path, "a number >= 0", value);
}

/** A user heuristic whose every value is checked: a number >= 0 (Infinity: the goal cannot be reached from there). */
export function checkedHeuristic<N>(heuristic: (node: N) => number): (node: N) => number {
  return (node) => {
    const h = heuristic(node);
    if (typeof h !== "number" || !(h >= 0)) throw argumentError("hexgrid/bad-argument", "options.heuristic", `returned ${show(h)}; a heuristic must return numbers >= 0`);
    return h;
  };
}

/** A node as error messages name it: `hex 2,3`, `rider at 2,3 facing 1`, or the value itself (cut short). */
function describe(node: unknown): string {
  try {
    if (node !== null && typeof node === "object") {
      const o = node as { q?: unknown; r?: unknown; front?: { q: unknown; r: unknown }; facing?: unknown };
      if (typeof o.front === "object" && o.front !== null) return `rider at ${show(o.front.q)},${show(o.front.r)} facing ${show(o.facing)}`;
      if (o.q !== undefined) return `hex ${show(o.q)},${show(o.r)}`;
    }
  } catch {
    // a throwing getter: fall back to the value's kind
  }
  return show(node);
}

/** `hexgrid/off-map` for a start that is not a node of the map (or rider graph). */
export function offMap(node: unknown): HexgridError {
  const message = `the start ${describe(node)} is not on the map`;
  return new HexgridError("hexgrid/off-map", message, [{ path: "start", message }], "start");
}
