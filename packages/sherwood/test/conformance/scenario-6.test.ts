import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 6 conformance", () => {
  conformance(6);
});
