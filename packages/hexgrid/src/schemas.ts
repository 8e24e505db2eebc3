// `import * as z` (not `import { z }`) and every schema built inside a function call marked
// pure, `/* @__PURE__ */ (() => ...)()`: a bundler then drops an unused schema, and zod with
// it, so a program that never validates does not pay for zod (see "Bundle size" in the README).
import * as z from "zod/mini";
import { HEX_INT_KEY_LIMIT, ORIENTATIONS, hexDirection, hexIntKey } from "./hex";
import { HEXGRID_LIMITS } from "./limits";
import { OFFSET_LAYOUTS, hexToOffset, type OffsetLayout } from "./offset";
import { LISTED_PROBLEMS, show, unlisted } from "./_internal/check";

/**
 * The features a hexside can carry. `window` and `door` are openings in a
 * wall; `low-wall` can be crossed (at a cost) and gives cover; `slope-lip` is
 * the crest line of a slope (Sherwood's cover rule, SHW-3.1.4).
 *
 * @example
 * ```ts
 * import { HEXSIDE_FEATURES } from "@tt/hexgrid";
 * HEXSIDE_FEATURES.includes("door"); // true
 * ```
 */
export const HEXSIDE_FEATURES = ["wall", "window", "door", "low-wall", "slope-lip"] as const;
/** One of {@link HEXSIDE_FEATURES}. @example `const f: HexsideFeature = "low-wall";` */
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

const coordinate = /* @__PURE__ */ (() => z.int().check(z.minimum(-HEX_INT_KEY_LIMIT), z.maximum(HEX_INT_KEY_LIMIT)))();

/**
 * Zod schema of a plain `{ q, r }` hex with integer coordinates.
 *
 * @example
 * ```ts
 * import { HexSchema } from "@tt/hexgrid";
 * HexSchema.parse({ q: 1, r: -2 });
 * ```
 */
export const HexSchema = /* @__PURE__ */ (() => z.object({ q: coordinate, r: coordinate }))();

/**
 * Zod schema of one hex of a map: position, terrain name and optional hex features
 * (e.g. `"stairs"`, `"trunk"`).
 *
 * @example
 * ```ts
 * import { MapHexSchema } from "@tt/hexgrid";
 * MapHexSchema.parse({ q: 0, r: 0, terrain: "forest" });
 * ```
 */
export const MapHexSchema = /* @__PURE__ */ (() =>
  z.object({
    q: coordinate,
    r: coordinate,
    terrain: z.string().check(z.minLength(1)),
    features: z.optional(z.array(z.string().check(z.minLength(1)))),
  }))();

/**
 * Zod schema of the features on the side between two adjacent hexes.
 *
 * @example
 * ```ts
 * import { MapHexsideSchema } from "@tt/hexgrid";
 * MapHexsideSchema.parse({ between: [{ q: 0, r: 0 }, { q: 1, r: 0 }], features: ["wall"] });
 * ```
 */
export const MapHexsideSchema = /* @__PURE__ */ (() =>
  z.object({
    between: z.tuple([HexSchema, HexSchema]),
    features: z.array(z.literal([...HEXSIDE_FEATURES])).check(z.minLength(1)),
  }))();

/** The known terrain names for a message: as many as fit in about 80 characters, then how many in all. */
function knownTerrains(terrains: ReadonlySet<string>): string {
  let text = "";
  let shown = 0;
  for (const name of terrains) {
    const next = `${text}${shown ? ", " : ""}${name.length > 80 ? `${name.slice(0, 80)}…` : name}`;
    if (next.length > 80 && shown > 0) return `${text}, … (${terrains.size} in all)`;
    text = next;
    shown++;
  }
  return text;
}

function describeHex(q: number, r: number, offset: OffsetLayout | undefined): string {
  if (offset === undefined) return `hex ${q},${r}`;
  const o = hexToOffset({ q, r }, offset);
  return `hex ${q},${r} (col ${o.col}, row ${o.row})`;
}

/**
 * Zod schema of a hex map as stored in JSON: terrain per hex, features per
 * hexside. Beyond shapes it checks that no hex appears twice, that every
 * hexside joins two adjacent hexes of the map, that no hexside appears twice,
 * and (when `terrainTypes` is given) that every terrain is known. Every error
 * message names the hex (with its printed column and row when `offset` is set).
 * Of these map rules' problems the first 100 are listed, then one issue says how
 * many more there are (a million hexes at one place made a million messages).
 *
 * @example
 * ```ts
 * import { HexMapSchema } from "@tt/hexgrid";
 * const result = HexMapSchema.safeParse({
 *   schemaVersion: 1,
 *   orientation: "pointy",
 *   hexes: [{ q: 0, r: 0, terrain: "clear" }, { q: 1, r: 0, terrain: "forest" }],
 *   hexsides: [{ between: [{ q: 0, r: 0 }, { q: 1, r: 0 }], features: ["wall"] }],
 * });
 * result.success; // true
 * ```
 */
export const HexMapSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...mapFields(),
      hexes: z.array(MapHexSchema).check(z.maxLength(HEXGRID_LIMITS.mapHexes)),
      hexsides: z._default(z.array(MapHexsideSchema).check(z.maxLength(HEXGRID_LIMITS.mapHexsides)), []),
    })
    .check(
      z.superRefine((map, ctx) => {
        for (const issue of mapRuleProblems(map)) ctx.addIssue({ code: "custom", ...issue });
      }),
    ))();

/** The fields of map data but its hexes and hexsides (a loader checks those item by item first). @internal */
export function mapFields() {
  return {
    schemaVersion: z.literal(1),
    name: z.optional(z.string()),
    orientation: z.literal([...ORIENTATIONS]),
    offset: z.optional(z.literal([...OFFSET_LAYOUTS])),
    terrainTypes: z.optional(z.array(z.string().check(z.minLength(1)))),
  };
}

