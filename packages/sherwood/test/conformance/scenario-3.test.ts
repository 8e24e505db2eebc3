import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 3 conformance", () => {
  conformance(3);
});
