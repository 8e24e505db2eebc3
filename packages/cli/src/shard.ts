import { z } from "zod";
import { formatJsonPath, gameLogSchema, type SimulationReport } from "@tt/engine";
import { FileProblem, cut, quote } from "./commands/files";
import { POLICY_NAMES, SETUP_FLAGS, type CliGame, type PolicyName, type SetupFlags } from "./games/registry";

// `tt sim --shard K/N` and `tt sim merge`: a batch of seeded games cut into N shards that run as
// independent jobs anywhere (a shell loop, a CI matrix, a Kubernetes indexed Job), each writing a
// shard file; `tt sim merge` checks the files belong together and merges their reports into the
// report one run of the whole batch prints.

/** The most shards a batch may be cut into. @internal */
export const MAX_SHARDS = 100_000;

/** Shard `index` of `count` (1-based), as `--shard` spells it. @internal */
export interface ShardId {
  index: number;
  count: number;
}

/**
 * Reads `--shard K/N`: K and N whole numbers, 1 <= K <= N <= {@link MAX_SHARDS}; null when it is
 * not that. @internal
 */
export function parseShard(text: string): ShardId | null {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return null;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (index < 1 || count < 1 || index > count || count > MAX_SHARDS) return null;
  return { index, count };
}

/**
 * The games shard K of N plays of a batch of `games`: the contiguous range `from .. from + games - 1`
 * with `from = floor((K - 1) * games / N)` and its end at `floor(K * games / N)`. The N ranges cover
 * the batch exactly once, in order, their sizes within one of each other. Game `i` is seeded from
 * the batch seed and `i` alone, so it plays the same in any shard as in one run. @internal
 */
export function shardRange(games: number, shard: ShardId): { from: number; games: number } {
  const start = (k: number) => Math.floor((k * games) / shard.count);
  const from = start(shard.index - 1);
  return { from, games: start(shard.index) - from };
}

/** Games `a-b` of a range, for messages (game indexes count from 0, as `tt sim` names failed games). */
function gamesText(range: { from: number; games: number }): string {
  return range.games === 1 ? `game ${range.from}` : `games ${range.from}-${range.from + range.games - 1}`;
}

/** The version of a shard file. */
const SHARD_SCHEMA_VERSION = 1;

const count = z.number().int().nonnegative();

const lengthStatsSchema = z.object({
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  median: z.number(),
  standardDeviation: z.number(),
  histogram: z.array(z.tuple([count, z.number().int().positive()])),
});

/** `@tt/engine`'s SimulationReport, as a shard file carries it. */
const reportSchema = z.object({
  gameId: z.string(),
  gameVersion: z.string(),
  seed: z.union([z.string(), z.number()]),
  from: count,
  games: count,
  finished: count,
  outcomes: z.array(z.object({ outcome: z.string(), count: z.number().int().positive(), share: z.number(), low: z.number(), high: z.number() })),
  steps: lengthStatsSchema,
  decisions: lengthStatsSchema,
  failures: z.array(z.object({ index: count, seed: count, code: z.string(), message: z.string(), log: gameLogSchema })),
});

/**
 * A shard file, what `tt sim --shard K/N` writes: the shard's `@tt/engine` SimulationReport and what
 * `tt sim merge` needs to check that shards belong to one batch (the tt that played them, the game,
 * the bot and setup flags, the batch seed, the batch's size, which shard of how many). @internal
 */
const shardFileSchema = z.object({
  schemaVersion: z.literal(SHARD_SCHEMA_VERSION),
  kind: z.literal("tt-sim-shard"),
  tt: z.string(),
  game: z.string(),
  options: z.object({
    policy: z.enum(POLICY_NAMES),
    players: z.number().int().positive().optional(),
    campaigns: z.number().int().positive().optional(),
    scenario: z.number().int().positive().optional(),
    choice: z.array(z.string()).optional(),
  }),
  seed: z.string(),
  games: z.number().int().positive(),
  shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }),
  report: reportSchema,
});

/** A shard file's contents. @internal */
export type ShardFile = Omit<z.infer<typeof shardFileSchema>, "report"> & { report: SimulationReport };

