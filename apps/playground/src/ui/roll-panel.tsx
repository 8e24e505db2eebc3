import type { Chance } from "@tt/engine";
import type { GameDef } from "../session/game-def";
import type { RollOddsView } from "./game-module";

const percent = (p: number) => `${(p * 100).toFixed(p < 0.1 && p > 0 ? 1 : 0)}%`;

/** The exact odds of a roll before it is rolled: the modifiers and every result's chance. */
export function OddsTable({ odds }: { odds: RollOddsView }) {
  return (
    <div class="odds-table" data-testid="roll-odds">
      <p class="odds-title">
        <strong>{odds.title}</strong>
        {odds.modifiers.length > 0 ? <span>: {odds.modifiers.map((m) => `${m.value >= 0 ? "+" : "−"}${Math.abs(m.value)} ${m.label}`).join(", ")}</span> : null}
      </p>
      <table>
        <caption class="sr-only">Chance of each result</caption>
        <tbody>
          {odds.results.map((r) => (
            <tr key={r.words}>
              <td class="odds-bar">
                <span style={{ width: `${Math.round(r.probability * 100)}%` }} />
              </td>
              <td class="pct">{percent(r.probability)}</td>
              <td>{r.words}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Props {
  readonly def: GameDef;
  readonly chance: Chance<unknown>;
  /** A person rolls real dice (else the computer rolls it when asked). */
  readonly real: boolean;
  readonly odds: RollOddsView | null;
  readonly onReading: (reading: number) => void;
  readonly onOutcome: (outcome: unknown) => void;
  readonly onRoll: () => void;
}

/**
 * A roll waiting for the person: its purpose, its exact odds, and either a Roll button (the
 * computer's seeded dice, one roll at a time) or, for real dice, a button for each reading the
 * dice can show (mapped by the step's own `roll`, so a d10's 0 reads 10).
 */
export function RollPanel({ def, chance, real, odds, onReading, onOutcome, onRoll }: Props) {
  const roll = chance.roll;
  return (
    <section class="roll" aria-labelledby="roll-heading">
      <h2 id="roll-heading" tabIndex={-1}>
        {chance.purpose}
      </h2>
      {odds ? <OddsTable odds={odds} /> : null}
      {!real ? (
        <button type="button" class="action primary" onClick={onRoll}>
          Roll {roll?.kind === "dice" ? roll.dice : ""}
        </button>
      ) : roll?.kind === "dice" ? (
        <div>
          <p>
            Roll {roll.text} and press what it shows{chance.detail?.modifiers?.length ? " (the modifiers are added for you)" : ""}:
          </p>
          <div class="readings" data-testid="readings">
            {roll.outcomeOf.map((_, k) => (
              <button type="button" key={k} class="reading" aria-label={`the dice show ${roll.min + k}`} onClick={() => onReading(roll.min + k)}>
                {roll.min + k}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div class="actions" data-testid="outcomes">
          <p>{roll?.text ?? "Draw"}, then pick what you drew:</p>
          {chance.outcomes.map((o, k) => (
            <button type="button" key={k} class="action" onClick={() => onOutcome(o.outcome)}>
              <span>{def.labelOutcome(o.outcome)}</span>
              <span class="odds">{percent(o.probability)}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
