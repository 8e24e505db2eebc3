// Map data is measured before its schema reads it (HEXGRID_LIMITS' map limits), and its long lists
// are tested item by item. A schema collects an issue for every wrong item: a million wrong hexes
// took seconds, then overflowed the stack. A million right ones took a second and more to copy,
// so hexes and hexsides that pass their test are copied here, the rest of the map read by its
// schema, then the map rules checked; wrong items are read by their own schema, the first of them.
import { type MeasuredParse, type ShapeLimits, type TtIssue, clipPath, formatJsonPath, measureFirst, parseInEnglish, shapeProblem } from "@tt/internal";
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { HexgridError, type HexgridIssue } from "../errors";
import { HEX_INT_KEY_LIMIT } from "../hex";
import { HEXGRID_LIMITS } from "../limits";
import { HEXSIDE_FEATURES, MapHexSchema, MapHexsideSchema, mapFields, mapRuleProblems, sourceFields, type HexMapData, type HexsideFeature } from "../schemas";
import { LISTED_PROBLEMS } from "./check";

type MapHex = HexMapData["hexes"][number];
type MapHexside = HexMapData["hexsides"][number];
/** What `invalid` builds: `hexgrid/invalid-map` listing every issue. */
type Invalid = (issues: HexgridIssue[]) => HexgridError;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isCoordinate = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= HEX_INT_KEY_LIMIT;
const isName = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const SIDE_FEATURES: ReadonlySet<unknown> = /* @__PURE__ */ new Set(HEXSIDE_FEATURES);

/** `list` copied item by item by `copy` if `copy` makes something of every index (holes too, which zod reads as `undefined`), else `undefined`. */
function copyAll<T>(list: readonly unknown[], copy: (item: unknown) => T | undefined): T[] | undefined {
  const copies: T[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = copy(list[i]);
    if (item === undefined) return undefined;
    copies.push(item);
  }
  return copies;
}

const name = (value: unknown): string | undefined => (isName(value) ? value : undefined);
const sideFeature = (value: unknown): HexsideFeature | undefined => (SIDE_FEATURES.has(value) ? (value as HexsideFeature) : undefined);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** What {@link MapHexSchema} makes of `value` (each field read once), or `undefined` where it would find a problem. */
function copyHex(value: unknown): MapHex | undefined {
  if (!isRecord(value)) return undefined;
  const { q, r, terrain, features } = value;
  if (!isCoordinate(q) || !isCoordinate(r) || !isName(terrain)) return undefined;
  if (features === undefined) return { q, r, terrain };
  // A list longer than the limit is left to be measured, as one of another wrong item would be.
  const names = Array.isArray(features) && features.length <= HEXGRID_LIMITS.mapListItems ? copyAll(features, name) : undefined;
  return names && { q, r, terrain, features: names };
}

/** A `{ q, r }` as {@link HexSchema} makes it, or `undefined`. */
function copyPlace(value: unknown): { q: number; r: number } | undefined {
  if (!isRecord(value)) return undefined;
  const { q, r } = value;
  return isCoordinate(q) && isCoordinate(r) ? { q, r } : undefined;
}

/** What {@link MapHexsideSchema} makes of `value`, or `undefined` where it would find a problem. */
function copyHexside(value: unknown): MapHexside | undefined {
  if (!isRecord(value)) return undefined;
  const { between, features } = value;
  if (!Array.isArray(between) || between.length !== 2 || !Array.isArray(features) || features.length === 0 || features.length > HEXGRID_LIMITS.mapListItems) return undefined;
  const a = copyPlace(between[0]);
  const b = copyPlace(between[1]);
  const kinds = copyAll(features, sideFeature);
  return a && b && kinds && { between: [a, b], features: kinds };
}

/** A list of map data tested item by item: its key, how to copy an item (`undefined` for a wrong one) and the schema that says what is wrong with one. */
interface ItemList {
  readonly key: string;
  readonly copy: (item: unknown) => unknown;
  readonly schema: () => $ZodType;
}

