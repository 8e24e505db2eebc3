import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SYNDROME_DATA } from "@tt/syndrome";
import { SHARPE_DATA } from "@tt/warpquest";
import { scratch, tt } from "./helpers";

// tt validate reports every cross-reference problem of a data file at once (#16), as it does its
// schema problems: each with its JSON path and what is wrong there.

/** `tt validate <game>` of `data` written to a file: the exit code and the problem lines. */
function validate(game: string, data: unknown) {
  const file = join(scratch(), `${game}.json`);
  writeFileSync(file, JSON.stringify(data));
  const r = tt(["validate", game, file]);
  return { ...r, problems: r.out.split("\n").filter((line) => line.startsWith("  ")) };
}

describe("tt validate lists every cross-reference problem at once", () => {
  it("a WarpQuest scenario with three: an unknown category, an unknown skill, a deck entry with no card", () => {
    const data = structuredClone(SHARPE_DATA) as unknown as { cards: Record<string, unknown>[]; modules: { cards: string[] }[] };
    data.cards[0]!["category"] = "Siege";
    data.cards[2]!["skills"] = "Brawling or Fencing";
    const at = data.modules[0]!.cards.push("no-such-card") - 1;
    const r = validate("sharpe", data);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^invalid: .*sharpe\.json has 3 problems /);
    expect(r.problems).toEqual([
      `  cards[0].category: category "Siege" is not among the scenario's categories`,
      `  cards[2].skills: "Brawling or Fencing" names the skill "Fencing", which is not among the scenario's skills`,
      `  modules[0].cards[${at}]: no card has the id "no-such-card"`,
    ]);
  });

  it("a Syndrome data set with three: a neighbour, a person's home and an ability's space that do not exist", () => {
    const data = structuredClone(SYNDROME_DATA) as unknown as {
      map: { spaces: { neighbours: string[] }[] };
      people: { home: string | null }[];
      paragraphs: { ability?: { kind: string; spaces?: string[] } }[];
    };
    const k = data.map.spaces[3]!.neighbours.push("atlantis") - 1;
    const person = data.people.findIndex((p) => p.home !== null);
    data.people[person]!.home = "nowhere";
    const paragraph = data.paragraphs.findIndex((p) => p.ability?.spaces !== undefined && p.ability.spaces.length > 0);
    data.paragraphs[paragraph]!.ability!.spaces![0] = "lyonesse";
    const r = validate("syndrome", data);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^invalid: .*syndrome\.json has 3 problems /);
    expect(r.problems).toEqual([
      `  map.spaces[3].neighbours[${k}]: unknown space "atlantis"`,
      `  people[${person}].home: unknown or water home space "nowhere"`,
      `  paragraphs[${paragraph}].ability.spaces[0]: unknown space "lyonesse"`,
    ]);
  });
});
