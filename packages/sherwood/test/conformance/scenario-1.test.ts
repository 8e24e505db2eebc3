import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 1 conformance", () => {
  conformance(1);
});
