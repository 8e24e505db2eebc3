import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 5 conformance", () => {
  conformance(5);
});
