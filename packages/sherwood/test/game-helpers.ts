import { offsetToHex } from "@tt/hexgrid";
import { SherwoodError, sherwood, skirmishOptionsSchema, type GamePiece, type SherwoodAction, type SherwoodEvent, type SkirmishOptions, type SherwoodState } from "../src/index";
import { WOODS_EDGE } from "./skirmishes";

/** A skirmish on one map (SHW-I.SETUP: characters of one's choice on a map): Wood's Edge's by default. */
export function skirmish(map = "woods-edge", turns = 8): SkirmishOptions {
  return skirmishOptionsSchema.parse({ ...WOODS_EDGE, map, turns });
}

/** A d10 face as a chance outcome. */
export const die = (face: number) => ({ type: "die" as const, face });

/** Applies inputs in order through the public `apply`, collecting the events. */
export function play(state: SherwoodState, ...inputs: (SherwoodAction | ReturnType<typeof die>)[]): { state: SherwoodState; events: SherwoodEvent[] } {
  const events: SherwoodEvent[] = [];
  let s = state;
  for (const input of inputs) {
    const applied = sherwood.apply(s, input);
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
}

/** A printed "col,row" of a single map as the board hex. */
const hexAt = (cr: string) => {
  const [col, row] = cr.split(",").map(Number);
  return offsetToHex({ col: col!, row: row! }, "odd-r");
};

/** A state of a two-side skirmish with these pieces, in this phase, read back through `parseState` (the public way to load a position). */
export function position(pieces: readonly (Omit<GamePiece, "at"> & { at: string })[], extra: Partial<SherwoodState> = {}, map = "woods-edge"): SherwoodState {
  const base = sherwood.setup(skirmish(map));
  const placed = pieces.map((p) => ({ ...p, at: hexAt(p.at) }));
  return sherwood.parseState(JSON.parse(JSON.stringify({ ...base, pieces: placed, ...extra })));
}

/** What `f` throws, as "code path" for a SherwoodError; "no error" when it returns. */
export function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (error) {
    return error instanceof SherwoodError ? `${error.code} ${error.path}` : String(error);
  }
  return "no error";
}
