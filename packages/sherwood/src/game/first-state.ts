import { SHERWOOD_GAME_SCHEMA_VERSION, type SherwoodState } from "./schemas";

/** What a new game's state is made of; everything else starts empty. */
type Parts = Pick<SherwoodState, "map" | "rules" | "riderTurn" | "tieRule" | "turns" | "sides" | "pieces" | "hidden"> & Partial<SherwoodState>;

/** @internal A game's state before anything happened: the given parts, turn 1's first side's missile fire, every list and record empty. */
export function firstState(parts: Parts): SherwoodState {
  return {
    schemaVersion: SHERWOOD_GAME_SCHEMA_VERSION,
    turn: 1,
    active: 0,
    alliances: {},
    controllers: {},
    phase: "fire",
    fallen: [],
    fired: [],
    attacked: [],
    moved: [],
    moving: null,
    roll: null,
    effects: [],
    scores: Object.fromEntries(parts.sides.map((side) => [side, 0])),
    advance: null,
    led: [],
    ambush: null,
    scenario: null,
    waiting: [],
    entered: {},
    fates: [],
    vigil: null,
    blinded: [],
    ...parts,
  };
}
