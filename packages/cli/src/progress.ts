import cliProgress from "cli-progress";

/** A progress bar on standard error, or nothing (not a terminal, `--json`): what `tt sim` and `tt demo` show. @internal */
export interface Progress {
  /** `n` more games done. */
  tick(n: number): void;
  /** Clears the bar and shows the cursor again. */
  stop(): void;
}

/**
 * Starts a progress bar of `total` games with an ETA on standard error when `enabled` (the caller
 * decides: a terminal, no `--json`); otherwise one that does nothing. The bar has no colour, so
 * NO_COLOR changes nothing in it; it is cleared when done, leaving only the report. @internal
 */
export function startProgress(total: number, enabled: boolean, label = ""): Progress {
  if (!enabled) return { tick: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: `${label}{bar} {percentage}% | {value}/{total} games | ETA {eta_formatted}`, stream: process.stderr, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: (n) => bar.increment(n), stop: () => bar.stop() };
}
