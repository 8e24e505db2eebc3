import { checkDepth } from "./_internal/checks";
import type { MAX_VALUE_DEPTH } from "./limits";

/**
 * A cheap, stable checksum of a JSON-like value (a state snapshot): 16 hex digits, the same
 * on every platform and for every key order (object keys are read sorted). Logs carry the
 * checksums of states at intervals so a replay can tell where an altered log diverges.
 * Not a cryptographic hash: it catches accidents and casual tampering, not a forger.
 *
 * @param value - plain JSON data (objects, arrays, strings, numbers, booleans, null)
 * @returns 16 lower-case hex digits
 * @throws {@link EngineError} `engine/limit` for a value nested deeper than {@link MAX_VALUE_DEPTH} (or cyclic)
 * @example
 * ```ts
 * import { stateChecksum } from "@tt/engine";
 * stateChecksum({ a: 1, b: [2, 3] }) === stateChecksum({ b: [2, 3], a: 1 }); // true
 * ```
 */
export function stateChecksum(value: unknown): string {
  // Refused before the recursive walk below: a value 20,000 deep (or cyclic) would overflow the stack.
  checkDepth(value, "the value", "engine/limit");
  const hash = { a: 0x811c9dc5, b: 0x01000193 ^ 0x5bd1e995 };
  feed(hash, value);
  return hex(hash.a) + hex(hash.b);
}

interface Hash {
  a: number;
  b: number;
}

function hex(word: number): string {
  return (word >>> 0).toString(16).padStart(8, "0");
}

/** Two independent 32-bit FNV-1a-style lanes over the UTF-16 code units of a canonical text. */
function text(hash: Hash, value: string): void {
  let a = hash.a;
  let b = hash.b;
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  hash.a = a;
  hash.b = b;
}

function feed(hash: Hash, value: unknown): void {
  if (value === null || value === undefined) return text(hash, "n");
  switch (typeof value) {
    case "number":
      return text(hash, `#${value};`);
    case "string":
      text(hash, `"${value.length}:`);
      return text(hash, value);
    case "boolean":
      return text(hash, value ? "t" : "f");
    case "object":
      break;
    default:
      return text(hash, `?${String(value)}`);
  }
  if (Array.isArray(value)) {
    text(hash, `[${value.length}`);
    for (const item of value) feed(hash, item);
    return text(hash, "]");
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  text(hash, `{${keys.length}`);
  for (const key of keys) {
    text(hash, key);
    feed(hash, record[key]);
  }
  text(hash, "}");
}
