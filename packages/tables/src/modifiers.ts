import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { checkOptions } from "./_internal/checks";

/**
 * A die-roll modifier as a rulebook lists it: a signed integer with a label
 * saying where it comes from, and optionally the ID of the rule that grants it
 * (see the rule index, e.g. `SYN-T.SANCT`). Plain JSON, so game events can
 * carry it to a front end.
 */
export interface Modifier {
  /** What the modifier is, in the game's words: `"Spock's persuasiveness"`. */
  readonly label: string;
  /** The signed integer added to the roll (or to the column shift). */
  readonly value: number;
  /** The rule that grants it, e.g. `"SYN-T.SANCT"`. */
  readonly rule?: string;
}

/**
 * Makes a {@link Modifier}.
 *
 * @param label - What the modifier is: `"Witchcraft 3-5"`.
 * @param value - The signed integer it adds.
 * @param rule - The ID of the rule granting it, if any.
 * @returns The modifier.
 * @throws {@link TableError} `tables/not-integer` when `value` is not a safe integer, or the
 *   label or rule is not a string.
 * @example
 * ```ts
 * import { modifier } from "@tt/tables";
 * const witchcraft = modifier("Witchcraft 3-5", -1, "SYN-T.RECRUIT");
 * ```
 */
export function modifier(label: string, value: number, rule?: string): Modifier {
  const made = rule === undefined ? { label, value } : { label, value, rule };
  checkModifier(made, "modifier");
  return made;
}

/** @internal Throws unless `m` is a modifier: a string label, a safe integer value, a string rule if any. */
function checkModifier(m: Modifier, path: string): void {
  if (typeof m !== "object" || m === null || typeof m.label !== "string" || (m.rule !== undefined && typeof m.rule !== "string")) {
    throw new TableError("tables/not-integer", `${path} must be { label, value, rule? }, not ${excerpt(m)}.`, path);
  }
  if (!Number.isSafeInteger(m.value)) {
    throw new TableError("tables/not-integer", `${path} (${excerpt(m.label)}) has value ${excerpt(m.value)}; a modifier must be a safe integer.`, path);
  }
}

/** @internal `roll + modifier`, refused when it leaves the safe integers (it would no longer be exact). */
export function modifiedRoll(roll: number, modifier: number): number {
  const total = roll + modifier;
  if (!Number.isSafeInteger(total)) {
    throw new TableError("tables/not-integer", `The modified roll ${roll} + ${modifier} is beyond the safe integers.`, "modifiers");
  }
  return total;
}

/** @internal The sum of a list of modifiers at `path`, each checked, the sum a safe integer. */
export function sumList(modifiers: unknown, path: string): number {
  if (!Array.isArray(modifiers)) {
    throw new TableError("tables/not-integer", `${path} must be an array of { label, value }, not ${excerpt(modifiers)}.`, path);
  }
  let total = 0;
  for (let i = 0; i < modifiers.length; i++) {
    const m = modifiers[i] as Modifier;
    checkModifier(m, `${path}[${i}]`);
    total = modifiedRoll(total, m.value);
  }
  return total;
}

/**
 * Adds up modifiers.
 *
 * @param modifiers - The modifiers, or a plain number (returned as is).
 * @returns Their sum.
 * @throws {@link TableError} `tables/not-integer` when a value is not a safe integer, the list
 *   is not an array, or the sum leaves the safe integers.
 * @example
 * ```ts
 * import { sumModifiers } from "@tt/tables";
 * sumModifiers([{ label: "persuasiveness", value: 2 }, { label: "Witchcraft", value: -3 }]); // -1
 * ```
 */
export function sumModifiers(modifiers: readonly Modifier[] | number = []): number {
  if (typeof modifiers === "number") {
    if (!Number.isSafeInteger(modifiers)) {
      throw new TableError("tables/not-integer", `A modifier total must be a safe integer, not ${modifiers}.`);
    }
    return modifiers;
  }
  return sumList(modifiers, "modifiers");
}

/**
 * Explains a modified roll in one line, as a player would say it at the table:
 * the roll, then each modifier with its sign and label, then the total.
 * Modifiers of value 0 are shown (`+ 0 (Royal Morale, ignored: Tuskus)`), so
 * a reader sees every modifier that was considered.
 *
 * @param roll - The unmodified roll (or any starting number).
 * @param modifiers - The modifiers applied to it, in the order to show them.
 * @param options - `rules: true` appends each modifier's rule ID in brackets.
 * @returns The explanation, e.g. `4 + 2 (Spock's persuasiveness) - 1 (Witchcraft 3-5) = 5`;
 *   just `4` when there are no modifiers.
 * @throws {@link TableError} `tables/not-integer` when the roll or a value is not a safe integer
 *   (or the total leaves the safe integers); `tables/invalid-argument` for options that are not an object.
 * @example
 * ```ts
 * import { explainModifiers } from "@tt/tables";
 * explainModifiers(4, [
 *   { label: "Spock's persuasiveness", value: 2 },
 *   { label: "Witchcraft 3-5", value: -1, rule: "SYN-T.RECRUIT" },
 * ]);
 * // "4 + 2 (Spock's persuasiveness) - 1 (Witchcraft 3-5) = 5"
 * ```
 */
export function explainModifiers(roll: number, modifiers: readonly Modifier[] = [], options: { readonly rules?: boolean } = {}): string {
  if (!Number.isSafeInteger(roll)) {
    throw new TableError("tables/not-integer", `A roll must be a safe integer, not ${excerpt(roll)}.`, "roll");
  }
  checkOptions(options, "explainModifiers");
  const total = modifiedRoll(roll, sumList(modifiers, "modifiers"));
  if (modifiers.length === 0) return String(roll);
  let text = String(roll);
  for (const m of modifiers) {
    const rule = options.rules && m.rule ? ` [${m.rule}]` : "";
    text += `${m.value < 0 ? " - " : " + "}${Math.abs(m.value)} (${m.label}${rule})`;
  }
  return `${text} = ${total}`;
}
