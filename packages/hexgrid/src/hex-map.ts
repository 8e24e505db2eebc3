import { zodIssues } from "@tt/internal";
import { HexgridError, type HexgridIssue } from "./errors";
import { HEX_DIRECTIONS, hexIntKey, parseDirection, type Hex, type Orientation } from "./hex";
import { hexsideKey, hexsideOf, type Hexside } from "./hexside";
import { offsetOrientation, offsetToHex, type OffsetLayout } from "./offset";
import { HEXSIDE_FEATURES, HexMapSchema, HexMapSourceSchema, type HexMapData, type HexsideFeature } from "./schemas";

const NO_FEATURES: readonly never[] = Object.freeze([]);

function invalid(what: string, issues: HexgridIssue[]): HexgridError {
  const lines = issues.slice(0, 20).map((i) => `  ${i.path ? `${i.path}: ` : ""}${i.message}`);
  if (issues.length > 20) lines.push(`  ... and ${issues.length - 20} more`);
  return new HexgridError("hexgrid/invalid-map", `invalid ${what}:\n${lines.join("\n")}`, issues);
}

/**
 * A hex map: terrain and features per hex, features per hexside, and the
 * integer indexing the search functions run on. Immutable; build one with
 * {@link loadHexMap} (JSON data) or {@link parseHexMap} (compact authoring format).
 *
 * A `HexMap` is a graph of its hexes, so {@link reachable} and {@link findPath}
 * take it directly. Hexes it returns are its own frozen `{ q, r }` objects.
 *
 * @example
 * ```ts
 * import { parseHexMap } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: [".f.", ".f."] });
 * map.terrain({ q: 1, r: 0 }); // "forest"
 * ```
 */
export class HexMap {
  /** Map name, if the data gave one. */
  readonly name: string | undefined;
  /** Hex orientation the map is drawn in. */
  readonly orientation: Orientation;
  /** The offset layout of the printed map, if known. */
  readonly offset: OffsetLayout | undefined;
  /** Every hex of the map, sorted by `r` then `q`; index `i` is the hex's map index. */
  readonly hexes: readonly Hex[];

  /** @internal the same hexes in a plain (unfrozen) array: the search reads it in its hot loops, and reads from frozen arrays are slower */
  readonly _hexList: readonly Hex[];
  /** @internal */
  readonly _q: Int32Array;
  /** @internal */
  readonly _r: Int32Array;
  /** @internal neighbour map index per (index * 6 + direction), -1 off the map */
  readonly _neighbors: Int32Array;
  /** @internal hexside feature bits per (index * 6 + direction) */
  readonly _sideBits: Uint8Array;
  private readonly minQ: number;
  private readonly minR: number;
  private readonly width: number;
  private readonly height: number;
  private readonly cells: Int32Array;
  private readonly terrains: readonly string[];
  private readonly features: readonly (readonly string[])[];
  private readonly sideFeatures: Map<number, readonly HexsideFeature[]>;
  private readonly terrainTypes: readonly string[] | undefined;

