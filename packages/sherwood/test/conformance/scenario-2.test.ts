import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 2 conformance", () => {
  conformance(2);
});
