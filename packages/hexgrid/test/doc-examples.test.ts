/// <reference types="node" />
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every fenced @example in the sources must type-check against the public API.
const srcDir = fileURLToPath(new URL("../src/", import.meta.url));

function examples(): { where: string; code: string }[] {
  const out: { where: string; code: string }[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  for (const file of walk(srcDir)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/@example\s*\n((?:\s*\*.*\n)*?)\s*\*\/?\s*(?:@|\n|$)/g)) {
      const block = m[1]!.split("\n").map((l) => l.replace(/^\s*\* ?/, "")).join("\n");
      const fenced = /```ts\n([\s\S]*?)```/.exec(block);
      if (fenced) out.push({ where: `${file.slice(srcDir.length)} @ ${text.slice(0, m.index).split("\n").length}`, code: fenced[1]! });
    }
  }
  return out;
}

describe("TSDoc examples", () => {
  it("every fenced @example type-checks against the package's public API", () => {
    const found = examples();
    expect(found.length).toBeGreaterThan(100);
    const dir = mkdtempSync(join(tmpdir(), "hexgrid-examples-"));
    try {
      const files = found.map((ex, i) => {
        const path = join(dir, `example-${i}.ts`);
        writeFileSync(path, `${ex.code}\nexport {};\n`);
        return path;
      });
      const program = ts.createProgram(files, {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.Preserve,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
        paths: { "@tt/hexgrid": [join(srcDir, "index.ts")] },
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file && files.includes(d.file.fileName))
        .map((d) => {
          const i = files.indexOf(d.file!.fileName);
          return `${found[i]!.where}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
        });
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
