/**
 * Balance of the eight scenarios, and of the other ways the rulebook gives to play the lopsided ones
 * ({@link VARIANTS}): each row played `--games` times (default 2,000) heuristic against heuristic (`sherwoodBot` for every player), seeded chance, across worker processes (`--workers`,
 * default: the machine's cores). Reports each player's win rate with its Wilson 95% interval, the
 * draws, the outcome levels and each player's main causes of defeat; writes the table into the README's
 * Balance section and the figures the CI test checks against into test/balance-figures.json.
 *
 *   pnpm --filter @tt/sherwood exec tsx --conditions=@tt/source scripts/balance.ts [--games 2000] [--workers 2] [--only 3,4+normans] [--no-write]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { mergeSimulations, simulate, wilsonInterval, type SimulationReport } from "@tt/engine";
import { sherwood, sherwoodBot, sherwoodRules, type SherwoodResult } from "../src/index";

/** The batch seed every figure of the README comes from. */
export const BALANCE_SEED = "sherwood-balance-1";

/** The options of a measured row: a scenario as printed, or with its other player count or the rulebook's difficulty options. */
interface RowOptions {
  readonly scenario: number;
  readonly players?: number;
  readonly choices?: readonly string[];
}

/**
 * The rows beyond the eight scenarios as printed: the ones the rulebook gives another way to play where
 * the printed scenario is a foregone conclusion (scenario 4's four-player game and its options "to
 * adjust difficulty" for the Normans; scenario 6's option for the sorcerer's side), so the README says
 * what they change.
 */
const VARIANTS: Readonly<Record<string, RowOptions & { readonly label: string }>> = {
  "4/4p": { scenario: 4, players: 4, label: "the four-player game" },
  "4+normans": { scenario: 4, choices: ["roger-for-william", "emeric-for-waleran"], label: "options: the knight Roger for William, the crossbowman Emeric for Waleran" },
  "6+blinding": { scenario: 6, choices: ["blinding"], label: "option: the wolf leader may blind a villager" },
};

/** A row's options by its key: "1".."8" for the scenarios as printed, else a {@link VARIANTS} key. */
function rowOptions(key: string): RowOptions {
  const variant = VARIANTS[key];
  if (variant !== undefined) {
    const { label: _, ...options } = variant;
    return options;
  }
  if (!/^[1-8]$/.test(key)) throw new Error(`no balance row "${key}": 1-8 or ${Object.keys(VARIANTS).join(", ")}`);
  return { scenario: Number(key) };
}

interface Job {
  readonly key: string;
  readonly from: number;
  readonly games: number;
}

/** A result as one outcome class: the winning players, the level and the outcome's text. */
const classify = (r: SherwoodResult): string => JSON.stringify({ winners: [...r.winners].sort(), level: r.outcome?.level ?? "none", text: r.outcome?.text.join(" / ") ?? r.reason });

function play(job: Job): SimulationReport {
  return simulate(sherwood, {
    games: job.games,
    from: job.from,
    seed: `${BALANCE_SEED}/${job.key}`,
    options: rowOptions(job.key),
    policies: () => sherwoodBot(),
    classify: (r) => classify(r as SherwoodResult),
    maxSteps: 200_000,
  });
}

/** The players of a scenario (a camp, or the alliance of a player's several camps). */
function playersOf(options: RowOptions): string[] {
  const state = sherwood.setup(sherwood.optionsSchema.parse(options));
  return [...new Set(state.sides.map((c) => (Object.hasOwn(state.controllers, c) ? state.controllers[c]! : c)))];
}

