#!/usr/bin/env node
// The production bundle per game: the gzip size of the JavaScript chunks each game's screen loads
// (the page's entry and everything it imports statically, the game's lazy chunk and its imports),
// and of the bots' worker with that game's chunk. Reads dist/.vite/manifest.json (`vite build`).
//
//   pnpm --filter @tt/playground build && pnpm --filter @tt/playground bundle-size
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

/** The chunk files `key` loads: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = closure(entry);
const rows = [];
for (const [game, source] of [
  ["The Sherwood Syndrome", "src/games/syndrome/module.ts"],
  ["WarpQuest: Sharpe", "src/games/sharpe/module.ts"],
  ["Sherwood", "src/games/sherwood/module.ts"],
]) {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build: is it still loaded lazily?`);
  const files = new Set([...shell, ...closure(source)]);
  const own = [...closure(source)].filter((file) => !shell.has(file));
  const js = [...files].filter((file) => file.endsWith(".js"));
  rows.push({ game, chunks: js.length, total: js.reduce((sum, file) => sum + gzip(file), 0), own: own.filter((f) => f.endsWith(".js")).reduce((sum, file) => sum + gzip(file), 0) });
}
const shellSize = [...shell].filter((f) => f.endsWith(".js")).reduce((sum, file) => sum + gzip(file), 0);
console.log(`page shell (picker, session, UI, Preact): ${kb(shellSize)} gzip`);
console.log("| game | JS chunks the screen loads | gzip in all | of which the game's own chunks |");
console.log("| --- | ---: | ---: | ---: |");
for (const row of rows) console.log(`| ${row.game} | ${row.chunks} | ${kb(row.total)} | ${kb(row.own)} |`);
