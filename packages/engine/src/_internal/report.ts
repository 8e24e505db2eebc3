// The check of a simulation report handed to mergeSimulations: reports come back from workers,
// from files (tt sim's shards), from JSON, so each is checked as data before it is added up.
import { excerpt, formatJsonPath } from "@tt/internal";
import { EngineError } from "../errors";
import type { SimulationReport } from "../simulate";

type Path = (string | number)[];

function fail(path: Path, message: string): never {
  const at = formatJsonPath(path);
  throw new EngineError("engine/invalid-argument", `mergeSimulations: ${at}: ${message}`, { path: at });
}

function record(value: unknown, path: Path): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, `expected an object, got ${excerpt(value)}`);
  return value as Record<string, unknown>;
}

function list(value: unknown, path: Path): unknown[] {
  if (!Array.isArray(value)) fail(path, `expected an array, got ${excerpt(value)}`);
  return value;
}

function count(value: unknown, path: Path, min = 0): number {
  if (!Number.isSafeInteger(value) || (value as number) < min) fail(path, `expected a whole number >= ${min}, got ${excerpt(value)}`);
  return value as number;
}

function text(value: unknown, path: Path): void {
  if (typeof value !== "string") fail(path, `expected a string, got ${excerpt(value)}`);
}

/** The number of games a histogram counts, each `[length, count]` pair checked. */
function histogramTotal(value: unknown, path: Path): number {
  let total = 0;
  list(record(value, path).histogram, [...path, "histogram"]).forEach((pair, i) => {
    const at = [...path, "histogram", i];
    if (!Array.isArray(pair) || pair.length !== 2) fail(at, `expected a [length, count] pair, got ${excerpt(pair)}`);
    count(pair[0], [...at, 0]);
    total += count(pair[1], [...at, 1], 1);
  });
  return total;
}

/** Throws `engine/invalid-argument` naming the path unless `value` is a report {@link simulate} could have made. */
export function checkReport(value: unknown, index: number): asserts value is SimulationReport {
  const path: Path = ["reports", index];
  const report = record(value, path);
  text(report.gameId, [...path, "gameId"]);
  text(report.gameVersion, [...path, "gameVersion"]);
  if (typeof report.seed !== "string" && !Number.isFinite(report.seed)) fail([...path, "seed"], `expected a number or a string, got ${excerpt(report.seed)}`);
  count(report.from, [...path, "from"]);
  const games = count(report.games, [...path, "games"]);
  const finished = count(report.finished, [...path, "finished"]);
  let counted = 0;
  list(report.outcomes, [...path, "outcomes"]).forEach((outcome, i) => {
    const at = [...path, "outcomes", i];
    text(record(outcome, at).outcome, [...at, "outcome"]);
    counted += count((outcome as { count: unknown }).count, [...at, "count"], 1);
  });
  const failures = list(report.failures, [...path, "failures"]);
  failures.forEach((failure, i) => {
    const at = [...path, "failures", i];
    const entry = record(failure, at);
    count(entry.index, [...at, "index"]);
    count(entry.seed, [...at, "seed"]);
    text(entry.code, [...at, "code"]);
    text(entry.message, [...at, "message"]);
    record(entry.log, [...at, "log"]);
  });
  for (const [name, total] of [
    ["outcomes", counted],
    ["steps", histogramTotal(report.steps, [...path, "steps"])],
    ["decisions", histogramTotal(report.decisions, [...path, "decisions"])],
  ] as const) {
    if (total !== finished) fail([...path, name], `counts ${total} games, but the report says ${finished} finished`);
  }
  if (finished + failures.length !== games) fail([...path, "games"], `${games} games, but ${finished} finished and ${failures.length} failed`);
}
