import { distribution } from "@tt/dice";
import type { CliIo } from "../io";
import { paint } from "../io";

/** Options of `tt odds`. @internal */
export interface OddsOptions {
  json?: boolean;
}

const BAR_WIDTH = 40;

/**
 * `tt odds <notation>`: the exact distribution of a dice expression, a row a
 * value with its probability, the chance of at least that value, and a bar.
 * @internal
 */
export function oddsCommand(notation: string, options: OddsOptions, io: CliIo): void {
  const odds = distribution(notation);
  if (options.json) {
    io.out(`${JSON.stringify({ notation, distribution: odds })}\n`);
    return;
  }
  const c = paint(io);
  const max = Math.max(...odds.map((o) => o.probability));
  const mean = odds.reduce((s, o) => s + o.value * o.probability, 0);
  const width = Math.max(5, ...odds.map((o) => String(o.value).length));
  io.out(`${c.bold(notation)}  ${c.dim(`${odds.length} values, mean ${round(mean)}`)}\n`);
  io.out(`${"value".padStart(width)}  ${"exactly".padStart(8)}  ${"or more".padStart(8)}\n`);
  let remaining = 1;
  for (const { value, probability } of odds) {
    const bar = "█".repeat(Math.max(probability > 0 ? 1 : 0, Math.round((probability / max) * BAR_WIDTH)));
    io.out(`${String(value).padStart(width)}  ${percent(probability).padStart(8)}  ${percent(Math.max(0, remaining)).padStart(8)}  ${c.cyan(bar)}\n`);
    remaining -= probability;
  }
}

function percent(p: number): string {
  if (p > 0 && p < 0.0001) return "<0.01%";
  return `${(p * 100).toFixed(2)}%`;
}

function round(x: number): string {
  return String(Number.parseFloat(x.toFixed(3)));
}
