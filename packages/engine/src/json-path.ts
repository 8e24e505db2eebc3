/**
 * Renders a path into a JSON document, such as a zod issue's `path`, the way error
 * messages name the offending datum: `tables.kingsMen.rows[1].results[2]`.
 *
 * Numbers become indexes (`[1]`); every other key follows a dot, except the first,
 * which stands alone. Keys are written as they are, neither quoted nor escaped, and
 * symbols as `String(symbol)`. The empty path (the document itself) renders as `""`,
 * so a caller that wants a word for the root, such as `(root)`, adds it.
 *
 * @param path - the keys from the document's root down to the datum
 * @returns the path as text, `""` for the root
 * @example
 * ```ts
 * import { formatJsonPath } from "@tt/engine";
 * formatJsonPath(["tables", "kingsMen", "rows", 1, "results", 2]); // "tables.kingsMen.rows[1].results[2]"
 * formatJsonPath([0, "name"]); // "[0].name"
 * formatJsonPath(["skills", "Small Arms"]); // "skills.Small Arms"
 * formatJsonPath([]); // ""
 * ```
 */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (let index = 0; index < path.length; index++) {
    const key = path[index]!;
    if (typeof key === "number") text += `[${key}]`;
    else text += index === 0 ? String(key) : `.${String(key)}`;
  }
  return text;
}