  private constructor(data: HexMapData) {
    this.name = data.name;
    this.orientation = data.orientation;
    this.offset = data.offset;
    this.terrainTypes = data.terrainTypes ? Object.freeze([...data.terrainTypes]) : undefined;
    const sorted = [...data.hexes].sort((a, b) => a.r - b.r || a.q - b.q);
    const n = sorted.length;
    this._hexList = sorted.map((h) => Object.freeze({ q: h.q + 0, r: h.r + 0 }));
    this.hexes = Object.freeze([...this._hexList]);
    this.terrains = Object.freeze(sorted.map((h) => h.terrain));
    this.features = Object.freeze(sorted.map((h) => (h.features?.length ? Object.freeze([...h.features]) : NO_FEATURES)));
    this._q = Int32Array.from(sorted, (h) => h.q);
    this._r = Int32Array.from(sorted, (h) => h.r);
    let minQ = 0;
    let minR = 0;
    let maxQ = -1;
    let maxR = -1;
    if (n > 0) {
      minQ = Math.min(...this._q);
      maxQ = Math.max(...this._q);
      minR = Math.min(...this._r);
      maxR = Math.max(...this._r);
    }
    this.minQ = minQ;
    this.minR = minR;
    this.width = maxQ - minQ + 1;
    this.height = maxR - minR + 1;
    this.cells = new Int32Array(Math.max(0, this.width * this.height)).fill(-1);
    for (let i = 0; i < n; i++) this.cells[(this._r[i]! - minR) * this.width + (this._q[i]! - minQ)] = i;
    this._neighbors = new Int32Array(n * 6);
    for (let i = 0; i < n; i++) {
      for (let d = 0; d < 6; d++) {
        const step = HEX_DIRECTIONS[d]!;
        this._neighbors[i * 6 + d] = this.indexOfQR(this._q[i]! + step.q, this._r[i]! + step.r);
      }
    }
    this._sideBits = new Uint8Array(n * 6);
    this.sideFeatures = new Map();
    for (const side of data.hexsides) {
      const [a, b] = side.between;
      const ia = this.indexOfQR(a.q, a.r);
      const ib = this.indexOfQR(b.q, b.r);
      const features = Object.freeze([...new Set(side.features)]);
      let bits = 0;
      for (const f of features) bits |= 1 << HEXSIDE_FEATURES.indexOf(f);
      for (let d = 0; d < 6; d++) {
        if (this._neighbors[ia * 6 + d] === ib) {
          this._sideBits[ia * 6 + d] = bits;
          this._sideBits[ib * 6 + ((d + 3) % 6)] = bits;
          this.sideFeatures.set(ia * 6 + d, features);
          this.sideFeatures.set(ib * 6 + ((d + 3) % 6), features);
        }
      }
    }
    Object.freeze(this);
  }

  private indexOfQR(q: number, r: number): number {
    const x = q - this.minQ;
    const y = r - this.minR;
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return -1;
    return this.cells[y * this.width + x]!;
  }

  /**
   * Number of hexes on the map.
   *
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..."] }).size; // 3
   * ```
   */
  get size(): number {
    return this.hexes.length;
  }

  /**
   * The map index of a hex (its position in {@link HexMap.hexes}), for typed arrays of your own.
   *
   * @param h - a hex
   * @returns the index, or -1 if the hex is not on the map
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..."] });
   * map.indexOf({ q: 2, r: 0 }); // 2
   * ```
   */
  indexOf(h: Hex): number {
    return this.indexOfQR(h.q, h.r);
  }

  /**
   * Whether a hex is on the map.
   *
   * @param h - a hex
   * @returns true if the map has it
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["."] }).has({ q: 5, r: 5 }); // false
   * ```
   */
  has(h: Hex): boolean {
    return this.indexOfQR(h.q, h.r) >= 0;
  }

  /**
   * The map's own frozen object for a hex (useful as an identity key).
   *
   * @param h - a hex
   * @returns the map's hex, or `undefined` if not on the map
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."] });
   * map.hexAt({ q: 1, r: 0 }) === map.hexes[1]; // true
   * ```
   */
  hexAt(h: Hex): Hex | undefined {
    const i = this.indexOfQR(h.q, h.r);
    return i < 0 ? undefined : this.hexes[i];
  }

  /**
   * The terrain of a hex.
   *
   * @param h - a hex
   * @returns the terrain name, or `undefined` off the map
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: [".f"] }).terrain({ q: 1, r: 0 }); // "forest"
   * ```
   */
  terrain(h: Hex): string | undefined {
    const i = this.indexOfQR(h.q, h.r);
    return i < 0 ? undefined : this.terrains[i];
  }

  /**
   * The features of a hex (e.g. `"stairs"`, `"trunk"`).
   *
   * @param h - a hex
   * @returns the features (empty off the map or when none)
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { t: "tree" }, rows: ["t"], hexFeatures: ["0,0 trunk"] });
   * map.hexFeatures({ q: 0, r: 0 }); // ["trunk"]
   * ```
   */
  hexFeatures(h: Hex): readonly string[] {
    const i = this.indexOfQR(h.q, h.r);
    return i < 0 ? NO_FEATURES : this.features[i]!;
  }

