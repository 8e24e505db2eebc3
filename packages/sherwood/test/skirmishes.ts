// Skirmishes the tests, the golden replays (scripts/golden.ts) and the bench (bench/index.ts) play:
// setup options as a user writes them (SHW-I.SETUP: characters of one's choice placed on a map).

/** Wood's Edge: four Saxons (Will riding) against four Normans (Guy riding), eight turns. */
export const WOODS_EDGE = {
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
};

/** The inn: villagers, Merry Men and Normans, three sides, five turns. */
export const INN_THREE_SIDES = {
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

/** The inn with an ambush (as in scenario 7): Robin, Will and Gilbert hidden, the Normans on the road. */
export const INN_AMBUSH = {
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
};

/**
 * Wood's Edge with carts (SHW-7.2): the Saxons' cart behind an ox, Reynold riding in it, Little John at the
 * ox's head; the Normans' carriage behind a draft horse, Martin driving and Waleran inside (as in scenario 4).
 */
export const WOODS_EDGE_CARTS = {
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
};