/** The shape of map data, its `lists` tested item by item (so not measured). */
function shapeOf(lists: readonly ItemList[], most: (key: string) => number): ShapeLimits {
  return {
    depth: HEXGRID_LIMITS.mapDepth,
    items: HEXGRID_LIMITS.mapListItems,
    values: HEXGRID_LIMITS.mapValues,
    lists: Object.fromEntries(lists.map(({ key }) => [key, { items: most(key), unmeasured: true }])),
  };
}

/**
 * The items of `lists` in `record`, each read once: their copies when every item is right (by key),
 * else the problems of the first wrong items: each measured (`hexgrid/limit-exceeded` past the map
 * limits), then read by its schema, until 100 problems are listed, and how many more are wrong.
 */
function readItems(record: Record<string, unknown>, lists: readonly ItemList[]): { issues: TtIssue[]; copies: Map<string, unknown[]> } {
  const issues: TtIssue[] = [];
  const copies = new Map<string, unknown[]>();
  for (const { key, copy, schema } of lists) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    const copied: unknown[] = [];
    let wrong = 0;
    let listed = 0;
    for (let i = 0; i < list.length; i++) {
      const item: unknown = list[i];
      const made = copy(item);
      if (made !== undefined) {
        copied.push(made);
        continue;
      }
      wrong++;
      if (issues.length >= LISTED_PROBLEMS) continue;
      listed++;
      // An item is at level 3 (the map, the list, the item): it may nest the rest of the map's depth.
      const shape = shapeProblem(item, { depth: HEXGRID_LIMITS.mapDepth - 2, items: HEXGRID_LIMITS.mapListItems, values: HEXGRID_LIMITS.mapValues }, [key, i]);
      if (shape !== undefined) throw limitError(shape.kind === "depth" ? { path: shape.path, message: `nested deeper than ${HEXGRID_LIMITS.mapDepth} levels` } : shape);
      const parsed = parseInEnglish(schema(), item, [key, i]);
      if (!parsed.success) for (const issue of parsed.issues) issues.push(issue);
    }
    if (wrong > listed) issues.push({ path: key, message: `${wrong.toLocaleString("en")} of its ${list.length.toLocaleString("en")} items are wrong; the first ${listed} are listed` });
    if (wrong === 0) copies.set(key, copied);
  }
  return { issues, copies };
}

