import { HexgridError, type HexgridIssue } from "./errors";
import { HEX_DIRECTIONS, HEX_INT_KEY_LIMIT, hexIntKey, type Hex, type Orientation } from "./hex";
import { hexsideKey, hexsideOf, type Hexside } from "./hexside";
import { HEXGRID_LIMITS } from "./limits";
import type { OffsetLayout } from "./offset";
import { HEXSIDE_FEATURES, HexMapSchema, type HexMapData, type HexsideFeature } from "./schemas";
import { argumentError } from "./_internal/check";
import { parseMapData } from "./_internal/map-shape";

const NO_FEATURES: readonly never[] = Object.freeze([]);

/** Only this module builds maps, so every map is validated data. */
const BUILD: unique symbol = Symbol("HexMap");

/** `hexgrid/invalid-map` listing every problem (the first 20 in the message). */
export function invalid(what: string, issues: HexgridIssue[]): HexgridError {
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
 * Its queries (`has`, `terrain`, `indexOf`, ...) take any value: one that is
 * not a hex with integer coordinates (`{ q: 0.5, r: 0 }`, `null`) is simply
 * not on the map. The index is a dense array over the map's bounding box when
 * the map fills at least a quarter of it, and a hash of its hexes otherwise,
 * so a sparse map (two hexes at ±32767) costs memory by its hexes, not its span.
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
  /** Map index per bounding-box cell (-1: no hex), for a dense map; undefined for a sparse one. */
  private readonly cells: Int32Array | undefined;
  /** Map index by {@link hexIntKey}, for a sparse map. */
  private readonly sparse: Map<number, number> | undefined;
  private readonly terrains: readonly string[];
  private readonly features: readonly (readonly string[])[];
  private readonly sideFeatures: Map<number, readonly HexsideFeature[]>;
  private readonly terrainTypes: readonly string[] | undefined;

  private constructor(token: typeof BUILD, data: HexMapData) {
    if (token !== BUILD) throw argumentError("hexgrid/bad-argument", "", "build a HexMap with loadHexMap or parseHexMap");
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
    // A loop, not Math.min(...list): spreading 250,000 arguments overflows the call stack.
    let minQ = n > 0 ? Infinity : 0;
    let minR = n > 0 ? Infinity : 0;
    let maxQ = -1;
    let maxR = -1;
    for (let i = 0; i < n; i++) {
      const q = this._q[i]!;
      const r = this._r[i]!;
      if (q < minQ) minQ = q;
      if (q > maxQ) maxQ = q;
      if (r < minR) minR = r;
      if (r > maxR) maxR = r;
    }
    this.minQ = minQ;
    this.minR = minR;
    this.width = n > 0 ? maxQ - minQ + 1 : 0;
    this.height = n > 0 ? maxR - minR + 1 : 0;
    if (this.width * this.height <= 4 * n + 4096) {
      this.cells = new Int32Array(this.width * this.height).fill(-1);
      for (let i = 0; i < n; i++) this.cells[(this._r[i]! - minR) * this.width + (this._q[i]! - minQ)] = i;
      this.sparse = undefined;
    } else {
      this.cells = undefined;
      this.sparse = new Map();
      for (let i = 0; i < n; i++) this.sparse.set(hexIntKey(sorted[i]!), i);
    }
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
      const ia = this.slot(a);
      const ib = this.slot(b);
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
    const cells = this.cells;
    if (cells !== undefined) {
      const x = q - this.minQ;
      const y = r - this.minR;
      // `(x | 0) === x`: an integer (x is within the box, far below 2^31); false for NaN and fractions.
      if (x >= 0 && y >= 0 && x < this.width && y < this.height && (x | 0) === x && (y | 0) === y) return cells[y * this.width + x]!;
      return -1;
    }
    if (!Number.isInteger(q) || !Number.isInteger(r) || Math.abs(q) > HEX_INT_KEY_LIMIT || Math.abs(r) > HEX_INT_KEY_LIMIT) return -1;
    return this.sparse!.get(hexIntKey({ q, r })) ?? -1;
  }

  /** The map index of any value: -1 unless it is a hex of the map. */
  private slot(h: unknown): number {
    if (typeof h !== "object" || h === null) return -1;
    const { q, r } = h as { q: unknown; r: unknown };
    // A BigInt or a string coordinate is not a hex (and `q - minQ` would throw on a BigInt).
    return typeof q === "number" && typeof r === "number" ? this.indexOfQR(q, r) : -1;
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
    return this.slot(h);
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
    return this.slot(h) >= 0;
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
    const i = this.slot(h);
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
    const i = this.slot(h);
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
    const i = this.slot(h);
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
    const i = this.slot(a);
    if (i < 0) return NO_FEATURES;
    const j = this.slot(b);
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
    const i = this.slot(a);
    const j = this.slot(b);
    if (i < 0 || j < 0) return false;
    for (let d = 0; d < 6; d++) {
      if (this._neighbors[i * 6 + d] === j) return (this._sideBits[i * 6 + d]! & (1 << HEXSIDE_FEATURES.indexOf(feature))) !== 0;
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
    const i = this.slot(h);
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
 * @param data - untrusted JSON (e.g. a parsed file), at most {@link HEXGRID_LIMITS}`.mapHexes`
 *   (1,000,000) hexes and `mapHexsides` hexsides, shaped within the other map limits
 * @returns the map
 * @throws {@link HexgridError} `hexgrid/invalid-map` listing the problems, each with its JSON path and
 *   naming its hex (the first 100, then one saying how many more there are; of wrong hexes and hexsides,
 *   the problems of the first wrong ones and how many are wrong); `hexgrid/limit-exceeded` at the offending path for
 *   more hexes than the limit (path `hexes`, before anything else is read) or data shaped past the
 *   other map limits (a list of too many items, nesting too deep), before the schema reads it. The
 *   data passed in is never changed.
 * @example
 * ```ts
 * import { loadHexMap } from "@tt/hexgrid";
 * const map = loadHexMap({ schemaVersion: 1, orientation: "pointy", hexes: [{ q: 0, r: 0, terrain: "clear" }] });
 * ```
 */
export function loadHexMap(data: unknown): HexMap {
  const hexes = typeof data === "object" && data !== null ? (data as { hexes?: unknown }).hexes : undefined;
  if (Array.isArray(hexes)) checkMapSize(hexes.length, "hexes");
  return buildHexMap(parseMapData(data, (issues) => invalid("hex map data", issues)));
}

/** Throws `hexgrid/limit-exceeded` at `path` for a map of more hexes than the limit. */
export function checkMapSize(count: number, path: string): void {
  if (count > HEXGRID_LIMITS.mapHexes) {
    throw argumentError("hexgrid/limit-exceeded", path, `a map of more than ${HEXGRID_LIMITS.mapHexes} hexes is over the limit (this one has ${count} or more)`);
  }
}

/** Builds a map from data {@link HexMapSchema} has already validated. */
export function buildHexMap(data: HexMapData): HexMap {
  return new (HexMap as unknown as new (token: typeof BUILD, d: HexMapData) => HexMap)(BUILD, data);
}
