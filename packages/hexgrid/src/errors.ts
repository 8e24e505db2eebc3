import type { TtErrorShape } from "@tt/internal";

/**
 * Stable error codes thrown by `@tt/hexgrid`.
 *
 * - `hexgrid/invalid-map`: map data (canonical or authored) failed validation.
 * - `hexgrid/not-adjacent`: two hexes that must share a hexside do not.
 * - `hexgrid/bad-key`: a string key could not be parsed.
 * - `hexgrid/bad-direction`: a direction name or index is not one of the six.
 * - `hexgrid/off-map`: a hex that must be on a map is not.
 * - `hexgrid/bad-argument`: any other argument outside its documented domain.
 * - `hexgrid/bad-graph`: a {@link Graph} given to a search breaks its contract
 *   (no `neighbors` function, or `neighbors(node)` returned something that is not iterable).
 * - `hexgrid/limit-exceeded`: a well-formed input beyond one of {@link HEXGRID_LIMITS}
 *   (a radius, a line's length, a map's size, the nodes a search may discover).
 *
 * Every error for a function's argument names it in `path` (`start.q`, `options.maxCost`),
 * every error for map data names the datum (`hexes[3].terrain`).
 */
export const HEXGRID_ERROR_CODES = [
  "hexgrid/invalid-map",
  "hexgrid/not-adjacent",
  "hexgrid/bad-key",
  "hexgrid/bad-direction",
  "hexgrid/off-map",
  "hexgrid/bad-argument",
  "hexgrid/bad-graph",
  "hexgrid/limit-exceeded",
] as const;

/** One of {@link HEXGRID_ERROR_CODES}. */
export type HexgridErrorCode = (typeof HEXGRID_ERROR_CODES)[number];

/** One problem found while validating data: where it is and what is wrong. */
export interface HexgridIssue {
  /** JSON path into the input, e.g. `hexsides[3]` (`""` for the whole input). */
  readonly path: string;
  /** Human-readable reason, naming the hex or hexside concerned. */
  readonly message: string;
}

/**
 * The one error class of `@tt/hexgrid`. `code` is stable; `issues` lists the
 * problems found when validating data (the first 100, then one saying how many
 * more there are; nothing partial is ever returned); `path` is the first
 * problem's JSON path (`""` when none applies).
 *
 * @example
 * ```ts
 * import { HexgridError, hexFromKey } from "@tt/hexgrid";
 * try {
 *   hexFromKey("x,y");
 * } catch (error) {
 *   if (error instanceof HexgridError) console.log(error.code); // "hexgrid/bad-key"
 * }
 * ```
 */
export class HexgridError extends Error implements TtErrorShape {
  /** Stable machine-readable code. */
  readonly code: HexgridErrorCode;
  /** Every problem found (at least one for `hexgrid/invalid-map`). */
  readonly issues: readonly HexgridIssue[];
  /** JSON path of the (first) offending datum, `""` for the whole input or when none applies. */
  readonly path: string;

  /**
   * @param code - stable error code
   * @param message - human-readable summary
   * @param issues - individual problems, each with its path
   * @param path - JSON path of the offending datum (default: the first issue's, else `""`)
   */
  constructor(code: HexgridErrorCode, message: string, issues: readonly HexgridIssue[] = [], path: string = issues[0]?.path ?? "") {
    super(message);
    this.name = "HexgridError";
    this.code = code;
    this.issues = issues;
    this.path = path;
  }
}
