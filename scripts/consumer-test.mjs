#!/usr/bin/env node
// The packages as users install them (#15).
//
// Builds, packs every published package with pnpm (as `pnpm publish` and `changeset publish`
// would pack it: `workspace:` ranges and `publishConfig` applied), and checks the tarballs:
// what they ship, their sizes (a table: packed and unpacked). Then it makes a throwaway
// project OUTSIDE the workspace (in os.tmpdir()), installs the tarballs there with npm
// (zod and the CLI's dependencies come from the registry; every @tt package must resolve to
// its tarball, never to the registry), and runs what a user would:
//
// - an ESM script importing every package and calling something real from each (seeded dice,
//   a table lookup, hex distance, each game played by the engine's runners and replayed);
// - the same script as CommonJS, for the packages that ship CommonJS; both must agree;
// - the `tt` bin: `tt --version`, `tt odds 2d6`;
// - `tsc --noEmit` on TypeScript that uses the types, with `moduleResolution` `nodenext`
//   (an ESM and a CommonJS file) and `bundler`, with the shipped .d.ts checked too;
// - exactly one zod in the project's tree (`npm ls zod --all` and package-lock.json);
// - the code blocks of every README and of the docs/ guides (scripts/readme-blocks.mjs): each
//   ```ts/```js block compiled and run, its `// → value` comments compared with what it
//   computes or prints, and each block of `tt` commands run through the installed bin.
//
// Every check runs and every failure is reported with what broke; the exit code is 1 if any
// failed. The temporary folder is removed at the end.
//
//   node scripts/consumer-test.mjs               build, pack, install, run every check
//   node scripts/consumer-test.mjs --no-build    use dist/ as it is
//   node scripts/consumer-test.mjs --sizes       only pack and print the size table
//   node scripts/consumer-test.mjs --keep        keep the temporary folder (its path is printed)
//   node scripts/consumer-test.mjs --only dice   run only the README blocks of READMEs whose path contains "dice"
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { readmeBlocks, runReadmeBlocks } from "./readme-blocks.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const noBuild = args.includes("--no-build");
const sizesOnly = args.includes("--sizes");
const keep = args.includes("--keep");
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;

const rootManifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
/** The versions a user would get: the root's own pins of typescript and @types/node. */
const TYPESCRIPT = rootManifest.devDependencies.typescript;
const TYPES_NODE = rootManifest.devDependencies["@types/node"];

/** The published packages: every packages/* that is not private. */
const packages = readdirSync(join(root, "packages"))
  .sort()
  .map((folder) => ({ folder, dir: join(root, "packages", folder) }))
  .filter(({ dir }) => existsSync(join(dir, "package.json")))
  .map((entry) => ({ ...entry, manifest: JSON.parse(readFileSync(join(entry.dir, "package.json"), "utf8")) }))
  .filter(({ manifest }) => !manifest.private);
const names = new Set(packages.map(({ manifest }) => manifest.name));

const failures = [];
const passed = [];

/** Runs one named check; a thrown error is recorded as its failure and the run goes on. */
function check(name, fn) {
  try {
    const note = fn();
    passed.push(name);
    console.log(`  ok  ${name}${note ? `: ${note}` : ""}`);
  } catch (error) {
    failures.push({ name, message: error instanceof Error ? error.message : String(error) });
    console.log(`  FAIL ${name}\n${indent(error instanceof Error ? error.message : String(error), 7)}`);
  }
}

function indent(text, by) {
  return text
    .split("\n")
    .map((line) => " ".repeat(by) + line)
    .join("\n");
}

function tail(text, lines = 40) {
  const all = text.trimEnd().split("\n");
  return all.length > lines ? [`... (${all.length - lines} lines above)`, ...all.slice(-lines)].join("\n") : all.join("\n");
}

/** Runs a command; throws an error naming it, its exit code and the end of its output unless it exits 0. */
/**
 * The environment a user's shell would give: run as `pnpm consumer`, this process inherits
 * pnpm's settings as npm_config_* variables, which are not the consumer's and which npm
 * warns it does not know; they are left out (but the registry and the user's npmrc).
 */
const userEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_config_") || ["npm_config_registry", "npm_config_userconfig"].includes(name.toLowerCase())),
);

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, ...options, env: { ...userEnv, ...options.env } });
  const shown = `${command} ${commandArgs.join(" ")}`;
  if (result.error) throw new Error(`${shown}: ${result.error.message}`);
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${shown} (in ${options.cwd ?? process.cwd()}) exited with ${result.status ?? result.signal}\n${tail(`${result.stdout ?? ""}\n${result.stderr ?? ""}`)}`);
  }
  return result;
}

function section(title) {
  console.log(`\n${title}`);
}

// ---- build and pack ---------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), "tt-consumer-"));
const tarballDir = join(work, "tarballs");
const app = join(work, "app");
mkdirSync(tarballDir);
mkdirSync(app);
if (keep) console.log(`temporary folder: ${work}`);

let exitCode = 0;
try {
  if (!noBuild) {
    section("build");
    run("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], { cwd: root, stdio: "inherit", env: { TURBO_TELEMETRY_DISABLED: "1" } });
  }

  // The command the root README's Install section gives, into the temporary folder.
  // Private workspace packages (packages/internal, the apps/ such as the playground) are not packed.
  const privateNames = ["packages", "apps"]
    .filter((parent) => existsSync(join(root, parent)))
    .flatMap((parent) => readdirSync(join(root, parent)).map((folder) => join(root, parent, folder, "package.json")))
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, "utf8")))
    .filter((manifest) => manifest.private)
    .map((manifest) => manifest.name);
  const packArgs = ["-r", ...privateNames.flatMap((name) => ["--filter", `!${name}`]), "pack", "--pack-destination", tarballDir];
  section(`pack: pnpm ${packArgs.join(" ")}`);
  run("pnpm", packArgs, { cwd: root });
  const tarballs = [];
  for (const { folder, manifest } of packages) {
    const path = join(tarballDir, `${manifest.name.replace(/^@/, "").replace("/", "-")}-${manifest.version}.tgz`);
    if (!existsSync(path)) throw new Error(`pnpm pack wrote no ${path} for ${manifest.name}: ${readdirSync(tarballDir).join(", ")}`);
    tarballs.push({ folder, name: manifest.name, version: manifest.version, path, entries: readTarball(path) });
  }
  const strays = readdirSync(tarballDir).filter((file) => !tarballs.some((tarball) => tarball.path.endsWith(`/${file}`)));
  if (strays.length > 0) throw new Error(`pnpm packed more than the published packages: ${strays.join(", ")}`);
  console.log(`  ${tarballs.map((tarball) => tarball.path.split("/").pop()).join(", ")}`);

  section("what each tarball ships");
  for (const tarball of tarballs) {
    check(`${tarball.name}: a manifest a registry can take`, () => checkTarball(tarball));
  }
  printSizes(tarballs);
  if (sizesOnly) process.exit(failures.length > 0 ? 1 : 0);

  // ---- the consumer project ---------------------------------------------------------

  section(`a project outside the workspace: ${app}`);
  writeFileSync(join(app, "package.json"), `${JSON.stringify({ name: "tt-consumer", version: "1.0.0", private: true, type: "module" }, null, 2)}\n`);
  const zodRange = packages.find(({ manifest }) => manifest.dependencies?.zod)?.manifest.dependencies.zod ?? "^4";
  const specs = [...tarballs.map((tarball) => `./${relative(app, tarball.path)}`), `zod@${zodRange}`, `typescript@${TYPESCRIPT}`, `@types/node@${TYPES_NODE}`];
  console.log(`  npm install ${specs.join(" ")}`);
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], { cwd: app, env: { npm_config_update_notifier: "false" } });
  const lock = JSON.parse(readFileSync(join(app, "package-lock.json"), "utf8"));

  section("the installed tree");
  check("every @tt package comes from its tarball, none from the registry", () => {
    const wrong = Object.entries(lock.packages)
      .filter(([path]) => /(^|\/)node_modules\/@tt\/[^/]+$/.test(path))
      .filter(([, entry]) => !String(entry.resolved ?? "").startsWith("file:"))
      .map(([path, entry]) => `${path}: ${entry.resolved ?? "(no resolved)"}`);
    if (wrong.length > 0) throw new Error(`resolved elsewhere:\n${wrong.join("\n")}`);
    const installed = Object.keys(lock.packages).filter((path) => /(^|\/)node_modules\/@tt\/[^/]+$/.test(path));
    const nested = installed.filter((path) => path.split("node_modules/").length > 2);
    if (nested.length > 0) throw new Error(`a second copy of an @tt package: ${nested.join(", ")}`);
    return `${installed.length} packages, one copy each`;
  });
  check("exactly one zod", () => {
    const zods = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/zod$/.test(path));
    const ls = run("npm", ["ls", "zod", "--all"], { cwd: app, allowFailure: true });
    console.log(indent(ls.stdout.trimEnd(), 6));
    if (ls.status !== 0) throw new Error(`npm ls zod --all exited with ${ls.status}:\n${ls.stderr}`);
    if (zods.length !== 1) throw new Error(`${zods.length} copies of zod: ${zods.map(([path, entry]) => `${path}@${entry.version}`).join(", ")}`);
    return `1 (zod@${zods[0][1].version}, at ${zods[0][0]})`;
  });

  // ---- JavaScript, ESM and CommonJS ------------------------------------------------------

  section("JavaScript, as ESM and as CommonJS");
  const everyPackage = packages.map(({ manifest }) => ({ name: manifest.name, commonjs: JSON.stringify(manifest.publishConfig?.exports ?? manifest.exports).includes('"require"') }));
  writeFileSync(join(app, "smoke.mjs"), smokeScript("esm", everyPackage));
  writeFileSync(join(app, "smoke.cjs"), smokeScript("cjs", everyPackage));
  let esm;
  let cjs;
  check("ESM: import from every package and use it", () => {
    esm = JSON.parse(run("node", ["smoke.mjs"], { cwd: app }).stdout);
    expectSmoke(esm);
    return `2d6 rolled ${esm.dice.roll}, hex distance ${esm.hexgrid.distance}, ${Object.entries(esm.games)
      .map(([id, game]) => `${id} ${game.inputs} inputs`)
      .join(", ")}, all replayed`;
  });
  check("CommonJS: require every package that ships CommonJS and use it", () => {
    cjs = JSON.parse(run("node", ["smoke.cjs"], { cwd: app }).stdout);
    expectSmoke(cjs);
  });
  check("ESM and CommonJS give the same results", () => {
    if (esm === undefined || cjs === undefined) throw new Error("one of them did not run");
    const { cli: _cli, exports: esmExports, ...esmShared } = esm;
    const { exports: cjsExports, ...cjsShared } = cjs;
    for (const [name, count] of Object.entries(cjsExports)) {
      if (esmExports[name] !== count) throw new Error(`${name} exports ${esmExports[name]} names as ESM, ${count} as CommonJS`);
    }
    if (JSON.stringify(esmShared) !== JSON.stringify(cjsShared)) throw new Error(`ESM:      ${JSON.stringify(esmShared)}\nCommonJS: ${JSON.stringify(cjsShared)}`);
  });

  section("the tt bin");
  const bin = join(app, "node_modules", ".bin", "tt");
  const cliVersion = tarballs.find((tarball) => tarball.name === "@tt/cli")?.version;
  check("tt --version", () => {
    const out = run(bin, ["--version"], { cwd: app }).stdout.trim();
    if (out !== cliVersion) throw new Error(`printed ${JSON.stringify(out)}, expected ${cliVersion}`);
    return out;
  });
  check("tt odds 2d6", () => {
    const out = run(bin, ["odds", "2d6"], { cwd: app, env: { NO_COLOR: "1" } }).stdout;
    if (!/^\s*7\s+16\.67%\s+58\.33%/m.test(out) || !/^\s*12\s+2\.78%\s+2\.78%/m.test(out)) throw new Error(`unexpected odds:\n${out}`);
    return "7 at 16.67%, 12 at 2.78%";
  });

  // ---- TypeScript -----------------------------------------------------------------------

  section(`TypeScript ${TYPESCRIPT}: the shipped types`);
  const types = join(app, "types");
  mkdirSync(types);
  writeFileSync(join(types, "esm.mts"), typesFile("esm"));
  writeFileSync(join(types, "cjs.cts"), typesFile("cjs"));
  writeFileSync(join(types, "bundler.ts"), typesFile("esm"));
  // A browser project's settings: no Node types (the libraries use no Node built-ins; the
  // DOM library is there because zod's own types name URL), strict, and the shipped .d.ts
  // checked too (skipLibCheck off).
  const strict = { target: "ES2022", lib: ["ES2022", "DOM"], types: [], strict: true, noEmit: true, skipLibCheck: false, noUncheckedIndexedAccess: true };
  writeFileSync(join(types, "tsconfig.nodenext.json"), JSON.stringify({ compilerOptions: { ...strict, module: "nodenext", moduleResolution: "nodenext" }, files: ["esm.mts", "cjs.cts"] }, null, 2));
  writeFileSync(join(types, "tsconfig.bundler.json"), JSON.stringify({ compilerOptions: { ...strict, module: "preserve", moduleResolution: "bundler" }, files: ["bundler.ts"] }, null, 2));
  // The strictest projects also set exactOptionalPropertyTypes: the games' types must still fit the engine's.
  writeFileSync(
    join(types, "tsconfig.exact.json"),
    JSON.stringify({ compilerOptions: { ...strict, exactOptionalPropertyTypes: true, module: "nodenext", moduleResolution: "nodenext" }, files: ["esm.mts", "cjs.cts"] }, null, 2),
  );
  const tsc = join(app, "node_modules", "typescript", "bin", "tsc");
  const settings = {
    nodenext: "moduleResolution nodenext (an .mts and a .cts file)",
    bundler: "moduleResolution bundler",
    exact: "nodenext with exactOptionalPropertyTypes",
  };
  for (const [config, label] of Object.entries(settings)) {
    check(`tsc --noEmit, ${label}, no Node types, skipLibCheck off`, () => {
      const result = run("node", [tsc, "-p", `tsconfig.${config}.json`, "--pretty", "false"], { cwd: types, allowFailure: true });
      if (result.status !== 0) throw new Error(`${result.stdout}${result.stderr}`.trim());
    });
  }

  // ---- the READMEs ----------------------------------------------------------------------

  section("README code blocks, run against the installed packages");
  const guides = readdirSync(join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `docs/${file}`);
  const readmes = ["README.md", ...packages.map(({ folder }) => `packages/${folder}/README.md`), ...guides].filter((path) => existsSync(join(root, path)));
  const blocks = readmes.filter((path) => only === undefined || path.includes(only)).flatMap((path) => readmeBlocks(root, path));
  const report = runReadmeBlocks(blocks, { app, work, tsc, bin: join(app, "node_modules", ".bin") });
  for (const line of report.lines) console.log(`  ${line}`);
  for (const failure of report.failures) failures.push(failure);
  for (let index = 0; index < report.ran - report.failed; index++) passed.push("README block");
  console.log(
    `\n  README blocks: ${report.ran} run, ${report.ran - report.failed} passed, ${report.failed} failed (${report.ts} TypeScript/JavaScript with ${report.checked} values and printed lines checked against what the README shows; ${report.sh} blocks of tt commands, ${report.commands} commands)`,
  );
  console.log(`  ${report.marked.length} marked not runnable${report.marked.map((block) => `\n    ${block.where}: ${block.reason}`).join("")}`);
  console.log(`  ${report.skipped} shell blocks not run: install, build and script commands, not tt commands`);
} catch (error) {
  failures.push({ name: "consumer test", message: error instanceof Error ? error.message : String(error) });
  console.log(`\nFAILED, and could not go on:\n${indent(error instanceof Error ? error.message : String(error), 2)}`);
} finally {
  if (keep) console.log(`\nkept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`\n${failures.length} check(s) failed:`);
  for (const failure of failures) console.log(`- ${failure.name}\n${indent(failure.message, 4)}`);
  exitCode = 1;
} else {
  console.log(`\nconsumer test passed: ${passed.length} checks`);
}
process.exit(exitCode);

