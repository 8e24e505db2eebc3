// Writes src/games/syndrome/layout.json: where the playground draws each space of the Syndrome's
// map. The rulebook's map is not in its text and @tt/syndrome's reconstructed map is a graph (who
// borders whom), with no coordinates: this layout is the playground's own, not game data.
//
// How: the Royal Party's route (SYN-13) circles the land counterclockwise from the palace, so its
// 34 spaces start on a ring in route order; every other space starts at the middle of its placed
// neighbours; then a spring model (neighbours pull, every pair pushes) relaxes it, the route's
// ring held loosely. Deterministic: no randomness, so the file only changes when the map does.
//
//   pnpm --filter @tt/playground exec tsx --conditions=@tt/source scripts/syndrome-layout.ts
import { writeFileSync } from "node:fs";
import { syndrome } from "@tt/syndrome";

const rules = syndrome.rules;
const spaces = rules.spaces;
const route = syndrome.rules.route;
const W = 1000;
const H = 760;
const pos = new Map<string, { x: number; y: number }>();
const centre = { x: W / 2, y: H / 2 };
route.forEach((id, i) => {
  if (pos.has(id)) return;
  // Counterclockwise on screen (y grows downwards), starting north.
  const angle = -Math.PI / 2 - (2 * Math.PI * i) / route.length;
  pos.set(id, { x: centre.x + 360 * Math.cos(angle), y: centre.y + 300 * Math.sin(angle) });
});
const mapData = new Map(rules.data.map.spaces.map((s) => [s.id, s.neighbours]));
const neighbours = (id: string) => mapData.get(id)!;
for (let pass = 0; pass < 10 && pos.size < spaces.length; pass++) {
  for (const s of spaces) {
    if (pos.has(s.id)) continue;
    const placed = neighbours(s.id)
      .map((n) => pos.get(n))
      .filter((p) => p !== undefined);
    if (placed.length === 0) continue;
    const x = placed.reduce((sum, p) => sum + p.x, 0) / placed.length;
    const y = placed.reduce((sum, p) => sum + p.y, 0) / placed.length;
    // Nudged off the exact middle by the space's index, so two spaces never start on one point.
    pos.set(s.id, { x: x + ((s.index * 37) % 23) - 11, y: y + ((s.index * 53) % 19) - 9 });
  }
}
const ids = spaces.map((s) => s.id);
// Fruchterman-Reingold: every pair pushes (k²/d), neighbours pull (d²/k), cooling as it goes; the
// route's ring holds its spaces loosely where they started, which keeps the map's orientation.
const ring = new Map([...route].map((id) => [id, { ...pos.get(id)! }]));
const k = Math.sqrt((W * H) / ids.length) * 0.6;
const edges = spaces.flatMap((s) =>
  neighbours(s.id)
    .filter((n) => s.id < n)
    .map((n) => [s.id, n] as const),
);
const ITERATIONS = 500;
for (let iteration = 0; iteration < ITERATIONS; iteration++) {
  const force = new Map(ids.map((id) => [id, { x: 0, y: 0 }]));
  for (let a = 0; a < ids.length; a++) {
    for (let b = a + 1; b < ids.length; b++) {
      const p = pos.get(ids[a]!)!;
      const q = pos.get(ids[b]!)!;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      const d = Math.max(Math.hypot(dx, dy), 1);
      const push = (k * k) / d / d;
      force.get(ids[a]!)!.x += dx * push;
      force.get(ids[a]!)!.y += dy * push;
      force.get(ids[b]!)!.x -= dx * push;
      force.get(ids[b]!)!.y -= dy * push;
    }
  }
  for (const [a, b] of edges) {
    const p = pos.get(a)!;
    const q = pos.get(b)!;
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const d = Math.max(Math.hypot(dx, dy), 1);
    const pull = d / k;
    force.get(a)!.x += dx * pull;
    force.get(a)!.y += dy * pull;
    force.get(b)!.x -= dx * pull;
    force.get(b)!.y -= dy * pull;
  }
  for (const [id, home] of ring) {
    const p = pos.get(id)!;
    force.get(id)!.x += (home.x - p.x) * 1.5;
    force.get(id)!.y += (home.y - p.y) * 1.5;
  }
  const temperature = 40 * (1 - iteration / ITERATIONS) + 0.5;
  for (const id of ids) {
    const p = pos.get(id)!;
    const f = force.get(id)!;
    const len = Math.hypot(f.x, f.y) || 1;
    const moved = Math.min(len, temperature) / len;
    p.x += f.x * moved;
    p.y += f.y * moved;
  }
}
// Scaled to fit the drawing, with a margin for the names.
const xs = ids.map((id) => pos.get(id)!.x);
const ys = ids.map((id) => pos.get(id)!.y);
const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
for (const id of ids) {
  const p = pos.get(id)!;
  p.x = 50 + ((p.x - minX) / (maxX - minX)) * (W - 160);
  p.y = 40 + ((p.y - minY) / (maxY - minY)) * (H - 80);
}
const layout = {
  about:
    "The playground's own drawing of the Syndrome's map (not game data): the rulebook's map is not in its text and @tt/syndrome's map has no coordinates. Computed by scripts/syndrome-layout.ts from the map's neighbours and the Royal Party's route.",
  width: W,
  height: H,
  spaces: Object.fromEntries(ids.map((id) => [id, { x: Math.round(pos.get(id)!.x), y: Math.round(pos.get(id)!.y) }])),
};
writeFileSync(new URL("../src/games/syndrome/layout.json", import.meta.url), `${JSON.stringify(layout, null, 2)}\n`);
// A quick look: the same layout as a bare SVG, for a browser.
const svg = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" style="background:#f4efe0">`];
for (const s of spaces) for (const n of neighbours(s.id)) if (s.id < n) svg.push(`<line x1="${pos.get(s.id)!.x}" y1="${pos.get(s.id)!.y}" x2="${pos.get(n)!.x}" y2="${pos.get(n)!.y}" stroke="#999"/>`);
for (const s of spaces)
  svg.push(
    `<circle cx="${pos.get(s.id)!.x}" cy="${pos.get(s.id)!.y}" r="9" fill="${s.water ? "#6aa" : "#ca8"}"/><text x="${pos.get(s.id)!.x + 10}" y="${pos.get(s.id)!.y}" font-size="10">${s.name}</text>`,
  );
svg.push("</svg>");
if (process.argv.includes("--svg")) writeFileSync("/tmp/syndrome-layout.svg", svg.join("\n"));
