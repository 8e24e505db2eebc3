import type * as z from "zod/mini";
import { SherwoodError } from "../errors";
import type { skirmishOptionsSchema } from "./schemas";

// The standard skirmishes (SHW-I.SETUP: characters of the players' choice placed on a map) as plain data,
// in a module of their own that nothing else imports: a bundle that does not use them leaves them out.

/**
 * A skirmish's options as a user writes them: {@link skirmishOptionsSchema}'s input, its defaults
 * (`turns`, `rules`, `riderTurn`, `tieRule`) optional.
 *
 * @example
 * ```ts
 * import type { SkirmishSetup } from "@tt/sherwood";
 * const duel: SkirmishSetup = {
 *   map: "the-inn",
 *   sides: [
 *     { id: "saxons", force: [{ character: "robin", at: "2,2" }] },
 *     { id: "normans", force: [{ character: "bero", at: "9,9" }] },
 *   ],
 * };
 * ```
 */
export type SkirmishSetup = z.input<typeof skirmishOptionsSchema>;

/**
 * The standard skirmishes, each a {@link SkirmishSetup} that {@link skirmishOptionsSchema} accepts as it
 * is: the ones `tt play sherwood` sets up, the package's golden replays play and its benchmark times.
 *
 * - `woodsEdge`: four Saxons (Will Scarlett riding) against four Normans (Sir Guy riding) on Wood's Edge,
 *   eight turns; the two-player game.
 * - `innThreeSides`: villagers, Merry Men and Normans at the inn, five turns; the three-player game.
 * - `woodsEdgeFourSides`: Wood's Edge with each force split in two, every side on its own (outlaws,
 *   Saxons, Normans, mercenaries), eight turns; the four-player game.
 * - `innAmbush`: the Normans on the inn's road, Robin, Will and Gilbert hidden in ambush (SHW-8.1, as in
 *   scenario 7), five turns.
 * - `woodsEdgeCarts`: Wood's Edge with the Saxons' cart behind an ox and the Normans' carriage behind a
 *   draft horse, characters riding in them (SHW-7.2, as in scenario 4), eight turns.
 *
 * Shared data: copy before changing it ({@link standardSkirmish} gives a fresh copy).
 *
 * @example
 * ```ts
 * import { SHERWOOD_SKIRMISHES, sherwood } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse(SHERWOOD_SKIRMISHES.innAmbush));
 * state.sides; // ["normans", "merry-men"]
 * ```
 */
export const SHERWOOD_SKIRMISHES: Readonly<Record<"woodsEdge" | "innThreeSides" | "woodsEdgeFourSides" | "innAmbush" | "woodsEdgeCarts", SkirmishSetup>> = {
  woodsEdge: {
    map: "woods-edge",
    turns: 8,
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
  },
  innThreeSides: {
    map: "the-inn",
    turns: 5,
    sides: [
      {
        id: "villagers",
        force: [
          { character: "much", at: "9,6" },
          { character: "mildred", at: "8,7" },
          { character: "alan-a-dale", at: "10,7" },
        ],
      },
      {
        id: "merry-men",
        force: [
          { character: "friar-tuck", at: "6,9" },
          { character: "alwin", at: "7,10" },
          { character: "falko", at: "5,10" },
        ],
      },
      {
        id: "normans",
        force: [
          { character: "brian", at: "12,6", mounted: true, facing: 3 },
          { character: "odric", at: "10,5" },
          { character: "emeric", at: "11,7" },
        ],
      },
    ],
  },
  woodsEdgeFourSides: {
    map: "woods-edge",
    turns: 8,
    sides: [
      {
        id: "outlaws",
        force: [
          { character: "robin", at: "2,8" },
          { character: "little-john", at: "3,8" },
        ],
      },
      {
        id: "saxons",
        force: [
          { character: "reynold", at: "4,10" },
          { character: "will-scarlett", at: "5,12", mounted: true, facing: 0 },
        ],
      },
      {
        id: "normans",
        force: [
          { character: "guy", at: "10,4", mounted: true, facing: 3 },
          { character: "bero", at: "12,4" },
        ],
      },
      {
        id: "mercenaries",
        force: [
          { character: "rudolf", at: "13,6" },
          { character: "arnold", at: "12,7" },
        ],
      },
    ],
  },
  innAmbush: {
    map: "the-inn",
    turns: 5,
    sides: [
      {
        id: "normans",
        force: [
          { character: "bero", at: "2,2" },
          { character: "odric", at: "3,1" },
          { character: "rudolf", at: "1,1" },
          { character: "guy", at: "5,0", mounted: true, facing: 0 },
        ],
      },
      {
        id: "merry-men",
        force: [
          { character: "robin", hidden: true },
          { character: "will-scarlett", hidden: true },
          { character: "gilbert", hidden: true },
          { character: "little-john", at: "15,12" },
        ],
      },
    ],
  },
  woodsEdgeCarts: {
    map: "woods-edge",
    turns: 8,
    sides: [
      {
        id: "saxons",
        force: [
          { animal: "ox", at: "5,7", facing: 0 },
          { equipment: "cart", at: "3,7", harnessedTo: "ox" },
          { character: "reynold", in: "cart" },
          { character: "little-john", at: "6,7" },
          { character: "robin", at: "2,8" },
        ],
      },
      {
        id: "normans",
        force: [
          { animal: "draft-horse", at: "4,13", facing: 0 },
          { equipment: "carriage", at: "2,13", facing: 0, harnessedTo: "draft-horse" },
          { character: "martin", in: "carriage" },
          { character: "waleran", in: "carriage" },
          { character: "bero", at: "12,4" },
          { character: "arnold", at: "12,5" },
        ],
      },
    ],
  },
};

/**
 * The standard skirmish for a number of players, a fresh copy of one of {@link SHERWOOD_SKIRMISHES}:
 * Wood's Edge for two (`woodsEdge`), the inn for three (`innThreeSides`), Wood's Edge four ways for four
 * (`woodsEdgeFourSides`).
 *
 * @param players - how many sides: 2, 3 or 4
 * @returns the skirmish's options as a user writes them, for `sherwood.optionsSchema.parse`
 * @throws {@link SherwoodError} `sherwood/bad-argument` for another number of players
 * @example
 * ```ts
 * import { sherwood, standardSkirmish } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse(standardSkirmish(3)));
 * state.sides; // ["villagers", "merry-men", "normans"]
 * ```
 */
export function standardSkirmish(players: number): SkirmishSetup {
  const skirmish = players === 2 ? SHERWOOD_SKIRMISHES.woodsEdge : players === 3 ? SHERWOOD_SKIRMISHES.innThreeSides : players === 4 ? SHERWOOD_SKIRMISHES.woodsEdgeFourSides : undefined;
  if (skirmish === undefined) throw new SherwoodError("sherwood/bad-argument", `a standard skirmish is for 2, 3 or 4 players, not ${String(players)}`);
  return structuredClone(skirmish);
}
