// The checks @tt/dice runs on untrusted input, written by hand so that a program using
// restoreRng or rollDice does not bundle zod: each is the twin of a schema in schemas.ts
// (RngStateSchema, DiceExprSchema), and test/checks.test.ts checks over random values that
// the two accept the same values and name the same first path.
import { excerpt as describe, formatJsonPath, type TtIssue } from "@tt/internal";
import { MAX_DIVISOR, MAX_TERMS, SELECT_MODES } from "../schemas";

type Issues = TtIssue[];
type Key = string | number;

const at = formatJsonPath;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An integer (a safe one, as zod's `z.int()`) in [min, max]; records an issue otherwise. */
function integer(value: unknown, min: number, path: readonly Key[], issues: Issues, max = Number.MAX_SAFE_INTEGER): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    issues.push({ path: at(path), message: `expected an integer, received ${describe(value)}` });
  } else if (value < min || value > max) {
    issues.push({ path: at(path), message: `expected an integer ${max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`}, received ${value}` });
  }
}

/** `value === expected`, or an issue. */
function literal(value: unknown, expected: string | number, path: readonly Key[], issues: Issues): void {
  if (value !== expected) issues.push({ path: at(path), message: `expected ${JSON.stringify(expected)}, received ${describe(value)}` });
}

/**
 * Every problem with an untrusted generator state, as {@link RngStateSchema} would find it
 * (empty when the state is valid).
 */
export function rngStateIssues(state: unknown): Issues {
  if (!isRecord(state)) return [{ path: "", message: `expected an object, received ${describe(state)}` }];
  const issues: Issues = [];
  literal(state.schemaVersion, 1, ["schemaVersion"], issues);
  literal(state.algorithm, "sfc32", ["algorithm"], issues);
  const words = state.state;
  if (!Array.isArray(words) || words.length !== 4) {
    issues.push({ path: "state", message: `expected an array of 4 unsigned 32-bit integers, received ${Array.isArray(words) ? `${words.length} item(s)` : describe(words)}` });
  } else {
    for (let i = 0; i < 4; i++) integer(words[i], 0, ["state", i], issues, 0xffffffff);
  }
  return issues;
}

/** Each kind of term and its integer fields, with their least value. */
const TERM_FIELDS: Record<string, Record<string, number>> = { dice: { count: 1, sides: 1 }, percentile: { count: 1 }, constant: { value: 0 } };

function termIssues(term: unknown, path: readonly Key[], issues: Issues): void {
  if (!isRecord(term)) return void issues.push({ path: at(path), message: `expected an object, received ${describe(term)}` });
  // An own property only: a type named "constructor" or "toString" must not find Object.prototype's.
  const fields = typeof term.type === "string" && Object.hasOwn(TERM_FIELDS, term.type) ? TERM_FIELDS[term.type] : undefined;
  if (!fields) return void issues.push({ path: at([...path, "type"]), message: `expected one of "dice", "percentile", "constant", received ${describe(term.type)}` });
  if (term.sign !== 1 && term.sign !== -1) issues.push({ path: at([...path, "sign"]), message: `expected 1 or -1, received ${describe(term.sign)}` });
  for (const [field, min] of Object.entries(fields)) integer(term[field], min, [...path, field], issues);
  const select = term.select;
  if (term.type === "dice" && select !== undefined) {
    if (!isRecord(select)) issues.push({ path: at([...path, "select"]), message: `expected an object, received ${describe(select)}` });
    else {
      if (!(SELECT_MODES as readonly unknown[]).includes(select.mode))
        issues.push({ path: at([...path, "select", "mode"]), message: `expected one of ${SELECT_MODES.join(", ")}, received ${describe(select.mode)}` });
      integer(select.count, 0, [...path, "select", "count"], issues);
      // Not in the schema (a check across fields): keeping or dropping more dice than are rolled.
      if (typeof select.count === "number" && typeof term.count === "number" && select.count > term.count)
        issues.push({ path: at([...path, "select"]), message: `selects more dice (${select.count}) than the ${term.count} rolled` });
    }
  }
  if (term.divisor !== undefined) integer(term.divisor, 1, [...path, "divisor"], issues, MAX_DIVISOR);
}

/**
 * Every problem with an untrusted dice expression, as {@link DiceExprSchema} would find it,
 * and a selection of more dice than the term rolls (empty when the expression is valid).
 */
export function diceExprIssues(expr: unknown): Issues {
  if (!isRecord(expr)) return [{ path: "", message: `expected an object, received ${describe(expr)}` }];
  const terms = expr.terms;
  if (!Array.isArray(terms)) return [{ path: "terms", message: `expected an array, received ${describe(terms)}` }];
  if (terms.length < 1 || terms.length > MAX_TERMS) return [{ path: "terms", message: `expected 1 to ${MAX_TERMS} terms, received ${terms.length}` }];
  const issues: Issues = [];
  for (const [index, term] of terms.entries()) termIssues(term, ["terms", index], issues);
  return issues;
}