  /**
   * The features on the side between two hexes.
   *
   * @param a - a hex
   * @param b - an adjacent hex
   * @returns the features (empty if none, or if the hexes are not adjacent map hexes)
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."], hexsides: ["0,0 E wall"] });
   * map.hexsideFeatures({ q: 0, r: 0 }, { q: 1, r: 0 }); // ["wall"]
   * ```
   */
  hexsideFeatures(a: Hex, b: Hex): readonly HexsideFeature[] {
    const i = this.indexOfQR(a.q, a.r);
    if (i < 0) return NO_FEATURES;
    const j = this.indexOfQR(b.q, b.r);
    for (let d = 0; d < 6; d++) {
      if (j >= 0 && this._neighbors[i * 6 + d] === j) return this.sideFeatures.get(i * 6 + d) ?? NO_FEATURES;
    }
    return NO_FEATURES;
  }

  /**
   * Whether the side between two hexes has a feature (fast: a bit test).
   *
   * @param a - a hex
   * @param b - an adjacent hex
   * @param feature - the feature to test
   * @returns true if the side carries it
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."], hexsides: ["0,0 E wall,window"] });
   * map.hexsideHas({ q: 1, r: 0 }, { q: 0, r: 0 }, "window"); // true
   * ```
   */
  hexsideHas(a: Hex, b: Hex, feature: HexsideFeature): boolean {
    const i = this.indexOfQR(a.q, a.r);
    if (i < 0) return false;
    const dq = b.q - a.q;
    const dr = b.r - a.r;
    for (let d = 0; d < 6; d++) {
      const step = HEX_DIRECTIONS[d]!;
      if (step.q === dq && step.r === dr) return (this._sideBits[i * 6 + d]! & (1 << HEXSIDE_FEATURES.indexOf(feature))) !== 0;
    }
    return false;
  }

  /**
   * Every hexside that carries features.
   *
   * @returns canonical hexsides with their features
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."], hexsides: ["0,0 E door"] });
   * map.hexsides()[0]!.features; // ["door"]
   * ```
   */
  hexsides(): { side: Hexside; features: readonly HexsideFeature[] }[] {
    const out: { side: Hexside; features: readonly HexsideFeature[] }[] = [];
    for (const [slot, features] of this.sideFeatures) {
      const d = slot % 6;
      if (d < 3) out.push({ side: hexsideOf(this.hexes[(slot - d) / 6]!, d as 0 | 1 | 2), features });
    }
    return out.sort((x, y) => (hexsideKey(x.side) < hexsideKey(y.side) ? -1 : 1));
  }

  /**
   * The on-map neighbours of a hex (the map as a graph for the search functions).
   *
   * @param h - a hex
   * @returns the map's own hex objects next to `h`, in direction order
   * @example
   * ```ts
   * import { parseHexMap } from "@tt/hexgrid";
   * parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..."] }).neighbors({ q: 0, r: 0 }).length; // 1
   * ```
   */
  neighbors(h: Hex): Hex[] {
    const i = this.indexOfQR(h.q, h.r);
    const out: Hex[] = [];
    if (i < 0) return out;
    for (let d = 0; d < 6; d++) {
      const j = this._neighbors[i * 6 + d]!;
      if (j >= 0) out.push(this.hexes[j]!);
    }
    return out;
  }

  /**
   * Identity of a hex for the search functions: its integer key.
   *
   * @param h - a hex
   * @returns {@link hexIntKey} of the hex
   * @example
   * ```ts
   * import { parseHexMap, hexIntKey } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["."] });
   * map.key({ q: 0, r: 0 }) === hexIntKey({ q: 0, r: 0 }); // true
   * ```
   */
  key(h: Hex): number {
    return hexIntKey(h);
  }

