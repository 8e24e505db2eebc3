#!/usr/bin/env node
// The rule IDs of ../shared/rules/RULES.md, vendored as test-support/rule-ids.txt: CI runs
// on a clone where ../shared may be absent, and test-support/rule-ids.test.ts checks every
// rule ID the packages cite against this list (and the list against RULES.md when it is there).
//
//   node scripts/rule-ids.mjs           rewrite test-support/rule-ids.txt from RULES.md
//   node scripts/rule-ids.mjs --check   exit 1 when test-support/rule-ids.txt is out of date
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where RULES.md is: `../shared/rules/RULES.md` beside the repository. */
export const RULES_MD = fileURLToPath(new URL("../../shared/rules/RULES.md", import.meta.url));
/** The vendored list, one ID a line. */
export const VENDORED = fileURLToPath(new URL("../test-support/rule-ids.txt", import.meta.url));

/**
 * The IDs RULES.md gives, in its order: each bullet's leading ID (`- SYN-8.6 Healing: ...`)
 * and the paragraph IDs listed inline (`SYN-P.10 SYN-P.11 ...`), as ../shared/tools/rule-coverage
 * reads them.
 *
 * @param {string} markdown - the text of RULES.md
 * @returns {string[]} every ID once
 */
export function ruleIdsOf(markdown) {
  const ids = new Set();
  for (const line of markdown.split("\n")) {
    const bullet = /^- ((?:SYN|SHW|WQ|SHP)-[A-Za-z0-9.-]+) /.exec(line);
    if (bullet) ids.add(bullet[1]);
    for (const paragraph of line.matchAll(/\bSYN-P\.\d+\b/g)) ids.add(paragraph[0]);
  }
  return [...ids];
}

/**
 * The vendored file's text for `ids`.
 *
 * @param {readonly string[]} ids - the IDs
 * @returns {string} a header comment, then one ID a line
 */
export function vendoredText(ids) {
  return `# Rule IDs of ../shared/rules/RULES.md, written by scripts/rule-ids.mjs: do not edit, rerun it.\n${ids.join("\n")}\n`;
}

/**
 * The IDs of a vendored file's text.
 *
 * @param {string} text - the file's text
 * @returns {string[]} its IDs, comments and blank lines left out
 */
export function readVendored(text) {
  return text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(RULES_MD)) {
    console.error(`rule-ids: ${RULES_MD} not found`);
    process.exit(2);
  }
  const text = vendoredText(ruleIdsOf(readFileSync(RULES_MD, "utf8")));
  if (process.argv.includes("--check")) {
    const current = existsSync(VENDORED) ? readFileSync(VENDORED, "utf8") : "";
    if (current !== text) {
      console.error("rule-ids: test-support/rule-ids.txt is out of date: run node scripts/rule-ids.mjs");
      process.exit(1);
    }
    console.log("rule-ids: test-support/rule-ids.txt is up to date");
  } else {
    writeFileSync(VENDORED, text);
    console.log(`rule-ids: wrote ${readVendored(text).length} IDs to test-support/rule-ids.txt`);
  }
}
