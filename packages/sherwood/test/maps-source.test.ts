import { describe, expect, it } from "vitest";
import { buildMaps } from "../scripts/map-sources";
import { SHERWOOD_DATA } from "../src/index";

describe("the maps' source", () => {
  it("src/data/maps/*.json are what scripts/map-sources.ts writes (else run pnpm --filter @tt/sherwood maps)", () => {
    const built = buildMaps();
    expect(built.map((m) => m.id)).toEqual(SHERWOOD_DATA.maps.map((m) => m.id));
    for (const [i, m] of built.entries()) expect(JSON.parse(JSON.stringify(m.json)), m.id).toEqual(JSON.parse(JSON.stringify(SHERWOOD_DATA.maps[i])));
  });
});
