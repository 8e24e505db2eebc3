// Skirmishes the tests, the golden replays (scripts/golden.ts) and the bench (bench/index.ts) play: the
// package's standard skirmishes (SHERWOOD_SKIRMISHES), setup options as a user writes them (SHW-I.SETUP:
// characters of one's choice placed on a map).
import { SHERWOOD_SKIRMISHES } from "../src/index";

/** Wood's Edge: four Saxons (Will riding) against four Normans (Guy riding), eight turns. */
export const WOODS_EDGE = SHERWOOD_SKIRMISHES.woodsEdge;

/** The inn: villagers, Merry Men and Normans, three sides, five turns. */
export const INN_THREE_SIDES = SHERWOOD_SKIRMISHES.innThreeSides;

/** The inn with an ambush (as in scenario 7): Robin, Will and Gilbert hidden, the Normans on the road. */
export const INN_AMBUSH = SHERWOOD_SKIRMISHES.innAmbush;

/**
 * Wood's Edge with carts (SHW-7.2): the Saxons' cart behind an ox, Reynold riding in it, Little John at the
 * ox's head; the Normans' carriage behind a draft horse, Martin driving and Waleran inside (as in scenario 4).
 */
export const WOODS_EDGE_CARTS = SHERWOOD_SKIRMISHES.woodsEdgeCarts;
