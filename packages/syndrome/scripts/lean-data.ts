// Writes src/data/lean.json: the package's data set as the rules read it, for the game that
// `syndrome` is. It is SYNDROME_DATA without what only people read: every `provenance` note
// (the reasons a datum was reconstructed) and the paragraphs' prose (`text`, `effect`, which
// `paragraphProse` serves to front ends). A browser bundle that plays then carries neither.
// test/lean-data.test.ts fails when the file is stale. After editing src/data/*.json:
//
//   npx tsx scripts/lean-data.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import map from "../src/data/map.json" with { type: "json" };
import paragraphs from "../src/data/paragraphs.json" with { type: "json" };
import people from "../src/data/people.json" with { type: "json" };
import squads from "../src/data/squads.json" with { type: "json" };
import tables from "../src/data/tables.json" with { type: "json" };

function withoutProvenance(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProvenance);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "provenance")
      .map(([key, inner]) => [key, withoutProvenance(inner)]),
  );
}

/** The lean data set, as the JSON text lean.json holds. */
export function leanDataText(): string {
  const lean = withoutProvenance({
    schemaVersion: 1,
    map,
    people,
    squads,
    tables,
    paragraphs: paragraphs.map(({ text: _text, effect: _effect, ...rest }) => rest),
  });
  return `${JSON.stringify(lean)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL("../src/data/lean.json", import.meta.url));
  writeFileSync(out, leanDataText());
  console.log(`wrote ${out}`);
}
