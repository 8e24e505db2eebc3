import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every TSDoc @example of src/ is compiled against the package's sources: an example that
// no longer type-checks is a documentation bug.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");

function collectExamples(): { where: string; code: string }[] {
  const out: { where: string; code: string }[] = [];
  for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts")) continue;
    const text = readFileSync(join(src, file), "utf8");
    for (const match of text.matchAll(/@example\n((?:[ \t]*\*.*\n)*?)[ \t]*\*\//g)) {
      const body = match[1]!.replace(/^[ \t]*\* ?/gm, "");
      const line = text.slice(0, match.index).split("\n").length;
      out.push({ where: `src/${file}:${line}`, code: /```ts\n([\s\S]*?)```/.exec(body)?.[1] ?? "" });
    }
  }
  return out;
}

describe("TSDoc examples", () => {
  it("every @example in src/ is a ```ts block that type-checks", () => {
    const examples = collectExamples();
    expect(examples.length).toBeGreaterThan(40);
    for (const example of examples) expect(example.code, `${example.where} has no ts block`).not.toBe("");
    const files = new Map(examples.map((example, k) => [join(root, "test", `__example_${k}.ts`), `export {};\n${example.code}`]));
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ["@tt/source"],
      resolveJsonModule: true,
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      paths: { "@tt/warpquest": [join(src, "index.ts")] },
    };
    const host = ts.createCompilerHost(options);
    const original = { getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host) };
    host.getSourceFile = (name, language, onError, create) => {
      const text = files.get(name);
      return text === undefined ? original.getSourceFile(name, language, onError, create) : ts.createSourceFile(name, text, language);
    };
    host.fileExists = (name) => files.has(name) || original.fileExists(name);
    host.readFile = (name) => files.get(name) ?? original.readFile(name);
    const program = ts.createProgram([...files.keys()], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file !== undefined && files.has(d.file.fileName))
      .map((d) => `${examples[Number(/__example_(\d+)\.ts$/.exec(d.file!.fileName)![1])]!.where}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);
  });
});
