import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { syndrome } from "@tt/syndrome";
import { choice, playScripted as play, scratch } from "./helpers";

// The Syndrome's compact map in tt play: each space of the player's people with its land
// neighbours (syndrome.rules), marked from the player's view only.

/** The map block of a screen, its wrapped lines joined again. */
function mapOf(screen: string): string[] {
  const lines = screen.split("\n");
  const start = lines.findIndex((line) => line.startsWith("map around "));
  if (start < 0) return [];
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^ {6}\S/.test(line)) block[block.length - 1] += ` ${line.trim()}`;
    else if (/^ {2}\S/.test(line)) block.push(line.trim());
    else break;
  }
  return block;
}

const byName = new Map(syndrome.rules.spaces.map((s) => [s.name, s]));
const names = (ids: readonly string[]) => ids.map((id) => syndrome.rules.space(id).name);

describe("tt play syndrome's map", () => {
  it("shows the squads' spaces when placing a free neutral, then each of your spaces with its neighbours at Rebel Actions", async () => {
    const screens: string[] = [];
    let step = 0;
    const plan: ((screen: string) => string)[] = [(s) => choice(s, /Kirk beams down \(/), (s) => choice(s, /Kirk beams down to Castle Dil$/), () => "q"];
    const { code } = await play(["play", "syndrome", "--seed", "5", "--save", join(scratch(), "s.json")], (screen, all) => {
      screens.push(screen);
      if (!all.includes("Turn 1: Rebel Actions")) return "1";
      return plan[step++]?.(screen);
    });
    expect(code).toBe(0);

    const placing = screens.find((s) => s.includes("place a free neutral in"))!;
    expect(placing).toContain("map around the King's Men squads (none of yours yet); marks: * yours, ! squad, #N prisoners");
    const squadMap = mapOf(placing);
    expect(squadMap.length).toBeGreaterThan(0);
    for (const line of squadMap) expect(line).toMatch(/^[^(]+ \(King's Men squad/);

    const acting = screens.at(-1)!;
    expect(acting).toContain("Turn 1: Rebel Actions");
    const map = mapOf(acting);
    const kirk = map.find((line) => line.startsWith("Castle Dil (Kirk"));
    expect(kirk, acting).toBeDefined();
    // Its neighbours are the map's land neighbours, in order, each with its marks.
    const [, list] = kirk!.split(" → ");
    const shown = list!.split(", ").map((n) => n.replace(/ [*!#\d]+$/, ""));
    expect(shown).toEqual(names(byName.get("Castle Dil")!.land));
    // A prisoner is a count, never a name or a colour: the squads' spaces say "King's Men squad, N prisoner(s)".
    for (const line of [...squadMap, ...map]) expect(line).not.toMatch(/\b(yellow|dark blue)\b/);
    expect(squadMap.some((line) => /^[^(]+ \(King's Men squad, \d+ prisoners?\) → /.test(line))).toBe(true);
    for (const line of acting.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
  }, 120_000);
});
