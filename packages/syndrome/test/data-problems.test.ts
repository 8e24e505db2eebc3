import { describe, expect, it } from "vitest";
import { loadSyndromeData, SyndromeError, SYNDROME_DATA, type SyndromeData } from "../src/index";

// loadSyndromeData checks every cross-reference of a data set before it throws: one SyndromeError
// carries every problem in `issues`, each with its JSON path; its message and path are the first's.

const data = (): SyndromeData => structuredClone(SYNDROME_DATA) as SyndromeData;

function dataError(corrupt: SyndromeData): SyndromeError {
  try {
    loadSyndromeData(corrupt);
  } catch (error) {
    expect(error).toBeInstanceOf(SyndromeError);
    return error as SyndromeError;
  }
  throw new Error("the data was accepted");
}

describe("every cross-reference problem of a data set at once", () => {
  it("three distinct problems (an unknown neighbour, a home that is not a space, a table row's missing paragraph) are all in issues", () => {
    const d = data();
    // Added, not in place of a neighbour (which would leave that one unlisted back: a fourth problem).
    const k = d.map.spaces[3]!.neighbours.push("atlantis") - 1;
    const person = d.people.findIndex((p) => p.home !== null);
    d.people[person]!.home = "nowhere";
    const wanted = d.tables.raid.rows[0]!.result;
    d.paragraphs = d.paragraphs.filter((p) => p.number !== wanted);
    const error = dataError(d);
    expect({ code: error.code, path: error.path }).toEqual({ code: "syndrome/invalid-data", path: `map.spaces[3].neighbours[${k}]` });
    expect(error.message).toBe(`map.spaces[3].neighbours[${k}]: unknown space "atlantis"`);
    expect(error.issues).toEqual([
      { path: `map.spaces[3].neighbours[${k}]`, message: 'unknown space "atlantis"' },
      { path: `people[${person}].home`, message: 'unknown or water home space "nowhere"' },
      ...d.tables.raid.rows.flatMap((row, r) => (row.result === wanted ? [{ path: `tables.raid.rows[${r}].result`, message: `paragraph ${wanted} is not in the data` }] : [])),
    ]);
  });

  it("a single problem is the one issue, with the message and path it always had", () => {
    const d = data();
    d.map.royalRoute[5] = "nowhere";
    const error = dataError(d);
    expect(error.path).toBe("map.royalRoute[5]");
    // The step after an unknown space is not measured from it: no echo of the same problem.
    expect(error.issues).toEqual([{ path: "map.royalRoute[5]", message: 'unknown space "nowhere"' }]);
  });

  it("codes outside the grammar in several cells are each reported where they are printed", () => {
    const d = data();
    d.tables.kingsMen.rows[1]!.results[2] = "2X";
    d.tables.recruiting.rows[0]!.results[0] = "N,2X*";
    const error = dataError(d);
    expect(error.issues!.map((issue) => issue.path)).toEqual(["tables.recruiting.rows[0].results[0]", "tables.kingsMen.rows[1].results[2]"]);
  });

  it("the package's own data still loads", () => {
    expect(loadSyndromeData(data()).towns.length).toBe(6);
  });
});
