/// <reference types="node" />
// Every rule ID the packages cite (in doc comments, test titles, events' `rule` fields, data
// files' reasons) must be an ID of ../shared/rules/RULES.md. CI runs on a clone where ../shared
// may be absent, so the IDs are vendored in test-support/rule-ids.txt (scripts/rule-ids.mjs
// writes it); when RULES.md is there, the vendored list must match it.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULES_MD, VENDORED, readVendored, ruleIdsOf, vendoredText } from "../scripts/rule-ids.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * A rule ID as the code writes it: a game prefix, a hyphen, then dot- or hyphen-separated
 * parts (`SYN-9.2`, `SYN-T.RAID`, `SYN-P.109`, `SHW-3.1.1`, `WQ-NOCARDS-1`). A dot may be
 * escaped, as in a regular expression literal (`SYN-T\.FEALTY`). The first part starts with a
 * capital or a digit, so prose such as "WQ-style" is not an ID; later parts may hold small
 * letters, so a typo such as `SYN-8.3a` is caught whole.
 */
const CITED = /(?<![\w-])(?:SYN|SHW|WQ|SHP)-[A-Z0-9][A-Za-z0-9]*(?:(?:\\?\.|-)[A-Za-z0-9]+)*/g;

/**
 * What may follow a match when it is not a whole ID but the fixed start of one matched by a
 * pattern or built at run time: a regular-expression class or quantifier (`SYN-P\\.1\\d\\d`,
 * `WQ-.*`) or a template hole (`SYN-P.${n}`).
 */
const PATTERN = /^(?:[.-]?\$\{|\\?[.-]?\\[dDwWsS]|\\?[.-]?[*+?[(|])/;

/**
 * The family prefixes of the IDs with a lettered part (`SYN-P` of `SYN-P.109`, `SYN-T` of
 * `SYN-T.RAID`): followed by a dot, such a prefix is the start of an ID built at run time
 * (`"SYN-P." + n`, `/^SYN-P\\.(\\d+)$/`), not a citation.
 */
function familyPrefixes(ids: readonly string[]): Set<string> {
  return new Set(ids.flatMap((id) => /^([A-Z]+-[A-Z]+)\./.exec(id)?.[1] ?? []));
}

/** Every file under packages/<name>/src and packages/<name>/test, as a path from the root. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(ROOT, path));
    }
  };
  for (const pkg of readdirSync(join(ROOT, "packages"))) {
    for (const part of ["src", "test"]) {
      const dir = join(ROOT, "packages", pkg, part);
      if (existsSync(dir)) walk(dir);
    }
  }
  return files.sort();
}

const vendored = readVendored(readFileSync(VENDORED, "utf8"));
const known = new Set(vendored);
const prefixes = familyPrefixes(vendored);

/** The rule IDs `text` cites, with the 1-based line of each. */
function citedIds(text: string): { id: string; line: number }[] {
  const found: { id: string; line: number }[] = [];
  for (const match of text.matchAll(CITED)) {
    const end = match.index + match[0].length;
    const after = text.slice(end, end + 4);
    if (PATTERN.test(after) || (prefixes.has(match[0]) && /^\\?\./.test(after))) continue;
    found.push({ id: match[0].replaceAll("\\.", "."), line: text.slice(0, match.index).split("\n").length });
  }
  return found;
}

describe("rule IDs", () => {
  it("the vendored list holds IDs only, each once, each matched whole by the citation pattern", () => {
    expect(vendored.length).toBeGreaterThan(100);
    expect(new Set(vendored).size).toBe(vendored.length);
    expect(
      vendored.filter(
        (id) =>
          citedIds(` ${id} `)
            .map((c) => c.id)
            .join() !== id,
      ),
    ).toEqual([]);
  });

  it("the citation pattern reads IDs as the code writes them and leaves out what is built or matched at run time", () => {
    const text = [
      '/** @see SYN-8.6 @see WQ-NOCARDS-1. */ it("SHW-3.1.1 blocks", ...);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text quoted, template hole and all
      'rule: `SYN-P.${n}`, /\\[SYN-T\\.FEALTY\\]/, /\\[SYN-P\\.1\\d\\d\\]/, /^SYN-P\\.(\\d+)$/, "SYN-P.".length, (WQ-*), WQ-style, XSYN-1',
      "SYN-8.3a, SHP-ATTR's, see SYN-13.",
    ].join("\n");
    expect(citedIds(text)).toEqual([
      { id: "SYN-8.6", line: 1 },
      { id: "WQ-NOCARDS-1", line: 1 },
      { id: "SHW-3.1.1", line: 1 },
      { id: "SYN-T.FEALTY", line: 2 },
      { id: "SYN-8.3a", line: 3 },
      { id: "SHP-ATTR", line: 3 },
      { id: "SYN-13", line: 3 },
    ]);
  });

  it("every rule ID cited in packages/*/src and packages/*/test is an ID of RULES.md", () => {
    const unknown: string[] = [];
    let cited = 0;
    for (const file of sourceFiles()) {
      const text = readFileSync(join(ROOT, file), "utf8");
      if (text.includes("\u0000")) continue;
      for (const { id, line } of citedIds(text)) {
        cited++;
        if (known.has(id)) continue;
        unknown.push(`${file}:${line}: ${id}`);
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(unknown, "cited rule IDs that RULES.md does not give (see test-support/rule-ids.txt)").toEqual([]);
  });

  it.runIf(existsSync(RULES_MD))("the vendored list is RULES.md's (else run node scripts/rule-ids.mjs)", () => {
    expect(readFileSync(VENDORED, "utf8")).toBe(vendoredText(ruleIdsOf(readFileSync(RULES_MD, "utf8"))));
  });
});
