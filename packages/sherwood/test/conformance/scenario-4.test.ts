import { describe } from "vitest";
import { conformance } from "./run";

describe("scenario 4 conformance", () => {
  conformance(4, { players: 2 });
  // The four-player game with every option, half as many again (the longest games of all: four camps on four maps).
  conformance(4, { players: 4, choices: ["roger-for-william", "emeric-for-waleran", "wolf-for-the-villagers", "robin-on-horseback"] }, 0.5);
});
