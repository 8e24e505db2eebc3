/**
 * `@tt/hexgrid`: hex coordinates, layouts, lines of fire with hexside ties,
 * hexside features, map data, field of view and movement-cost search (also over
 * any graph given a neighbours function). Hexes are plain `{ q, r }` objects.
 *
 * @packageDocumentation
 */
export { HEXGRID_ERROR_CODES, HexgridError, type HexgridErrorCode, type HexgridIssue } from "./errors";
export { HEXGRID_LIMITS } from "./limits";
export {
  FLAT_DIRECTIONS,
  HEX_AXES,
  HEX_DIAGONALS,
  HEX_DIRECTIONS,
  HEX_INT_KEY_LIMIT,
  ORIENTATIONS,
  POINTY_DIRECTIONS,
  cubeToHex,
  directionName,
  hex,
  hexAdd,
  hexDiagonalNeighbor,
  hexDirection,
  hexDistance,
  hexEquals,
  hexFromIntKey,
  hexFromKey,
  hexIntKey,
  hexKey,
  hexLength,
  hexNeighbor,
  hexNeighbors,
  hexRange,
  hexReflect,
  hexRing,
  hexRotate,
  hexRound,
  hexScale,
  hexSpiral,
  hexSubtract,
  hexToCube,
  parseDirection,
  type CubeHex,
  type Direction,
  type FlatDirectionName,
  type Hex,
  type HexAxis,
  type Orientation,
  type PointyDirectionName,
} from "./hex";
export { OFFSET_LAYOUTS, hexToOffset, offsetOrientation, offsetToHex, type OffsetCoord, type OffsetLayout } from "./offset";
export { hexLine, hexLineTrace, type LineStep } from "./line";
export {
  hexsideBetween,
  hexsideEquals,
  hexsideFromKey,
  hexsideHexes,
  hexsideIntKey,
  hexsideKey,
  hexsideOf,
  hexsidesOf,
  type Hexside,
} from "./hexside";
export {
  createLayout,
  hexBounds,
  hexCornerOffset,
  hexCorners,
  hexSvgPath,
  hexSvgPoints,
  hexToPixel,
  hexsideEndpoints,
  hexsideSvgPath,
  pixelToFractionalHex,
  pixelToHex,
  type Bounds,
  type Layout,
  type LayoutOptions,
  type Point,
} from "./layout";
export {
  HEXSIDE_FEATURES,
  HexMapSchema,
  HexMapSourceSchema,
  HexSchema,
  MapHexSchema,
  MapHexsideSchema,
  type HexMapData,
  type HexMapSource,
  type HexsideFeature,
} from "./schemas";
export { HexMap, loadHexMap } from "./hex-map";
export { hexMapSourceToData, parseHexMap } from "./map-source";
export { composeMaps, type ComposeOptions, type ComposedMap, type MapPart, type PartSide } from "./compose";
export {
  TIE_RULES,
  fieldOfView,
  lineOfSight,
  type LineOfSight,
  type SightElement,
  type SightHex,
  type SightHexside,
  type SightOptions,
  type SightTie,
  type TieRule,
} from "./line-of-sight";
export { fieldOfViewFromHexside, inFrontOfHexside, lineOfSightFromHexside } from "./hexside-sight";
export { findPath, reachable, type FoundPath, type Graph, type MoveRules, type PathOptions, type Reach } from "./search";
export { StepCosts, stepCosts } from "./step-costs";
export { reachableFrom, type StartAt } from "./multi-source";
export { mapRegion, type RegionQuery } from "./region";
export { levelGraph, locatedFromKey, locatedKey, type LevelGraphOptions, type Located } from "./levels";
export { riderGraph, riderHexes, riderRear, type RiderGraphOptions, type RiderPosition } from "./rider";
