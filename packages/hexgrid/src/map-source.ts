import type * as z from "zod/mini";
import type { HexgridError, HexgridIssue } from "./errors";
import { HEX_DIRECTIONS, HEX_INT_KEY_LIMIT, hexIntKey, parseDirection, type Hex, type Orientation } from "./hex";
import { type HexMap, buildHexMap, checkMapSize, invalid } from "./hex-map";
import { hexsideKey, hexsideOf } from "./hexside";
import { offsetOrientation, offsetToHex } from "./offset";
import { HEXSIDE_FEATURES, HexMapSchema, HexMapSourceSchema, type HexMapData, type HexsideFeature } from "./schemas";
import { LISTED_PROBLEMS, show, unlisted } from "./_internal/check";
import { parseMapData, parseMapSource } from "./_internal/map-shape";

/** The authoring format once {@link HexMapSourceSchema} has checked its shape. */
type Source = z.output<typeof HexMapSourceSchema>;

interface MapHexEntry {
  q: number;
  r: number;
  terrain: string;
  features?: string[];
}

interface SideEntry {
  between: [Hex, Hex];
  features: HexsideFeature[];
}

/** What the conversion builds up: the hexes by key, and the problems found (the first {@link LISTED_PROBLEMS}, and how many in all). */
interface Draft {
  readonly src: Source;
  readonly orientation: Orientation;
  readonly issues: HexgridIssue[];
  problems: number;
  readonly hexes: MapHexEntry[];
  readonly byKey: Map<number | string, MapHexEntry>;
}

/** Records a problem: listed while fewer than {@link LISTED_PROBLEMS} are, counted always (a million wrong letters made a million messages). */
function report(draft: Draft, path: string, message: () => string): void {
  if (draft.problems++ < LISTED_PROBLEMS) draft.issues.push({ path, message: message() });
}

const ENTRY = /^\s*(-?\d+)\s*,\s*(-?\d+)\s+(\S+)(?:\s+(\S+))?\s*$/;
const FEATURE_ENTRY = /^\s*(-?\d+)\s*,\s*(-?\d+)\s+(\S+)\s*$/;

/** A hex's key in {@link Draft.byKey}: its integer key where it has one (most maps), else text. */
function keyOf(h: Hex): number | string {
  return Math.abs(h.q) <= HEX_INT_KEY_LIMIT && Math.abs(h.r) <= HEX_INT_KEY_LIMIT ? hexIntKey(h) : `${h.q},${h.r}`;
}

function where(src: Source, col: number, row: number): string {
  const h = offsetToHex({ col, row }, src.offset);
  return `col ${col}, row ${row} (hex ${h.q},${h.r})`;
}

/**
 * Keys zod's records drop without a word (`__proto__`): a legend key must be
 * one letter, so such a key is reported, not silently lost.
 */
function droppedKeys(source: unknown): HexgridIssue[] {
  const legend = typeof source === "object" && source !== null ? (source as { legend?: unknown }).legend : undefined;
  if (typeof legend !== "object" || legend === null || !Object.hasOwn(legend, "__proto__")) return [];
  return [{ path: "legend.__proto__", message: 'legend key "__proto__" is not a single letter' }];
}

function readRows(draft: Draft): void {
  const { src } = draft;
  src.rows.forEach((line, y) => {
    const row = src.firstRow + y;
    let x = 0;
    for (const ch of line) {
      if (ch === " " || ch === "\t") continue;
      const col = src.firstColumn + x;
      x++;
      if (!Object.hasOwn(src.legend, ch)) {
        report(draft, `rows[${y}]`, () => `${where(src, col, row)}: letter ${show(ch)} is not in the legend`);
        continue;
      }
      const terrain = src.legend[ch];
      if (terrain === null || terrain === undefined) continue;
      const h = offsetToHex({ col, row }, src.offset);
      const entry = { q: h.q, r: h.r, terrain };
      draft.hexes.push(entry);
      checkMapSize(draft.hexes.length, `rows[${y}]`);
      draft.byKey.set(keyOf(h), entry);
    }
  });
}

function readHexFeatures(draft: Draft): void {
  const { src } = draft;
  src.hexFeatures.forEach((text, i) => {
    const m = FEATURE_ENTRY.exec(text);
    if (!m) {
      report(draft, `hexFeatures[${i}]`, () => `${show(text)} is not of the form "col,row feature[,feature...]"`);
      return;
    }
    const col = Number(m[1]);
    const row = Number(m[2]);
    const h = offsetToHex({ col, row }, src.offset);
    const entry = draft.byKey.get(keyOf(h));
    if (!entry) {
      report(draft, `hexFeatures[${i}]`, () => `${where(src, col, row)} is not on the map`);
      return;
    }
    entry.features ??= [];
    for (const feature of m[3]!.split(",")) if (feature) entry.features.push(feature);
  });
}

function sideFeatures(draft: Draft, path: string, at: string, list: string): HexsideFeature[] {
  const features: HexsideFeature[] = [];
  for (const f of list.split(",")) {
    if (!f) continue;
    if ((HEXSIDE_FEATURES as readonly string[]).includes(f)) features.push(f as HexsideFeature);
    else report(draft, path, () => `${at}: unknown hexside feature ${show(f)} (one of ${HEXSIDE_FEATURES.join(", ")})`);
  }
  return features;
}