/** What a shard file records of a `tt sim` command line. @internal */
export interface ShardBatch {
  tt: string;
  game: string;
  policy: PolicyName;
  flags: SetupFlags;
  seed: string;
  games: number;
  shard: ShardId;
}

/** The shard file of `report`, played for `batch`. @internal */
export function shardFile(batch: ShardBatch, report: SimulationReport): ShardFile {
  const options: ShardFile["options"] = { policy: batch.policy };
  for (const flag of SETUP_FLAGS) if (batch.flags[flag] !== undefined) Object.assign(options, { [flag]: batch.flags[flag] });
  return { schemaVersion: SHARD_SCHEMA_VERSION, kind: "tt-sim-shard", tt: batch.tt, game: batch.game, options, seed: batch.seed, games: batch.games, shard: batch.shard, report };
}

/** Shard files that cannot be merged, or one that cannot be read as a shard: printed as one line naming the files. @internal */
export class ShardProblem extends FileProblem {}

/**
 * Checks a parsed JSON value is a shard file: its schema, then that its report is the shard's
 * (its game, seed and range; counts that add up), so an edited or truncated file is refused
 * rather than merged. `name` is the file as the user typed it. @internal
 */
export function checkShardFile(name: string, value: unknown): ShardFile {
  const parsed = shardFileSchema.safeParse(value);
  if (!parsed.success) {
    const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    if ("outcomes" in record && "gameId" in record) throw new ShardProblem(`${name} is a whole tt sim report, not a shard: shard files come from tt sim --shard K/N`);
    if (record["kind"] !== "tt-sim-shard") {
      const kind = typeof record["kind"] === "string" ? ` (its kind is ${quote(record["kind"])})` : "";
      throw new ShardProblem(`${name} is not a tt sim shard file${kind}: shard files come from tt sim --shard K/N`);
    }
    if (record["schemaVersion"] !== SHARD_SCHEMA_VERSION) {
      const version = record["schemaVersion"];
      throw new ShardProblem(
        `${name} is a shard file of version ${typeof version === "string" || typeof version === "number" ? quote(version) : version === null || typeof version !== "object" ? String(version) : Array.isArray(version) ? "a list" : "an object"}; this tt reads version ${SHARD_SCHEMA_VERSION}`,
      );
    }
    const issue = parsed.error.issues[0]!;
    throw new ShardProblem(`${name} is not a tt sim shard file: ${issue.path.length > 0 ? cut(formatJsonPath(issue.path)) : "(root)"}: ${issue.message}`);
  }
  const file = value as ShardFile;
  const { report, shard } = file;
  const corrupt = (why: string) => new ShardProblem(`${name} is corrupt: ${why}`);
  if (shard.index > shard.count) throw corrupt(`shard ${shard.index}/${shard.count} does not exist`);
  if (shard.count > file.games) throw corrupt(`${shard.count} shards of ${file.games} games`);
  const range = shardRange(file.games, shard);
  if (report.seed !== file.seed) throw corrupt(`its report is of seed ${quote(report.seed)}, the shard of seed ${quote(file.seed)}`);
  if (report.from !== range.from || report.games !== range.games) {
    throw corrupt(`its report covers ${gamesText(report)}; shard ${shard.index}/${shard.count} of ${file.games} games is ${gamesText(range)}`);
  }
  const total = (counts: readonly { count: number }[]) => counts.reduce((sum, c) => sum + c.count, 0);
  const histogramTotal = (histogram: readonly (readonly [number, number])[]) => histogram.reduce((sum, [, n]) => sum + n, 0);
  if (total(report.outcomes) !== report.finished || histogramTotal(report.steps.histogram) !== report.finished || histogramTotal(report.decisions.histogram) !== report.finished) {
    throw corrupt(`its report's counts do not add up to its ${report.finished} finished games`);
  }
  if (report.finished + report.failures.length !== report.games) throw corrupt(`${report.finished} finished and ${report.failures.length} failed games are not ${report.games}`);
  if (report.failures.some((f) => f.index < range.from || f.index >= range.from + range.games)) throw corrupt(`a failed game lies outside ${gamesText(range)}`);
  return file;
}

