/** @internal Canonical JSON: object keys sorted, so deep-equal JSON values get equal keys. */
export function canonicalJson(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  // A result defined in code may be any value: a bigint, which JSON cannot write, reads as itself.
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || typeof value !== "object") return String(JSON.stringify(value));
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
}

/** @internal Groups results into classes by key; returns class id per result and one representative per class. */
export function classify<T>(results: readonly T[], key: (result: T) => string): { classOf: Int32Array; representatives: T[] } {
  const ids = new Map<string, number>();
  const classOf = new Int32Array(results.length);
  const representatives: T[] = [];
  for (let i = 0; i < results.length; i++) {
    const result = results[i]!;
    const k = key(result);
    let id = ids.get(k);
    if (id === undefined) {
      id = representatives.length;
      ids.set(k, id);
      representatives.push(result);
    }
    classOf[i] = id;
  }
  return { classOf, representatives };
}

/** @internal A result as text in an explanation. */
export function formatResult(result: unknown): string {
  if (typeof result === "string") return result;
  if (typeof result === "number" || typeof result === "boolean") return String(result);
  return canonicalJson(result);
}

/** @internal True when a result is missing: undefined, null or a blank string. */
export function isMissing(result: unknown): boolean {
  return result === undefined || result === null || (typeof result === "string" && result.trim() === "");
}
