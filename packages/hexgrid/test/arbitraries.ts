/// <reference types="node" />
import fc from "fast-check";
import { HexgridError, type Hex } from "../src/index";

/** A hex with modest coordinates. */
export const arbHex = (range = 50): fc.Arbitrary<Hex> => fc.record({ q: fc.integer({ min: -range, max: range }), r: fc.integer({ min: -range, max: range }) });

/** The HexgridError `fn` throws (failing the test if it throws anything else, or nothing). */
export function hexgridError(fn: () => unknown): HexgridError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HexgridError) return error;
    throw error;
  }
  throw new Error("expected a HexgridError, got no error");
}

/**
 * Milliseconds of CPU time this process has used: time bounds in tests use it, not the wall
 * clock, so other work on a shared machine does not fail them (vitest runs each worker as
 * its own process).
 */
export function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}
