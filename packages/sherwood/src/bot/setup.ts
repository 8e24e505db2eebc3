import { hexDistance, type Hex } from "@tt/hexgrid";
import { hideouts } from "../game/ambush";
import type { SherwoodAction } from "../game/schemas";
import { zoneHexes } from "../game/zones";
import { coverAt } from "./fields";
import { setUpRoom } from "./flight";
import { enemiesOf, exitSide, hexOf, isEnemy } from "./moves";
import type { Reading } from "./strikes";

/** @internal Where the enemy is or will be: its pieces on the board, the zones and map sides its pieces still wait for, and its hideouts' public candidates are left out (secret). */
function enemyPresence(r: Reading): Hex[] {
  const { ctx, state } = r;
  const out: Hex[] = enemiesOf(r).map((p) => p.at);
  const placements = state.scenario === null ? [] : ctx.rules.scenario(state.scenario.number).data.placements;
  const seen = new Set<number>();
  for (const w of state.waiting) {
    if (!isEnemy(r, { id: w.id, camp: w.camp, at: { q: 0, r: 0 } }) || seen.has(w.placement)) continue;
    seen.add(w.placement);
    const p = placements[w.placement]!;
    const hexes = p.zone !== null ? zoneHexes(ctx.board, p.zone).map((i) => i.hex) : (p.entry?.sides ?? []).flatMap((s) => ctx.board.side(s.map, s.side));
    // A sample is enough to aim at.
    const step = Math.max(1, Math.floor(hexes.length / 24));
    for (let i = 0; i < hexes.length; i += step) out.push(hexes[i]!);
  }
  return out;
}

const nearest = (from: readonly Hex[], h: Hex): number => from.reduce((d, x) => Math.min(d, hexDistance(x, h)), 99);

/**
 * @internal The set-up place for the piece being deployed (SHW-S.*): characters to protect far from the
 * enemy and in cover, those who leave the map near its edge, screens around the one they screen, shooters
 * in cover within range of where the enemy comes, fighters in cover near the objectives.
 */
export function bestDeploy(r: Reading, actions: readonly SherwoodAction[]): SherwoodAction | undefined {
  const { ctx, goals, state } = r;
  const presence = enemyPresence(r);
  const own = state.pieces.filter((p) => goals.camps.includes(p.camp));
  const vips = own.filter((p) => (goals.protect[p.character ?? ""] ?? 0) > 0 || p.character === goals.screen).map((p) => p.at);
  const targets = state.pieces
    .filter((p) => isEnemy(r, p) && ((goals.targets[p.character ?? ""] ?? 0) > 0 || goals.block.includes(p.character ?? "")))
    .flatMap((p) => (goals.block.includes(p.character ?? "") ? exitSide(r, p.at) : [p.at]));
  const edges = ctx.board.outerSides.flatMap((s) => ctx.board.side(s.map, s.side));
  let best: { action: SherwoodAction; score: number } | undefined;
  for (const a of actions) {
    if (a.type !== "deploy") continue;
    const w = state.waiting.find((x) => x.id === a.piece);
    const id = w?.character ?? w?.animal ?? a.piece;
    const to = hexOf(a.to);
    const cover = coverAt(ctx.rules, ctx.board, to) ? 1 : 0;
    const enemy = presence.length === 0 ? 10 : nearest(presence, to);
    const crowd = own.filter((p) => hexDistance(p.at, to) <= 1).length;
    const weapon = w?.character === undefined ? null : ctx.rules.character(w.character).missileWeapon;
    let score: number;
    if (goals.leave.includes(id)) score = -nearest(edges, to);
    else if ((goals.protect[id] ?? 0) > 0) score = Math.min(enemy, 12) + 2 * cover + setUpRoom(r, a.piece, w?.character, w?.camp ?? "", to);
    else if (goals.screen !== null && vips.length > 0) score = -nearest(vips, to) - 0.5 * crowd + cover;
    else if (targets.length > 0) score = -nearest(targets, to) + cover - 0.3 * crowd;
    else if (vips.length > 0) score = -nearest(vips, to) + cover - 0.3 * crowd;
    else if (weapon !== null) score = -Math.abs(enemy - 6) + 2 * cover;
    else score = -Math.abs(enemy - 4) + cover - 0.3 * crowd;
    if (best === undefined || score > best.score) best = { action: a, score };
  }
  return best?.action;
}

/** @internal The hideout for a character in ambush (SHW-8.1): the one nearest what its side guards, or where the enemy comes, or its targets. */
export function bestHideout(r: Reading, actions: readonly SherwoodAction[]): SherwoodAction | undefined {
  const { ctx, goals, state } = r;
  const own = state.pieces.filter((p) => goals.camps.includes(p.camp) && ((goals.protect[p.character ?? ""] ?? 0) > 0 || p.character === goals.screen));
  const focus = own.length > 0 ? own.map((p) => p.at) : enemyPresence(r);
  const places = new Map(hideouts(ctx).map((h) => [h.token, h.places] as const));
  let best: { action: SherwoodAction; score: number } | undefined;
  for (const a of actions) {
    if (a.type !== "hide") continue;
    const hexes = places.get(a.hideout) ?? [];
    const d = hexes.reduce((m, h) => Math.min(m, focus.length === 0 ? 0 : nearest(focus, h)), 99);
    const character = state.hidden.find((h) => h.id === a.piece)?.character ?? a.piece;
    // Close, not on top: an ambush springs on those who come near. One the side protects hides far from
    // the enemy, unless he is an archer with something to win by shooting (scenario 4's Robin): then
    // within a long shot of where the enemy comes, further back than the others.
    const weapon = ctx.rules.character(character).missileWeapon;
    const protectedShot = weapon !== null && weapon !== "javelin" && Object.keys(goals.targets).length > 0;
    const score = (goals.protect[character] ?? 0) > 0 && !protectedShot ? nearest(enemyPresence(r), hexes[0] ?? { q: 0, r: 0 }) : -Math.abs(d - ((goals.protect[character] ?? 0) > 0 ? 4 : 2));
    if (best === undefined || score > best.score) best = { action: a, score };
  }
  return best?.action;
}
