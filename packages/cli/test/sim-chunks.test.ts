import { describe, expect, it } from "vitest";
import { mergeSimulations, type SimulationReport } from "@tt/engine";
import { chunkPlayer, chunkSize, claimSlot, leaveOut, playChunks, type SimulationJob } from "../src/simulation";
import { tt } from "./helpers";

const job = (games: number, chunk: number): SimulationJob => ({ gameId: "salt-road", seed: "chunks", first: 0, games, chunk, policy: "random", flags: { players: 3 } });

describe("tt sim chunks", () => {
  it("merges chunks taken by interleaved threads into the report of one run", async () => {
    const whole = (await chunkPlayer(job(157, 157)))(0, 157);
    const next = new Int32Array(new SharedArrayBuffer(4));
    const order: number[] = [];
    const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
    // Three "threads" on one event loop, taking chunks of 10 from the same counter in turn.
    const play = await chunkPlayer(job(157, 10));
    const parts = await Promise.all([0, 1, 2].map((t) => playChunks(play, job(157, 10), next, () => order.push(t), tick)));
    expect(order).toHaveLength(16);
    expect(new Set(order).size).toBe(3);
    expect(mergeSimulations(parts.filter((p): p is SimulationReport => p !== null))).toEqual(whole);
  });

  it("leaves out a worker that has not claimed its slot, and only such a worker", () => {
    const cells = new Int32Array(new SharedArrayBuffer(12));
    expect(claimSlot(cells, 1)).toBe(true);
    expect(leaveOut(cells, 1)).toBe(false);
    expect(leaveOut(cells, 2)).toBe(true);
    expect(claimSlot(cells, 2)).toBe(false);
  });

  it("sizes chunks so every thread gets many and none is empty", () => {
    expect(chunkSize(1, 8)).toBe(1);
    expect(chunkSize(300, 2)).toBe(5);
    expect(chunkSize(20_000, 2)).toBe(100);
  });

  it("gives the same report with 1 and 3 workers when the games do not divide evenly", () => {
    const args = ["sim", "salt-road", "--players", "3", "--games", "301", "--seed", "9", "--policy", "random", "--json"];
    const one = tt([...args, "--workers", "1"]);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out).games).toBe(301);
    for (const workers of ["3"]) {
      const many = tt([...args, "--workers", workers]);
      expect(many.code).toBe(0);
      expect(many.out).toBe(one.out);
    }
  });

  it("does not wait for workers that have nothing left to play", () => {
    const one = tt(["sim", "sharpe", "--games", "2", "--workers", "8", "--json"]);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out).games).toBe(2);
  });
});
