import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 8 conformance", () => {
  conformance(8);
});