  /**
   * The map as plain JSON data that {@link loadHexMap} reads back.
   *
   * @returns canonical map data (hexes sorted by `r` then `q`)
   * @example
   * ```ts
   * import { loadHexMap, parseHexMap } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."] });
   * const copy = loadHexMap(JSON.parse(JSON.stringify(map.toData())));
   * ```
   */
  toData(): HexMapData {
    const data: HexMapData = {
      schemaVersion: 1,
      orientation: this.orientation,
      hexes: this.hexes.map((h, i) => {
        const features = this.features[i]!;
        return features.length ? { q: h.q, r: h.r, terrain: this.terrains[i]!, features: [...features] } : { q: h.q, r: h.r, terrain: this.terrains[i]! };
      }),
      hexsides: this.hexsides().map(({ side, features }) => {
        const d = HEX_DIRECTIONS[side.direction]!;
        return {
          between: [
            { q: side.hex.q, r: side.hex.r },
            { q: side.hex.q + d.q, r: side.hex.r + d.r },
          ],
          features: [...features],
        };
      }),
    };
    if (this.name !== undefined) data.name = this.name;
    if (this.offset !== undefined) data.offset = this.offset;
    if (this.terrainTypes !== undefined) data.terrainTypes = [...this.terrainTypes];
    return data;
  }
}

/**
 * Validates JSON map data with {@link HexMapSchema} and builds a {@link HexMap}.
 *
 * @param data - untrusted JSON (e.g. a parsed file)
 * @returns the map
 * @throws {@link HexgridError} `hexgrid/invalid-map` listing every problem, each naming its hex
 * @example
 * ```ts
 * import { loadHexMap } from "@tt/hexgrid";
 * const map = loadHexMap({ schemaVersion: 1, orientation: "pointy", hexes: [{ q: 0, r: 0, terrain: "clear" }] });
 * ```
 */
export function loadHexMap(data: unknown): HexMap {
  const parsed = HexMapSchema.safeParse(data);
  if (!parsed.success) throw invalid("hex map data", zodIssues(parsed.error));
  return new (HexMap as unknown as new (d: HexMapData) => HexMap)(parsed.data);
}

const ENTRY = /^\s*(-?\d+)\s*,\s*(-?\d+)\s+(\S+)(?:\s+(\S+))?\s*$/;

/**
 * Converts the compact authoring format ({@link HexMapSourceSchema}) into
 * canonical map data ({@link HexMapSchema}), validating both.
 *
 * @param source - rows of terrain letters, legend and hexside entries
 * @returns canonical map data
 * @throws {@link HexgridError} `hexgrid/invalid-map` listing every problem; each message names the
 *   row and column (printed coordinates) and the axial hex
 * @example
 * ```ts
 * import { hexMapSourceToData } from "@tt/hexgrid";
 * const data = hexMapSourceToData({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."], hexsides: ["0,0 E wall"] });
 * data.hexsides[0]!.features; // ["wall"]
 * ```
 */