/** Map data whose every field has its shape, the rules between them still unchecked. */
type MapShape = Pick<HexMapData, "offset" | "terrainTypes" | "hexes" | "hexsides">;

/**
 * The problems of map data with the rules between its parts: no hex twice, every hexside
 * between two adjacent hexes of the map and listed once, every terrain known. The first
 * {@link LISTED_PROBLEMS} are listed, then one more says how many there are in all (a million
 * hexes at one place made a million messages, which took seconds to build). @internal
 */
export function mapRuleProblems(map: MapShape): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  let count = 0;
  // Counts every problem; true while it is one of the first, to be listed.
  const listed = (): boolean => count++ < LISTED_PROBLEMS;
  // Integer keys (the coordinates are checked integers by now): a string per hex
  // costs more than the rest of the check on a 250,000-hex map.
  const seen = new Map<number, number>();
  const terrains = map.terrainTypes ? new Set(map.terrainTypes) : undefined;
  let known: string | undefined;
  map.hexes.forEach((h, i) => {
    const key = hexIntKey(h);
    const first = seen.get(key);
    if (first !== undefined) {
      if (listed()) problems.push({ path: ["hexes", i], message: `${describeHex(h.q, h.r, map.offset)} appears twice (first at hexes[${first}])` });
    } else {
      seen.set(key, i);
    }
    if (terrains && !terrains.has(h.terrain)) {
      known ??= knownTerrains(terrains);
      if (listed()) problems.push({ path: ["hexes", i, "terrain"], message: `${describeHex(h.q, h.r, map.offset)} has unknown terrain ${show(h.terrain)} (known: ${known})` });
    }
  });
  const sides = new Map<string, number>();
  map.hexsides.forEach((side, i) => {
    const [a, b] = side.between;
    const d = hexDirection(a, b);
    if (d === undefined) {
      if (listed())
        problems.push({ path: ["hexsides", i, "between"], message: `hexside between ${describeHex(a.q, a.r, map.offset)} and ${describeHex(b.q, b.r, map.offset)}: the hexes are not adjacent` });
      return;
    }
    for (const [j, h] of [a, b].entries()) {
      if (!seen.has(hexIntKey(h))) {
        if (listed()) problems.push({ path: ["hexsides", i, "between", j], message: `hexside between ${a.q},${a.r} and ${b.q},${b.r}: ${describeHex(h.q, h.r, map.offset)} is not on the map` });
      }
    }
    const owner = d < 3 ? a : b;
    const key = `${owner.q},${owner.r}:${d % 3}`;
    const first = sides.get(key);
    if (first !== undefined) {
      if (listed())
        problems.push({
          path: ["hexsides", i],
          message: `hexside between ${describeHex(a.q, a.r, map.offset)} and ${b.q},${b.r} appears twice (first at hexsides[${first}]); list all its features once`,
        });
    } else {
      sides.set(key, i);
    }
  });
  if (count > LISTED_PROBLEMS) problems.push({ path: [], message: unlisted(count) });
  return problems;
}

/**
 * A validated hex map as plain JSON data (the output type of {@link HexMapSchema}).
 *
 * @example
 * ```ts
 * import type { HexMapData } from "@tt/hexgrid";
 * const data: HexMapData = { schemaVersion: 1, orientation: "flat", hexes: [], hexsides: [] };
 * ```
 */
export type HexMapData = z.output<typeof HexMapSchema>;

/**
 * Zod schema of the compact authoring format: rows of terrain letters plus
 * hexside features written against printed (offset) coordinates.
 *
 * - `rows`: one string per printed row; each non-blank character is one hex,
 *   looked up in `legend` (a legend value of `null` means "no hex here").
 *   Spaces are ignored, so rows may be indented to look like the map.
 * - `firstColumn` / `firstRow`: the printed number of the first column / row (default 0).
 * - `hexFeatures`: entries `"col,row feature[,feature...]"`.
 * - `hexsides`: entries `"col,row DIR[,DIR...] feature[,feature...]"` with
 *   compass names of the map's orientation, e.g. `"3,4 NE,E wall"`.
 *
 * @example
 * ```ts
 * import { HexMapSourceSchema } from "@tt/hexgrid";
 * HexMapSourceSchema.parse({
 *   offset: "odd-r",
 *   legend: { ".": "clear", f: "forest" },
 *   rows: [". f .", " . . ."],
 *   hexsides: ["0,0 E wall"],
 * });
 * ```
 */
export const HexMapSourceSchema = /* @__PURE__ */ (() =>
  z.object({
    ...sourceFields(),
    rows: z.array(z.string()).check(z.minLength(1)),
    hexFeatures: z._default(z.array(z.string()), []),
    hexsides: z._default(z.array(z.string()), []),
  }))();

/** The fields of an authored map but its rows and entries (a loader checks those item by item first). @internal */
export function sourceFields() {
  return {
    name: z.optional(z.string()),
    offset: z.literal([...OFFSET_LAYOUTS]),
    firstColumn: z._default(z.int(), 0),
    firstRow: z._default(z.int(), 0),
    legend: z.record(z.string().check(z.length(1)), z.nullable(z.string().check(z.minLength(1)))),
    terrainTypes: z.optional(z.array(z.string().check(z.minLength(1)))),
  };
}

/**
 * The compact authoring format (input type of {@link HexMapSourceSchema}).
 *
 * @example
 * ```ts
 * import type { HexMapSource } from "@tt/hexgrid";
 * const source: HexMapSource = { offset: "odd-q", legend: { ".": "clear" }, rows: ["..", ".."] };
 * ```
 */
export type HexMapSource = z.input<typeof HexMapSourceSchema>;