/** `issues` in the order the schema would list them: by the field of `fields` each is about (stable within one). */
function inOrder(issues: TtIssue[], fields: readonly string[]): TtIssue[] {
  const rank = (issue: TtIssue): number => {
    const at = fields.indexOf(/^[^.[]*/.exec(issue.path)![0]);
    return at < 0 ? fields.length : at;
  };
  return issues.sort((a, b) => rank(a) - rank(b));
}

/** `hexgrid/limit-exceeded` at `issue`'s path (named in the message by its first 120 characters). */
function limitError({ path, message }: TtIssue): HexgridError {
  return new HexgridError("hexgrid/limit-exceeded", path ? `${clipPath(path)}: ${message}` : message, [{ path, message }], path);
}

/** The error for a failed parse: `hexgrid/limit-exceeded` for data shaped past the map limits, else `invalid` listing `extra`, then every issue. */
function failure(parsed: MeasuredParse<unknown> & { success: false }, invalid: Invalid, extra: readonly HexgridIssue[] = []): HexgridError {
  return parsed.limit ? limitError(parsed.issues[0]!) : invalid([...extra, ...parsed.issues]);
}

/** The fields of map data and of an authored map, in the schemas' order. */
const MAP_FIELDS = ["schemaVersion", "name", "orientation", "offset", "terrainTypes", "hexes", "hexsides"];
const SOURCE_FIELDS = ["name", "offset", "firstColumn", "firstRow", "legend", "terrainTypes", "rows", "hexFeatures", "hexsides"];

let mapLists: readonly ItemList[] | undefined;
let mapRest: $ZodType<Omit<HexMapData, "hexes" | "hexsides">> | undefined;

/**
 * Canonical map data checked as {@link HexMapSchema} checks it, measured first against the map
 * limits: every hex and hexside copied if all are right, the rest read by the schema, then the map
 * rules checked; else every problem of the rest and of the first wrong items (100 at most). Throws
 * `hexgrid/limit-exceeded`, or what `invalid` builds.
 */
export function parseMapData(data: unknown, invalid: Invalid): HexMapData {
  mapLists ??= [
    { key: "hexes", copy: copyHex, schema: () => MapHexSchema },
    { key: "hexsides", copy: copyHexside, schema: () => MapHexsideSchema },
  ];
  mapRest ??= z.object({ ...mapFields(), hexes: z.array(z.unknown()), hexsides: z.optional(z.array(z.unknown())) }) as unknown as $ZodType<Omit<HexMapData, "hexes" | "hexsides">>;
  const refused = measureFirst(
    data,
    shapeOf(mapLists, (key) => (key === "hexes" ? HEXGRID_LIMITS.mapHexes : HEXGRID_LIMITS.mapHexsides)),
  );
  if (refused !== undefined) throw failure(refused, invalid);
  // The rest of the map: its lists must be lists, their items are read below.
  const rest = parseInEnglish(mapRest, data);
  const items = isRecord(data) ? readItems(data, mapLists) : { issues: [], copies: new Map<string, unknown[]>() };
  if (!rest.success || items.issues.length > 0) throw invalid(inOrder([...(rest.success ? [] : rest.issues), ...items.issues], MAP_FIELDS));
  // The rest's schema has seen both lists are lists (hexsides may be left out): every item was copied.
  const map: HexMapData = { ...rest.data, hexes: items.copies.get("hexes") as MapHex[], hexsides: (items.copies.get("hexsides") ?? []) as MapHexside[] };
  const problems = mapRuleProblems(map);
  if (problems.length > 0) throw invalid(problems.map(({ path, message }) => ({ path: formatJsonPath(path), message })));
  return map;
}

let sourceLists: readonly ItemList[] | undefined;
let sourceRest: $ZodType | undefined;

/**
 * An authored map checked by `schema` ({@link HexMapSourceSchema}), measured first against the map
 * limits, its rows and entries tested one by one: `hexgrid/limit-exceeded`, or what `invalid`
 * builds listing `extra` (problems found beforehand) and every issue (of its rows and entries, the
 * first 100 wrong ones).
 */
export function parseMapSource<T>(schema: $ZodType<T>, source: unknown, invalid: Invalid, extra: readonly HexgridIssue[]): T {
  sourceLists ??= ["rows", "hexFeatures", "hexsides"].map((key) => ({ key, copy: text, schema: () => z.string() }));
  sourceRest ??= z.object({ ...sourceFields(), rows: z.array(z.unknown()).check(z.minLength(1)), hexFeatures: z.optional(z.array(z.unknown())), hexsides: z.optional(z.array(z.unknown())) });
  const refused = measureFirst(
    source,
    shapeOf(sourceLists, (key) => (key === "hexsides" ? HEXGRID_LIMITS.mapHexsides : HEXGRID_LIMITS.mapHexes)),
  );
  if (refused !== undefined) throw failure(refused, invalid, extra);
  const wrong = isRecord(source) ? readItems(source, sourceLists).issues : [];
  if (wrong.length > 0) {
    const rest = parseInEnglish(sourceRest, source);
    throw invalid([...extra, ...inOrder([...(rest.success ? [] : rest.issues), ...wrong], SOURCE_FIELDS)]);
  }
  const parsed = parseInEnglish(schema, source);
  if (!parsed.success) throw failure(parsed, invalid, extra);
  if (extra.length > 0) throw invalid([...extra]);
  return parsed.data;
}
