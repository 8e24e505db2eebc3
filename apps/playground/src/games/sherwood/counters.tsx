import type { GamePiece } from "@tt/sherwood";
import { f, px } from "./geometry";
import { hexesOf, pieceName } from "./marks";

// A piece on Sherwood's board: its counter (its label from the package's counterLabels, its side's colour, its state) and its words.

/** Up to eight camps' colours, in turn order. */
export const CAMP_COLOURS = 8;

/** A piece's marks in words: its state and where it is. */
export function pieceWords(piece: GamePiece): string {
  return [
    piece.state === "stunned" || piece.state === "wounded" ? piece.state : "",
    piece.mounted === true ? "mounted" : "",
    piece.upTree === true ? "up the tree" : "",
    piece.captured === true ? "captured" : "",
  ]
    .filter((w) => w !== "")
    .join(", ");
}

export function PieceMark({
  piece,
  label,
  colour,
  own,
  focus,
  target,
  chosen,
  shift,
}: {
  piece: GamePiece;
  label: string;
  colour: number;
  own: boolean;
  focus: boolean;
  target: boolean;
  chosen: boolean;
  shift: number;
}) {
  const { front, rear } = hexesOf(piece);
  // Two passengers of a cart share its hex: side by side.
  const centreOf = px(front);
  const a = { x: centreOf.x + shift, y: centreOf.y };
  const b = rear === null ? null : px(rear);
  const words = pieceWords(piece);
  const name = pieceName(piece.id);
  const title = `${name} (${piece.camp}${words === "" ? "" : `, ${words}`})${target ? ": a target" : ""}`;
  const cls = `piece camp-${colour % CAMP_COLOURS}${own ? " own" : ""}${focus ? " focus" : ""}${target ? " target" : ""}${chosen ? " chosen" : ""} s-${piece.state ?? "healthy"}${piece.captured ? " captured" : ""}${piece.equipment !== undefined ? " cart" : piece.animal !== undefined ? " animal" : ""}`;
  return (
    <g class={cls} data-piece={piece.id}>
      <title>{title}</title>
      {b === null ? null : <line x1={f(b.x)} y1={f(b.y)} x2={f(a.x)} y2={f(a.y)} class="body" />}
      {focus || chosen ? <circle cx={f(a.x)} cy={f(a.y)} r={shift === 0 ? 15 : 10.5} class="halo" /> : null}
      {piece.equipment !== undefined ? (
        <rect x={f(a.x - 14)} y={f(a.y - 9)} width={28} height={18} rx={3} class="counter" />
      ) : (
        <circle cx={f(a.x)} cy={f(a.y)} r={shift === 0 ? 10.5 : 7.5} class="counter" />
      )}
      {target ? <circle cx={f(a.x)} cy={f(a.y)} r={shift === 0 ? 13.5 : 9.5} class="ring" /> : null}
      <text x={f(a.x)} y={f(a.y + (shift === 0 ? 3.6 : 2.6))} class={`piece-tag${shift === 0 ? "" : " small"}`}>
        {label}
      </text>
      {piece.upTree === true ? <path d={`M${f(a.x + 6)},${f(a.y - 14)} l5,8 h-10 z`} class="up" /> : null}
      {piece.state === "wounded" ? <circle cx={f(a.x - 8)} cy={f(a.y - 8)} r={3.2} class="wound" /> : null}
    </g>
  );
}