export function hexMapSourceToData(source: unknown): HexMapData {
  const parsed = HexMapSourceSchema.safeParse(source);
  if (!parsed.success) throw invalid("hex map source", zodIssues(parsed.error));
  const src = parsed.data;
  const orientation = offsetOrientation(src.offset);
  const issues: HexgridIssue[] = [];
  const hexes: { q: number; r: number; terrain: string; features?: string[] }[] = [];
  const byKey = new Map<string, (typeof hexes)[number]>();
  const where = (col: number, row: number): string => {
    const h = offsetToHex({ col, row }, src.offset);
    return `col ${col}, row ${row} (hex ${h.q},${h.r})`;
  };
  src.rows.forEach((line, y) => {
    const row = src.firstRow + y;
    let x = 0;
    for (const ch of line) {
      if (ch === " " || ch === "\t") continue;
      const col = src.firstColumn + x;
      x++;
      if (!Object.hasOwn(src.legend, ch)) {
        issues.push({ path: `rows[${y}]`, message: `${where(col, row)}: letter "${ch}" is not in the legend` });
        continue;
      }
      const terrain = src.legend[ch];
      if (terrain === null || terrain === undefined) continue;
      const h = offsetToHex({ col, row }, src.offset);
      const entry = { q: h.q, r: h.r, terrain };
      hexes.push(entry);
      byKey.set(`${h.q},${h.r}`, entry);
    }
  });
  src.hexFeatures.forEach((text, i) => {
    const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s+(\S+)\s*$/.exec(text);
    if (!m) {
      issues.push({ path: `hexFeatures[${i}]`, message: `"${text}" is not of the form "col,row feature[,feature...]"` });
      return;
    }
    const col = Number(m[1]);
    const row = Number(m[2]);
    const h = offsetToHex({ col, row }, src.offset);
    const entry = byKey.get(`${h.q},${h.r}`);
    if (!entry) {
      issues.push({ path: `hexFeatures[${i}]`, message: `${where(col, row)} is not on the map` });
      return;
    }
    entry.features = [...(entry.features ?? []), ...m[3]!.split(",").filter(Boolean)];
  });
  const sides = new Map<string, { between: [Hex, Hex]; features: HexsideFeature[] }>();
  src.hexsides.forEach((text, i) => {
    const m = ENTRY.exec(text);
    if (!m || m[4] === undefined) {
      issues.push({ path: `hexsides[${i}]`, message: `"${text}" is not of the form "col,row DIR[,DIR...] feature[,feature...]"` });
      return;
    }
    const col = Number(m[1]);
    const row = Number(m[2]);
    const h = offsetToHex({ col, row }, src.offset);
    if (!byKey.has(`${h.q},${h.r}`)) {
      issues.push({ path: `hexsides[${i}]`, message: `${where(col, row)} is not on the map` });
      return;
    }
    const features: HexsideFeature[] = [];
    for (const f of m[4].split(",").filter(Boolean)) {
      if ((HEXSIDE_FEATURES as readonly string[]).includes(f)) features.push(f as HexsideFeature);
      else issues.push({ path: `hexsides[${i}]`, message: `${where(col, row)}: unknown hexside feature "${f}" (one of ${HEXSIDE_FEATURES.join(", ")})` });
    }
    for (const name of m[3]!.split(",").filter(Boolean)) {
      let d: number;
      try {
        d = parseDirection(name, orientation);
      } catch (error) {
        issues.push({ path: `hexsides[${i}]`, message: `${where(col, row)}: ${(error as Error).message}` });
        continue;
      }
      const step = HEX_DIRECTIONS[d]!;
      const other = { q: h.q + step.q, r: h.r + step.r };
      if (!byKey.has(`${other.q},${other.r}`)) {
        issues.push({ path: `hexsides[${i}]`, message: `${where(col, row)}: the ${name} side leads off the map (to hex ${other.q},${other.r})` });
        continue;
      }
      const side = hexsideOf(h, d as 0);
      const key = hexsideKey(side);
      const [a, b] = [side.hex, { q: side.hex.q + HEX_DIRECTIONS[side.direction]!.q, r: side.hex.r + HEX_DIRECTIONS[side.direction]!.r }];
      const existing = sides.get(key);
      if (existing) {
        for (const f of features) if (!existing.features.includes(f)) existing.features.push(f);
      } else {
        sides.set(key, { between: [a, b], features: [...features] });
      }
    }
  });
  if (issues.length) throw invalid("hex map source", issues);
  const data: Record<string, unknown> = {
    schemaVersion: 1,
    orientation,
    offset: src.offset,
    hexes,
    hexsides: [...sides.values()].filter((s) => s.features.length > 0),
  };
  if (src.name !== undefined) data.name = src.name;
  if (src.terrainTypes !== undefined) data.terrainTypes = src.terrainTypes;
  const checked = HexMapSchema.safeParse(data);
  if (!checked.success) throw invalid("hex map source", zodIssues(checked.error));
  return checked.data;
}

/**
 * Builds a {@link HexMap} from the compact authoring format: rows of terrain
 * letters as printed, a legend, and hexside features against printed coordinates.
 *
 * @param source - see {@link HexMapSourceSchema}
 * @returns the map
 * @throws {@link HexgridError} `hexgrid/invalid-map` listing every problem, each naming its hex
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
  return loadHexMap(hexMapSourceToData(source));
}
