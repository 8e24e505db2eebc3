import { simulate, type SimulationReport } from "@tt/engine";
import { loadGame, type PolicyName, type SetupFlags } from "./games/registry";

/** One worker's share of a simulation: games `from .. from + games - 1`. @internal */
export interface SimulationJob {
  gameId: string;
  seed: string;
  from: number;
  games: number;
  policy: PolicyName;
  flags: SetupFlags;
}

/**
 * Plays one share of a simulation. Game `i` depends only on (seed, i), so the
 * shares can run anywhere and merge into the same report.
 * @internal
 */
export async function runJob(job: SimulationJob, onProgress?: (done: number) => void): Promise<SimulationReport> {
  const cli = await loadGame(job.gameId);
  if (!cli) throw new Error(`unknown game ${job.gameId}`);
  return simulate(cli.game, {
    games: job.games,
    from: job.from,
    seed: job.seed,
    options: cli.options(job.flags),
    classify: (result) => cli.classify(result),
    policies: ({ rng }) => {
      const policies = cli.policy(job.policy, rng);
      if (!policies) throw new Error(`${job.gameId} has no ${job.policy} policy`);
      return policies;
    },
    ...(onProgress ? { onProgress: ({ done }: { done: number }) => onProgress(done) } : {}),
  });
}
