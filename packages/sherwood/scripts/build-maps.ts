/// <reference types="node" />
// Writes src/data/maps/*.json from scripts/map-sources.ts: `pnpm --filter @tt/sherwood maps`.
import { writeFileSync } from "node:fs";
import { buildMaps } from "./map-sources";

for (const { id, json } of buildMaps()) {
  writeFileSync(new URL(`../src/data/maps/${id}.json`, import.meta.url), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`wrote src/data/maps/${id}.json`);
}
