#!/usr/bin/env node
// Builds the playground (apps/playground, `vite build`) into the API reference: site/playground/.
// `pnpm run docs` runs it after typedoc; the guides link it through docs/playground.html, which
// typedoc copies into site/media/ and which sends the reader on to ../playground/.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const app = join(root, "apps", "playground");
const built = spawnSync("pnpm", ["--filter", "@tt/playground", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
if (built.status !== 0) {
  console.error("the playground did not build");
  process.exit(1);
}
const site = join(root, "site");
if (!existsSync(join(site, "media", "playground.html"))) {
  console.error("site/media/playground.html is missing: run typedoc first (pnpm run docs)");
  process.exit(1);
}
const target = join(site, "playground");
rmSync(target, { recursive: true, force: true });
cpSync(join(app, "dist"), target, { recursive: true });
rmSync(join(target, ".vite"), { recursive: true, force: true });
console.log("the playground is in site/playground/");