// ---- tarballs ---------------------------------------------------------------------------

/** The entries of a .tgz: path (without the leading package/) and size, read from its tar headers. */
function readTarball(path) {
  const data = gunzipSync(readFileSync(path));
  const entries = [];
  let longName = null;
  for (let offset = 0; offset + 512 <= data.length; ) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start, length) =>
      header
        .subarray(start, start + length)
        .toString("utf8")
        .replace(/\0.*$/s, "");
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1) || "0";
    const prefix = field(345, 155);
    let name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    const body = data.subarray(offset + 512, offset + 512 + size);
    if (type === "x") {
      const path = /\d+ path=([^\n]*)\n/.exec(body.toString("utf8"));
      if (path) longName = path[1];
    } else if (type === "L") {
      longName = body.toString("utf8").replace(/\0.*$/s, "");
    } else if (type === "0" || type === "7") {
      name = name.replace(/^package\//, "");
      entries.push({ name, size, body: name === "package.json" ? body.toString("utf8") : undefined });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

function checkTarball(tarball) {
  const problems = [];
  const manifestEntry = tarball.entries.find((entry) => entry.name === "package.json");
  if (!manifestEntry) throw new Error("no package.json in the tarball");
  const manifest = JSON.parse(manifestEntry.body);
  const text = manifestEntry.body;
  if (text.includes("workspace:")) problems.push("a `workspace:` range is left in the packed package.json");
  if (text.includes('"@tt/source"')) problems.push("the workspace-only @tt/source export condition is published");
  for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
    if (name.startsWith("@tt/") && !names.has(name)) problems.push(`depends on ${name}, which is not published`);
    if (name.startsWith("@tt/") && names.has(name)) {
      const version = tarballs_version(name);
      if (!satisfiesCaret(version, range)) problems.push(`depends on ${name}@${range}, but ${name} is ${version}`);
    }
  }
  for (const entry of tarball.entries) {
    if (entry.name.startsWith("src/") || entry.name.startsWith("test/") || entry.name.startsWith(".turbo/")) problems.push(`ships ${entry.name}`);
  }
  for (const file of ["README.md", "LICENSE"]) if (!tarball.entries.some((entry) => entry.name === file)) problems.push(`has no ${file}`);
  // Every file the exports map and bin name is in the tarball.
  const targets = [];
  const collect = (value) => {
    if (typeof value === "string") targets.push(value);
    else if (value && typeof value === "object") for (const inner of Object.values(value)) collect(inner);
  };
  collect(manifest.exports);
  collect(manifest.bin);
  for (const field of ["main", "module", "types"]) if (manifest[field]) targets.push(manifest[field]);
  for (const target of targets) {
    const path = target.replace(/^\.\//, "");
    if (!tarball.entries.some((entry) => entry.name === path)) problems.push(`names ${target}, which it does not ship`);
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return `${tarball.entries.length} files`;
}

function tarballs_version(name) {
  return packages.find(({ manifest }) => manifest.name === name)?.manifest.version;
}

/** Whether `version` satisfies a `^x.y.z`, `~x.y.z` or exact range (the forms pnpm writes for `workspace:`). */
function satisfiesCaret(version, range) {
  const parse = (text) => text.split(".").map(Number);
  if (/^\d+\.\d+\.\d+$/.test(range)) return range === version;
  const match = /^([~^])(\d+\.\d+\.\d+)$/.exec(range);
  if (!match) return false;
  const [major, minor, patch] = parse(version);
  const [wantMajor, wantMinor, wantPatch] = parse(match[2]);
  const atLeast = major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (!atLeast) return false;
  if (match[1] === "~") return major === wantMajor && minor === wantMinor;
  if (wantMajor > 0) return major === wantMajor;
  if (wantMinor > 0) return major === 0 && minor === wantMinor;
  return major === 0 && minor === 0 && patch === wantPatch;
}

function printSizes(tarballs) {
  section("tarball sizes (1 KB = 1,000 bytes)");
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const rows = tarballs.map((tarball) => {
    const unpacked = tarball.entries.reduce((sum, entry) => sum + entry.size, 0);
    const maps = tarball.entries.filter((entry) => entry.name.endsWith(".map")).reduce((sum, entry) => sum + entry.size, 0);
    const types = tarball.entries.filter((entry) => /\.d\.c?ts$/.test(entry.name)).reduce((sum, entry) => sum + entry.size, 0);
    return [tarball.name, String(tarball.entries.length), kb(statSync(tarball.path).size), kb(unpacked), kb(maps), kb(types)];
  });
  const table = [["package", "files", "packed", "unpacked", "of which .map", "of which .d.ts"], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const [at, row] of table.entries()) {
    console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ")}`);
    if (at === 0) console.log(`  ${widths.map((width) => "-".repeat(width)).join("  ")}`);
  }
  const total = (index) => tarballs.reduce((sum, tarball) => sum + (index === 2 ? statSync(tarball.path).size : tarball.entries.reduce((s, entry) => s + entry.size, 0)), 0);
  console.log(`  ${"all".padEnd(widths[0])}  ${"".padStart(widths[1])}  ${kb(total(2)).padStart(widths[2])}  ${kb(total(3)).padStart(widths[3])}`);
}

// ---- the scripts the consumer runs -------------------------------------------------------------

/**
 * One script, as ESM or CommonJS: every package used for something real. It prints one
 * JSON object, so ESM and CommonJS can be compared.
 */
function smokeScript(format, everyPackage) {
  const load =
    format === "esm"
      ? `import { createRng, distribution, restoreRng, rollDice } from "@tt/dice";
import { defineRangeTable, lookup, tableOdds } from "@tt/tables";
import { findPath, hexDistance, hexLine } from "@tt/hexgrid";
import { History, outcomeOdds, randomPolicy, replay, runGame, seededChance, simulate } from "@tt/engine";
import { heuristicPolicy as syndromeBot, syndrome } from "@tt/syndrome";
import { heuristicPolicy as warpQuestBot, saltRoad, sharpe } from "@tt/warpquest";
import { runCli } from "@tt/cli";
import { z } from "zod";
`
      : `"use strict";
const { createRng, distribution, restoreRng, rollDice } = require("@tt/dice");
const { defineRangeTable, lookup, tableOdds } = require("@tt/tables");
const { findPath, hexDistance, hexLine } = require("@tt/hexgrid");
const { History, outcomeOdds, randomPolicy, replay, runGame, seededChance, simulate } = require("@tt/engine");
const { heuristicPolicy: syndromeBot, syndrome } = require("@tt/syndrome");
const { heuristicPolicy: warpQuestBot, saltRoad, sharpe } = require("@tt/warpquest");
const { z } = require("zod");
`;
  const cli =
    format === "esm"
      ? `let printed = "";
const exit = await runCli(["odds", "1d6"], { out: (text) => { printed += text; }, err: (text) => { printed += text; }, color: false });
out.cli = { exit, sixes: /^\\s*6\\s+16\\.67%/m.test(printed) };
`
      : "";
  const every = JSON.stringify(everyPackage.filter((entry) => format === "esm" || entry.commonjs).map((entry) => entry.name));
  const loadEvery =
    format === "esm"
      ? `for (const name of ${every}) out.exports[name] = Object.keys(await import(name)).length;`
      : `for (const name of ${every}) out.exports[name] = Object.keys(require(name)).length;`;
  return `${load}
const out = { exports: {} };
// Every published package loads, and exports something.
${loadEvery}
const rng = createRng("consumer test");
const saved = JSON.parse(JSON.stringify(rng.getState()));
const roll = rollDice("2d6+1", rng);
out.dice = {
  roll: roll.total,
  faces: roll.terms[0].faces,
  resumed: restoreRng(saved).int(1, 1000000) === createRng("consumer test").int(1, 1000000),
  sevenIsOneSixth: distribution("2d6").find((o) => o.value === 7).probability === 1 / 6,
};

const table = defineRangeTable([{ range: "3 or less", result: "miss" }, { range: "4-5", result: "hit" }, { range: "6 +", result: "kill" }], { name: "To hit" });
out.tables = {
  read: lookup(table, { roll: 4, modifiers: [{ label: "aim", value: 2 }] }).result,
  odds: tableOdds(table, { dice: "1d6" }).map((o) => [o.result, o.probability]),
};

out.hexgrid = {
  distance: hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 }),
  line: hexLine({ q: 0, r: 0 }, { q: 3, r: -1 }).length,
  route: findPath({ neighbors: (a) => ({ A: ["B"], B: ["A", "C"], C: ["B"] })[a] ?? [] }, "A", "C")?.path,
};

out.games = {};
for (const [game, options, bot] of [[syndrome, {}, syndromeBot(syndrome)], [sharpe, { campaigns: 1 }, warpQuestBot(sharpe)], [saltRoad, { players: 2 }, warpQuestBot(saltRoad)]]) {
  // A few steps through History, as a front end takes them.
  let history = History.start(game, options);
  const dice = seededChance(7);
  for (let step = 0; step < 12 && history.next.kind !== "over"; step++) {
    const next = history.next;
    history = history.apply(next.kind === "decision" ? bot(next, history.state) : dice.pick(next));
  }
  // A whole game through the runner, saved as JSON and replayed.
  const run = runGame(game, options, { policies: bot, chance: seededChance(7) });
  const again = replay(game, JSON.parse(JSON.stringify(run.log)));
  const first = game.next(game.setup(game.parseOptions(options)));
  out.games[game.id.split("/").pop()] = {
    historySteps: history.log.inputs.length,
    inputs: run.log.inputs.length,
    events: run.events.length,
    result: run.result,
    replayed: JSON.stringify(again.state) === JSON.stringify(run.state),
    firstStep: first.kind,
  };
}

// The engine's own runners and odds on a tiny game.
const coin = {
  id: "coin", version: "1", optionsSchema: z.object({}),
  setup: () => ({ started: false, flips: 0, heads: 0 }),
  next: (s) =>
    !s.started ? { kind: "decision", player: "p1", prompt: "flip three coins?", actions: ["flip"] }
    : s.flips === 3 ? { kind: "over", result: s.heads >= 2 ? "heads" : "tails" }
    : { kind: "chance", purpose: "a coin", outcomes: [{ outcome: "H", probability: 0.5 }, { outcome: "T", probability: 0.5 }] },
  apply: (s, input) => ({ state: input === "flip" ? { ...s, started: true } : { ...s, flips: s.flips + 1, heads: s.heads + (input === "H" ? 1 : 0) }, events: [{ type: String(input) }] }),
};
out.engine = {
  simulated: simulate(coin, { games: 200, seed: 1, policies: ({ rng }) => randomPolicy(rng) }).outcomes.map((o) => [o.outcome, o.count]),
  certain: outcomeOdds(coin, coin.setup(), "flip", { key: () => "any" }).entries.map((e) => e.probability),
  odds: outcomeOdds(coin, coin.setup(), "flip", { key: (s) => String(s.heads) }).entries.map((e) => [e.key, e.probability]),
};
${cli}
console.log(JSON.stringify(out));
`;
}

function expectSmoke(out) {
  const problems = [];
  const expect = (what, ok) => ok || problems.push(what);
  for (const [name, count] of Object.entries(out.exports)) expect(`${name} exports nothing`, count > 0);
  expect(`2d6+1 rolled ${out.dice.roll}`, out.dice.roll >= 3 && out.dice.roll <= 13 && out.dice.faces.length === 2);
  expect("a restored generator continues exactly", out.dice.resumed === true);
  expect("P(2d6 = 7) is exactly 1/6", out.dice.sevenIsOneSixth === true);
  expect(`a roll of 4 + 2 reads "kill", got ${out.tables.read}`, out.tables.read === "kill");
  expect(
    `the table's odds, got ${JSON.stringify(out.tables.odds)}`,
    JSON.stringify(out.tables.odds) ===
      JSON.stringify([
        ["miss", 0.5],
        ["hit", 1 / 3],
        ["kill", 1 / 6],
      ]),
  );
  expect(`hex distance 3, got ${out.hexgrid.distance}`, out.hexgrid.distance === 3);
  expect(`a line of 4 hexes, got ${out.hexgrid.line}`, out.hexgrid.line === 4);
  expect(`route A-B-C, got ${out.hexgrid.route}`, JSON.stringify(out.hexgrid.route) === '["A","B","C"]');
  for (const id of ["syndrome", "sharpe", "salt-road"]) {
    const game = out.games[id];
    if (!game) {
      problems.push(`${id} was not played`);
      continue;
    }
    expect(`${id}: 12 steps through History, got ${game.historySteps}`, game.historySteps === 12);
    expect(`${id}: a finished game (${game.inputs} inputs) with a result`, game.inputs > 12 && game.result !== undefined);
    expect(`${id}: the replay of the saved log equals the game`, game.replayed === true);
  }
  expect(
    `200 games of three coins simulated, both results seen, got ${JSON.stringify(out.engine.simulated)}`,
    out.engine.simulated.length === 2 && out.engine.simulated.reduce((sum, [, count]) => sum + count, 0) === 200,
  );
  expect(`outcomeOdds of a certain merge is exactly 1, got ${out.engine.certain}`, JSON.stringify(out.engine.certain) === "[1]");
  expect(
    `outcomeOdds of three coins' heads: 3/8, 3/8, 1/8, 1/8, got ${JSON.stringify(out.engine.odds)}`,
    JSON.stringify(out.engine.odds) ===
      JSON.stringify([
        ["1", 0.375],
        ["2", 0.375],
        ["0", 0.125],
        ["3", 0.125],
      ]),
  );
  if (out.cli) expect(`runCli(["odds", "1d6"]) exits 0 and prints 16.67% for a 6, got ${JSON.stringify(out.cli)}`, out.cli.exit === 0 && out.cli.sixes === true);
  if (problems.length > 0) throw new Error(`${problems.join("\n")}\n${JSON.stringify(out)}`);
}

/** TypeScript that leans on the shipped types: wrong uses must be errors, so the types are not `any`. */
function typesFile(format) {
  const cli =
    format === "esm"
      ? `import { runCli, type CliIo } from "@tt/cli";
const io: CliIo = { out: () => {}, err: () => {}, color: false };
export const exit: Promise<number> = runCli(["odds", "2d6"], io);
// @ts-expect-error runCli takes the arguments as an array of strings
runCli("odds 2d6", io);
`
      : "";
  return `import { createRng, distribution, rollDice, type Rng } from "@tt/dice";
import { defineRangeTable, lookup } from "@tt/tables";
import { hexDistance, type Hex } from "@tt/hexgrid";
import { History, replay, runGame, seededChance, type Game, type GameLog } from "@tt/engine";
import { heuristicPolicy, syndrome, type State, type SyndromeEvent } from "@tt/syndrome";
import { sharpe, type WarpQuestGame } from "@tt/warpquest";

const rng: Rng = createRng("types");
export const total: number = rollDice("2d6", rng).total;
// @ts-expect-error a roll's total is a number
export const notAString: string = rollDice("2d6", rng).total;
export const seven = distribution("2d6").find((o) => o.value === 7)?.probability;

const toHit = defineRangeTable([{ range: "3 or less", result: "miss" as const }, { range: "4 +", result: "hit" as const }], { name: "To hit" });
export const read: "miss" | "hit" = lookup(toHit, 5).result;
// @ts-expect-error the result is "miss" or "hit"
export const wrongResult: number = lookup(toHit, 5).result;

const origin: Hex = { q: 0, r: 0 };
export const distance: number = hexDistance(origin, { q: 2, r: -1 });

const run = runGame(syndrome, {}, { policies: heuristicPolicy(syndrome), chance: seededChance(1) });
export const log: GameLog = run.log;
export const finalState: State = replay(syndrome, log).state;
export const firstEvent: SyndromeEvent | undefined = run.events[0];
export const warpQuest: WarpQuestGame = sharpe;
export const history = History.start(sharpe, { campaigns: 1 });
export function idOf<S, A, O, Opt, R>(game: Game<S, A, O, Opt, R>): string {
  return game.id;
}
export const ids = [idOf(syndrome), idOf(sharpe)];
${cli}`;
}
