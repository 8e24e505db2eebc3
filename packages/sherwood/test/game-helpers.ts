import { offsetToHex } from "@tt/hexgrid";
import { sherwood, type GamePiece, type SherwoodOptions, type SherwoodState } from "../src/index";

/** A skirmish on one map: Saxons against Normans (SHW-I.SETUP: characters of one's choice on a map). */
export function skirmish(map = "woods-edge", turns = 8): SherwoodOptions {
  return sherwood.optionsSchema.parse({
    map,
    turns,
    sides: [
      {
        id: "saxons",
        force: [
          { character: "robin", at: "2,8" },
          { character: "little-john", at: "3,8" },
          { character: "reynold", at: "4,8" },
          { character: "will-scarlett", at: "5,12", mounted: true, facing: 0 },
        ],
      },
      {
        id: "normans",
        force: [
          { character: "guy", at: "10,4", mounted: true, facing: 3 },
          { character: "bero", at: "12,4" },
          { character: "rudolf", at: "13,4" },
          { character: "arnold", at: "12,5" },
        ],
      },
    ],
  });
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