function addSide(sides: Map<string, SideEntry>, h: Hex, d: number, features: readonly HexsideFeature[]): void {
  const side = hexsideOf(h, d as 0);
  const key = hexsideKey(side);
  const step = HEX_DIRECTIONS[side.direction]!;
  const existing = sides.get(key);
  if (existing) {
    for (const f of features) if (!existing.features.includes(f)) existing.features.push(f);
  } else {
    sides.set(key, { between: [side.hex, { q: side.hex.q + step.q, r: side.hex.r + step.r }], features: [...features] });
  }
}

function readHexside(draft: Draft, sides: Map<string, SideEntry>, text: string, i: number): void {
  const { src } = draft;
  const path = `hexsides[${i}]`;
  const m = ENTRY.exec(text);
  if (!m || m[4] === undefined) {
    report(draft, path, () => `${show(text)} is not of the form "col,row DIR[,DIR...] feature[,feature...]"`);
    return;
  }
  const col = Number(m[1]);
  const row = Number(m[2]);
  const at = where(src, col, row);
  const h = offsetToHex({ col, row }, src.offset);
  if (!draft.byKey.has(keyOf(h))) {
    report(draft, path, () => `${at} is not on the map`);
    return;
  }
  const features = sideFeatures(draft, path, at, m[4]);
  for (const name of m[3]!.split(",")) {
    if (!name) continue;
    let d: number;
    try {
      d = parseDirection(name, draft.orientation);
    } catch (error) {
      report(draft, path, () => `${at}: ${(error as HexgridError).issues[0]?.message ?? (error as Error).message}`);
      continue;
    }
    const step = HEX_DIRECTIONS[d]!;
    const other = { q: h.q + step.q, r: h.r + step.r };
    if (!draft.byKey.has(keyOf(other))) {
      report(draft, path, () => `${at}: the ${name} side leads off the map (to hex ${other.q},${other.r})`);
      continue;
    }
    addSide(sides, h, d, features);
  }
}

/**
 * Converts the compact authoring format ({@link HexMapSourceSchema}) into
 * canonical map data ({@link HexMapSchema}), validating both.
 *
 * @param source - rows of terrain letters, legend and hexside entries (untrusted JSON)
 * @returns canonical map data
 * @throws {@link HexgridError} `hexgrid/invalid-map` listing the problems with their JSON paths
 *   (`rows[2]`, `hexsides[0]`, `legend.__proto__`; the first 100, then one saying how many more
 *   there are); each message names the row and column (printed coordinates) and the axial hex,
 *   and quotes at most 80 characters of any text it repeats;
 *   `hexgrid/limit-exceeded` (path `rows[y]`) once the rows hold more than
 *   {@link HEXGRID_LIMITS}`.mapHexes` hexes, or at the offending path for a source shaped past the
 *   other map limits (more rows or hex feature entries than `mapHexes`, more hexside entries than
 *   `mapHexsides`, a legend of more than `mapListItems` letters), before the schema reads it. The
 *   source passed in is never changed.
 * @example
 * ```ts
 * import { hexMapSourceToData } from "@tt/hexgrid";
 * const data = hexMapSourceToData({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."], hexsides: ["0,0 E wall"] });
 * data.hexsides[0]!.features; // ["wall"]
 * ```
 */
export function hexMapSourceToData(source: unknown): HexMapData {
  const src = parseMapSource(HexMapSourceSchema, source, (issues) => invalid("hex map source", issues), droppedKeys(source));
  const draft: Draft = { src, orientation: offsetOrientation(src.offset), issues: [], problems: 0, hexes: [], byKey: new Map() };
  readRows(draft);
  readHexFeatures(draft);
  const sides = new Map<string, SideEntry>();
  src.hexsides.forEach((text, i) => {
    readHexside(draft, sides, text, i);
  });
  if (draft.problems > LISTED_PROBLEMS) draft.issues.push({ path: "", message: unlisted(draft.problems) });
  if (draft.issues.length) throw invalid("hex map source", draft.issues);
  const data: Record<string, unknown> = {
    schemaVersion: 1,
    orientation: draft.orientation,
    offset: src.offset,
    hexes: draft.hexes,
    hexsides: [...sides.values()].filter((s) => s.features.length > 0),
  };
  if (src.name !== undefined) data.name = src.name;
  if (src.terrainTypes !== undefined) data.terrainTypes = src.terrainTypes;
  return parseMapData(data, (issues) => invalid("hex map source", issues));
}

/**
 * Builds a {@link HexMap} from the compact authoring format: rows of terrain
 * letters as printed, a legend, and hexside features against printed coordinates.
 *
 * @param source - see {@link HexMapSourceSchema} (untrusted JSON)
 * @returns the map
 * @throws {@link HexgridError} as {@link hexMapSourceToData} does
 * @example
 * ```ts
 * import { parseHexMap } from "@tt/hexgrid";
 * const cottage = parseHexMap({
 *   name: "Cottage",
 *   offset: "odd-r",
 *   legend: { ".": "clear", f: "forest", B: "building" },
 *   rows: [
 *     ". . f f .",
 *     " . B B . .",
 *     ". . . f .",
 *   ],
 *   hexsides: ["1,1 NW,NE,W wall", "2,1 E door"],
 * });
 * ```
 */
export function parseHexMap(source: unknown): HexMap {
  return buildHexMap(hexMapSourceToData(source));
}
