import type { AxisEntry, AxisIndex } from "./axis";

/** @internal The precomputed form of a range table. */
export interface CompiledRange<T> {
  readonly kind: "range";
  readonly axis: AxisIndex;
  readonly entries: readonly AxisEntry[];
  readonly results: readonly T[];
  readonly classOf: Int32Array;
  readonly representatives: readonly T[];
}

/** @internal The precomputed form of a cross table, seen as key x roll. */
export interface CompiledCross<T> {
  readonly kind: "cross";
  readonly axis: AxisIndex;
  readonly entries: readonly AxisEntry[];
  readonly keys: readonly string[];
  readonly keyIndex: ReadonlyMap<string, number>;
  /** cells[key][rollEntry] */
  readonly cells: readonly (readonly T[])[];
  readonly classOf: readonly Int32Array[];
  readonly representatives: readonly (readonly T[])[];
}

/** @internal The precomputed form of a shift table. */
export interface CompiledShift<T> {
  readonly kind: "shift";
  readonly columnAxis: AxisIndex;
  readonly columns: readonly AxisEntry[];
  readonly rowAxis: AxisIndex;
  readonly rows: readonly AxisEntry[];
  /** cells[column][row] */
  readonly cells: readonly (readonly T[])[];
  readonly classOf: readonly Int32Array[];
  readonly representatives: readonly (readonly T[])[];
}

const registry = new WeakMap<object, CompiledRange<unknown> | CompiledCross<unknown> | CompiledShift<unknown>>();

/** @internal */
export function register(table: object, compiled: CompiledRange<unknown> | CompiledCross<unknown> | CompiledShift<unknown>): void {
  registry.set(table, compiled);
}

/** @internal */
export function registered(table: object): CompiledRange<unknown> | CompiledCross<unknown> | CompiledShift<unknown> | undefined {
  return registry.get(table);
}