/** The command-line options a shard was played with, as one types them: `--policy heuristic --players 2`. */
function optionsText(options: ShardFile["options"]): string {
  return [`--policy ${options.policy}`, ...SETUP_FLAGS.flatMap((f) => [options[f] ?? []].flat().map((value) => `--${f} ${value}`))].join(" ");
}

/** A shard file as read: the name the user typed, and its contents. @internal */
export interface NamedShard {
  name: string;
  file: ShardFile;
}

/** What {@link checkShards} finds: the shards in order, and which are missing (with their games). @internal */
export interface ShardSet {
  /** The shards given, by index. */
  shards: NamedShard[];
  /** The shard count of the batch. */
  count: number;
  /** The indexes (1-based) of the shards not given, ascending. */
  missing: number[];
  /** The games of the shards not given, as a phrase ("games 10-19, 30-39"). */
  missingGames: string;
}

/**
 * Checks that shard files belong to one batch: the same tt, game and rules version, bot and setup
 * options, batch seed, batch size and shard count (each file against the first), no shard twice.
 * `cli` is the game of the first. Returns them in shard order with the missing ones. @internal
 */
export function checkShards(shards: readonly NamedShard[], cli: CliGame): ShardSet {
  const [first] = shards;
  if (first === undefined) throw new ShardProblem("no shard files given");
  for (const { name, file } of shards) {
    const differ = (what: string) => new ShardProblem(`${first.name} and ${name} are not shards of one batch: ${what}`);
    if (file.game !== first.file.game) throw differ(`a game of ${cut(first.file.game)} and one of ${cut(file.game)}`);
    for (const flag of SETUP_FLAGS) {
      if (file.options[flag] !== undefined && !cli.flags.includes(flag)) throw new ShardProblem(`${name} is corrupt: --${flag} does not apply to ${cli.title}`);
    }
    if (file.tt !== first.file.tt) throw differ(`played by tt ${cut(first.file.tt)} and tt ${cut(file.tt)} (another tt may play differently: run every shard with the same one)`);
    if (file.report.gameVersion !== first.file.report.gameVersion) throw differ(`rules version ${cut(first.file.report.gameVersion)} and ${cut(file.report.gameVersion)}`);
    // The setup options as the game reads them (defaults filled in): `--players 1` and no --players may be the same game.
    const setup = (f: ShardFile) => {
      const parsed = z.safeParse(cli.game.optionsSchema, cli.options(f.options));
      return JSON.stringify([f.options.policy, parsed.success ? parsed.data : f.options]);
    };
    if (setup(file) !== setup(first.file)) throw differ(`${optionsText(first.file.options)} and ${optionsText(file.options)}`);
    if (file.seed !== first.file.seed) throw differ(`seed ${quote(first.file.seed)} and seed ${quote(file.seed)}`);
    if (file.games !== first.file.games) throw differ(`batches of ${first.file.games} and ${file.games} games`);
    if (file.shard.count !== first.file.shard.count) throw differ(`shard ${first.file.shard.index}/${first.file.shard.count} and shard ${file.shard.index}/${file.shard.count}`);
  }
  const count = first.file.shard.count;
  const byIndex = new Map<number, NamedShard>();
  for (const shard of shards) {
    const seen = byIndex.get(shard.file.shard.index);
    if (seen) throw new ShardProblem(`shard ${shard.file.shard.index}/${count} is given twice: ${seen.name} and ${shard.name}`);
    byIndex.set(shard.file.shard.index, shard);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  const missingGames = missing
    .map((index) => shardRange(first.file.games, { index, count }))
    .map((range) => (range.games === 1 ? `${range.from}` : `${range.from}-${range.from + range.games - 1}`))
    .join(", ");
  return {
    shards: [...byIndex.keys()].sort((a, b) => a - b).map((index) => byIndex.get(index)!),
    count,
    missing,
    missingGames: missing.length === 0 ? "" : `game${missingGames.includes("-") || missing.length > 1 ? "s" : ""} ${missingGames}`,
  };
}

/** "shards 2/5, 4/5" or "shard 2/3", for messages. @internal */
export function shardsText(indexes: readonly number[], count: number): string {
  return `shard${indexes.length === 1 ? "" : "s"} ${indexes.map((i) => `${i}/${count}`).join(", ")}`;
}
