// The skirmishes `tt play sherwood` sets up without --scenario (SHW-I.SETUP: characters of the players'
// choice placed on a map), one for each number of players the game takes.

type Force = { character: string; at: string; mounted?: boolean; facing?: 0 | 1 | 2 | 3 | 4 | 5 }[];

const ROBIN_AND_JOHN: Force = [
  { character: "robin", at: "2,8" },
  { character: "little-john", at: "3,8" },
];
const REYNOLD_AND_WILL: Force = [
  { character: "reynold", at: "4,10" },
  { character: "will-scarlett", at: "5,12", mounted: true, facing: 0 },
];
const GUY_AND_BERO: Force = [
  { character: "guy", at: "10,4", mounted: true, facing: 3 },
  { character: "bero", at: "12,4" },
];
const RUDOLF_AND_ARNOLD: Force = [
  { character: "rudolf", at: "13,6" },
  { character: "arnold", at: "12,7" },
];

/** Two players: four Saxons (Will riding) against four Normans (Guy riding) on Wood's Edge, eight turns. */
const WOODS_EDGE = {
  map: "woods-edge",
  turns: 8,
  sides: [
    { id: "saxons", force: [...ROBIN_AND_JOHN, ...REYNOLD_AND_WILL] },
    { id: "normans", force: [...GUY_AND_BERO, ...RUDOLF_AND_ARNOLD] },
  ],
};

/** Three players: villagers, Merry Men and Normans at the inn, five turns. */
const THE_INN = {
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
};

/** Four players: Wood's Edge with each of its two forces split in two, every side on its own, eight turns. */
const FOUR_SIDES = {
  map: "woods-edge",
  turns: 8,
  sides: [
    { id: "outlaws", force: ROBIN_AND_JOHN },
    { id: "saxons", force: REYNOLD_AND_WILL },
    { id: "normans", force: GUY_AND_BERO },
    { id: "mercenaries", force: RUDOLF_AND_ARNOLD },
  ],
};

/**
 * The skirmish for `players` sides: Wood's Edge for two, the inn for three, Wood's Edge split four ways
 * for four. Another number gives that many sides, for the game's own schema to refuse in its words.
 */
export function skirmishOptions(players: number): object {
  if (players === 2) return WOODS_EDGE;
  if (players === 3) return THE_INN;
  if (players === 4) return FOUR_SIDES;
  return { ...FOUR_SIDES, sides: Array.from({ length: players }, (_, i) => ({ ...FOUR_SIDES.sides[i % 4]!, id: `side-${i + 1}` })) };
}
