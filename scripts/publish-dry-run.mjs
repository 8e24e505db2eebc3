#!/usr/bin/env node
// `pnpm -r publish --dry-run` for every published package, checked (#15).
//
// Builds (turbo: cached when nothing changed), then runs the publish pnpm and `changeset
// publish` would run, with --dry-run (and npm_config_dry_run=true besides, so nothing can
// reach the registry) and --no-git-checks (CI runs on a detached clone with no remote). It
// fails when a published package is missing from the output, or when pnpm or npm warns or
// errs about anything but the one thing a dry run without credentials always says: that a
// real publish needs a login.
//
//   node scripts/publish-dry-run.mjs
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const published = readdirSync(join(root, "packages"))
  .filter((folder) => existsSync(join(root, "packages", folder, "package.json")))
  .map((folder) => JSON.parse(readFileSync(join(root, "packages", folder, "package.json"), "utf8")))
  .filter((manifest) => !manifest.private)
  .map((manifest) => `${manifest.name}@${manifest.version}`)
  .sort();

// Run as `pnpm run publish:dry-run`, this process inherits pnpm's own settings as npm_config_*
// variables (verify-deps-before-run, _jsr-registry, ...), which npm warns it does not know.
// They are not the project's configuration (the .npmrc files are read again), so they are left
// out, except where the registry and the user's npmrc are.
const KEEP = new Set(["npm_config_registry", "npm_config_userconfig"]);
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_config_") || KEEP.has(name.toLowerCase())));
const env = { ...inherited, TURBO_TELEMETRY_DISABLED: "1", npm_config_dry_run: "true", npm_config_update_notifier: "false" };
const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], { cwd: root, env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const args = ["-r", "publish", "--dry-run", "--no-git-checks"];
const result = spawnSync("pnpm", args, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const output = `${result.stdout}\n${result.stderr}`;

const problems = [];
if (result.status !== 0) problems.push(`pnpm ${args.join(" ")} exited with ${result.status ?? result.signal}`);
const seen = [...output.matchAll(/^\+ (@tt\/[a-z-]+@\S+)$/gm)].map((match) => match[1]).sort();
for (const name of published) if (!seen.includes(name)) problems.push(`${name} is not in the output`);
for (const name of seen) if (!published.includes(name)) problems.push(`${name} would be published, but it is not a published package`);
const EXPECTED = /This command requires you to be logged in/;
const warnings = output.split("\n").filter((line) => /\b(warn|WARN|ERR!|error|ERROR)\b/.test(line) && !EXPECTED.test(line));
for (const line of warnings) problems.push(`unexpected: ${line.trim()}`);

// What each tarball would be, from npm's notices.
const sizes = [];
for (const block of output.split(/npm notice 📦\s+/).slice(1)) {
  const name = /^(\S+)/.exec(block)?.[1];
  const packed = /package size:\s*(.+)/.exec(block)?.[1];
  const unpacked = /unpacked size:\s*(.+)/.exec(block)?.[1];
  const files = /total files:\s*(\d+)/.exec(block)?.[1];
  sizes.push(`  ${name?.padEnd(22)} ${String(files).padStart(3)} files  ${packed?.padStart(9)} packed  ${unpacked?.padStart(9)} unpacked`);
}

console.log(`pnpm ${args.join(" ")}: ${seen.length} packages would be published (dry run: nothing was)`);
for (const line of sizes) console.log(line);
if (problems.length > 0) {
  console.error(`\npublish dry run failed:\n  ${problems.join("\n  ")}\n\nfull output:\n${output}`);
  process.exit(1);
}
console.log("publish dry run clean: no warnings but the missing npm login");