/** A row's title: the scenario's, and what it plays beyond the printed scenario. */
function rowTitle(key: string): string {
  const title = sherwoodRules.scenario(rowOptions(key).scenario).data.title;
  const variant = VARIANTS[key];
  return variant === undefined ? title : `${title} (${variant.label})`;
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

interface Figures {
  readonly options: RowOptions;
  readonly games: number;
  /** The README's row. */
  readonly row: string;
  readonly players: Record<string, { readonly wins: number; readonly rate: number; readonly low: number; readonly high: number }>;
  readonly draws: number;
}

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i < 0 ? undefined : process.argv[i + 1];
  };
  const games = Number(arg("games") ?? 2000);
  const workers = Number(arg("workers") ?? availableParallelism());
  const keys = arg("only") === undefined ? ["1", "2", "3", "4", "4/4p", "4+normans", "5", "6", "6+blinding", "7", "8"] : arg("only")!.split(",");
  for (const key of keys) rowOptions(key);
  const chunk = Math.max(1, Math.ceil(games / 10));
  const jobs: Job[] = keys.flatMap((key) => Array.from({ length: Math.ceil(games / chunk) }, (_, i) => ({ key, from: i * chunk, games: Math.min(chunk, games - i * chunk) })));
  const started = performance.now();
  const parts = new Map<string, SimulationReport[]>();
  const shares: Job[][] = Array.from({ length: workers }, () => []);
  for (let i = 0; i < jobs.length; i++) shares[i % workers]!.push(jobs[i]!);
  let done = 0;
  await Promise.all(
    shares
      .filter((s) => s.length > 0)
      .map(
        (share) =>
          new Promise<void>((resolve, reject) => {
            const worker = fork(fileURLToPath(import.meta.url), [], { execArgv: ["--import", "tsx", "--conditions=@tt/source"] });
            worker.send(share);
            worker.on("message", (message) => {
              const { job, report } = message as { job: Job; report: SimulationReport };
              parts.set(job.key, [...(parts.get(job.key) ?? []), report]);
              done += job.games;
              process.stderr.write(`\r${done}/${jobs.reduce((s, j) => s + j.games, 0)} games, ${((performance.now() - started) / 1000).toFixed(0)} s`);
            });
            worker.on("error", reject);
            worker.on("exit", () => resolve());
          }),
      ),
  );
  process.stderr.write("\n");
  const seconds = (performance.now() - started) / 1000;
  const rows: string[] = [];
  const figures: Record<string, Figures> = {};
  for (const key of keys) {
    const options = rowOptions(key);
    const report = mergeSimulations(parts.get(key)!);
    const players = playersOf(options);
    const outcomes = report.outcomes.map((o) => ({ ...(JSON.parse(o.outcome) as { winners: string[]; level: string; text: string }), count: o.count }));
    const n = report.finished;
    const per: Figures["players"] = {};
    for (const p of players) {
      const wins = outcomes.filter((o) => o.winners.includes(p)).reduce((s, o) => s + o.count, 0);
      const [low, high] = wilsonInterval(wins, n);
      per[p] = { wins, rate: wins / n, low, high };
    }
    const draws = outcomes.filter((o) => o.winners.length === 0).reduce((s, o) => s + o.count, 0);
    figures[key] = { options, games: n, row: "", players: per, draws };
    const levels = new Map<string, number>();
    for (const o of outcomes) levels.set(o.level, (levels.get(o.level) ?? 0) + o.count);
    const defeats = players.map((p) => {
      const lost = outcomes
        .filter((o) => !o.winners.includes(p))
        .sort((a, b) => b.count - a.count)
        .slice(0, 2);
      return `${p}: ${lost.map((o) => `${percent(o.count / n)} "${o.text}"`).join("; ") || "none"}`;
    });
    const title = rowTitle(key);
    const winRates = players.map((p) => `${p} ${percent(per[p]!.rate)} [${percent(per[p]!.low)}, ${percent(per[p]!.high)}]`).join("; ");
    const row = `| ${options.scenario} | ${title} | ${winRates} | ${percent(draws / n)} | ${[...levels].map(([l, c]) => `${l} ${percent(c / n)}`).join(", ")} | ${defeats.join("<br>")} |`;
    rows.push(row);
    figures[key] = { ...figures[key]!, row };
    if (report.failures.length > 0) console.error(`row ${key}: ${report.failures.length} failures, first: ${report.failures[0]!.message}`);
  }
  const run = `rows ${keys.join(", ")}: ${games.toLocaleString("en")} games each, ${seconds.toFixed(0)} s on ${workers} worker processes (Node ${process.version})`;
  const header = ["| # | scenario | win rate [Wilson 95%] per player | draws | outcome levels | main causes of defeat (share of all games) |", "| --- | --- | --- | --- | --- | --- |"].join("\n");
  const table = [run, "", header, ...rows].join("\n");
  console.log(table);
  if (process.argv.includes("--no-write")) return;
  const path = new URL("../test/balance-figures.json", import.meta.url);
  const before = (() => {
    try {
      return JSON.parse(readFileSync(path, "utf8")) as { scenarios: Record<string, Figures>; runs: Record<string, string> };
    } catch {
      return { scenarios: {}, runs: {} };
    }
  })();
  const all = { ...before.scenarios, ...figures };
  const runs = { ...before.runs, ...Object.fromEntries(keys.map((k) => [k, run])) };
  // Short lists of strings on one line, as the repository's formatter (biome) writes them.
  const json = JSON.stringify({ seed: BALANCE_SEED, runs, scenarios: all }, null, 2).replace(
    /\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s+\]/g,
    (_, items: string) => `[${items.split(/,\n\s+/).join(", ")}]`,
  );
  writeFileSync(path, `${json}\n`);
  const lines = [...new Set(Object.values(runs))].map((r) => `- ${r}`);
  const merged = [
    `\`sherwoodBot\` for every player, seeded chance (batch seed \`${BALANCE_SEED}/<n>\`), \`scripts/balance.ts\`:`,
    "",
    ...lines,
    "",
    header,
    ...Object.keys(all)
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((k) => all[k]!.row),
  ].join("\n");
  const readme = new URL("../README.md", import.meta.url);
  const text = readFileSync(readme, "utf8");
  const start = "<!-- balance:start -->";
  const end = "<!-- balance:end -->";
  if (text.includes(start)) writeFileSync(readme, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${merged}\n${end}`));
}

if (process.send !== undefined) {
  process.on("message", async (jobs: Job[]) => {
    // Each report sent before the next game; the channel closed once the last one is through.
    for (const job of jobs) await new Promise((sent) => process.send!({ job, report: play(job) }, sent));
    process.disconnect();
  });
} else {
  await main();
}
