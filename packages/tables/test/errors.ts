import { expect } from "vitest";
import { TableError } from "../src/index";

/** Runs `f`, expects it to throw a TableError, and returns it for its code and message. */
export function thrown(f: () => unknown): TableError {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    return error as TableError;
  }
  throw new Error("expected a TableError");
}
