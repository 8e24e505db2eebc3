import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 4 conformance", () => {
  conformance(4, { players: 2 });
  conformance(4, { players: 4, choices: ["roger-for-william", "emeric-for-waleran", "wolf-for-the-villagers", "robin-on-horseback"] });
});
