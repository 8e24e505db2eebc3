import fc from "fast-check";
import type { Hex } from "../src/index";

/** A hex with modest coordinates. */
export const arbHex = (range = 50): fc.Arbitrary<Hex> => fc.record({ q: fc.integer({ min: -range, max: range }), r: fc.integer({ min: -range, max: range }) });
