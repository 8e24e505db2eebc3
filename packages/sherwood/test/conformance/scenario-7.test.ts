import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 7 conformance", () => {
  conformance(7);
});
