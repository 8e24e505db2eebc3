#!/usr/bin/env node
// What every published package's manifest and README must say, in one place.
//
// For each package under packages/ that is not private, the published manifest must:
// - name the repository (with its directory), the homepage (the package's folder) and
//   where to report bugs;
// - ship only what a user needs: `dist/` (code, types, source maps that embed the
//   sources), the README, the LICENSE and, for the games, DATA.md. No `src/` copy;
// - publish `exports` without the workspace-only `@tt/source` condition (pnpm, and so
//   `changeset publish`, replaces `exports` with `publishConfig.exports` when it packs);
// - carry the root LICENSE, unchanged.
// And its README may link only to files that ship or to the repository: a relative link
// to a file that does not ship is rewritten to the file's address in the repository.
//
//   node scripts/package-meta.mjs          write what differs, then report
//   node scripts/package-meta.mjs --check  change nothing; exit 1 when anything differs
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository every package is published from. */
const REPOSITORY = "https://github.com/tt-engines/tt";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
const SOURCE_CONDITION = "@tt/source";
/** Files a package ships beside dist/ when it has them (npm always adds README, LICENSE, package.json). */
const EXTRA_FILES = ["DATA.md"];

function stripSourceCondition(value) {
  if (Array.isArray(value)) return value.map(stripSourceCondition);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, stripSourceCondition(inner)]),
  );
}

function expectedManifest(dir, manifest) {
  const folder = `packages/${dir}`;
  const extras = EXTRA_FILES.filter((file) => existsSync(join(root, folder, file)));
  const assets = (manifest.files ?? []).filter((file) => file !== "dist" && !file.startsWith("src") && !file.startsWith("!src") && !EXTRA_FILES.includes(file));
  return {
    ...manifest,
    repository: { type: "git", url: `git+${REPOSITORY}.git`, directory: folder },
    homepage: `${REPOSITORY}/tree/main/${folder}#readme`,
    bugs: { url: `${REPOSITORY}/issues` },
    files: ["dist", ...assets, ...extras],
    publishConfig: { access: "public", exports: stripSourceCondition(manifest.exports) },
  };
}

/** Orders the keys the way the manifests are written: the new ones after `keywords`. */
function ordered(manifest) {
  const order = ["name", "version", "description", "license", "repository", "homepage", "bugs", "type", "sideEffects", "engines", "keywords"];
  const out = {};
  for (const key of order) if (key in manifest) out[key] = manifest[key];
  for (const [key, value] of Object.entries(manifest)) if (!(key in out)) out[key] = value;
  return out;
}

function ships(folder, manifest, target) {
  const path = normalize(target);
  if (path.startsWith("..")) return false;
  if (["README.md", "LICENSE", "package.json"].includes(path)) return true;
  return manifest.files.some((entry) => path === entry || path.startsWith(`${entry}/`)) && existsSync(join(root, folder, path));
}

/** Rewrites relative README links to files that do not ship into repository addresses. */
function expectedReadme(dir, manifest, text) {
  const folder = `packages/${dir}`;
  return text.replace(/(\]\()([^)\s#]+)(#[^)\s]*)?\)/g, (whole, open, target, hash = "") => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || ships(folder, manifest, target)) return whole;
    const inRepo = normalize(join(folder, target)).replaceAll("\\", "/");
    if (inRepo.startsWith("..")) return whole;
    return `${open}${REPOSITORY}/blob/main/${inRepo}${hash})`;
  });
}

const problems = [];
const license = readFileSync(join(root, "LICENSE"), "utf8");
for (const dir of readdirSync(join(root, "packages")).sort()) {
  const folder = join(root, "packages", dir);
  if (!existsSync(join(folder, "package.json"))) continue;
  const manifestText = readFileSync(join(folder, "package.json"), "utf8");
  const manifest = JSON.parse(manifestText);
  if (manifest.private) continue;
  const wanted = ordered(expectedManifest(dir, manifest));
  const wantedText = `${JSON.stringify(wanted, null, 2)}\n`;
  const files = [
    ["package.json", manifestText, wantedText],
    ["LICENSE", existsSync(join(folder, "LICENSE")) ? readFileSync(join(folder, "LICENSE"), "utf8") : "", license],
  ];
  const readme = join(folder, "README.md");
  if (existsSync(readme)) {
    const text = readFileSync(readme, "utf8");
    files.push(["README.md", text, expectedReadme(dir, wanted, text)]);
  }
  for (const [name, have, want] of files) {
    if (have === want) continue;
    problems.push(`packages/${dir}/${name}`);
    if (!check) writeFileSync(join(folder, name), want);
  }
}

if (problems.length === 0) console.log("package metadata: every published package is complete");
else if (check) {
  console.error(`package metadata differs in:\n  ${problems.join("\n  ")}\nrun: node scripts/package-meta.mjs`);
  process.exit(1);
} else console.log(`package metadata written:\n  ${problems.join("\n  ")}`);
