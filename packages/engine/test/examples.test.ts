import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = join(packageRoot, "src");

/** Every ```ts block of every @example in src/, with where it came from. */
function examples(): { origin: string; code: string }[] {
  const found: { origin: string; code: string }[] = [];
  const files = readdirSync(sourceDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
  for (const file of files) {
    const text = readFileSync(join(sourceDir, file), "utf8");
    for (const match of text.matchAll(/@example\n((?:[ \t]*\*.*\n)*?)[ \t]*\*\//g)) {
      const body = match[1]!.split("\n").map((line) => line.replace(/^[ \t]*\* ?/, "")).join("\n");
      const code = /```ts\n([\s\S]*?)```/.exec(body)?.[1];
      const line = text.slice(0, match.index).split("\n").length;
      found.push({ origin: `src/${file}:${line}`, code: code ?? "" });
    }
  }
  return found;
}

describe("TSDoc examples", () => {
  it("every @example in src/ is a ```ts block that type-checks against the package", () => {
    const blocks = examples();
    expect(blocks.length).toBeGreaterThan(60);
    for (const block of blocks) expect(block.code, `${block.origin} has no \`\`\`ts block`).not.toBe("");
    const virtual = new Map(blocks.map((block, index) => [join(packageRoot, "test", `__example_${index}.ts`), `export {};\n${block.code}`]));
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ["@tt/source"],
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      paths: { "@tt/engine": [join(sourceDir, "index.ts")] },
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, onError, create) => {
      const text = virtual.get(name);
      return text === undefined ? getSourceFile(name, language, onError, create) : ts.createSourceFile(name, text, language);
    };
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => virtual.has(name) || fileExists(name);
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => virtual.get(name) ?? readFile(name);
    const program = ts.createProgram([...virtual.keys()], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file !== undefined && virtual.has(diagnostic.file.fileName))
      .map((diagnostic) => {
        const index = Number(/__example_(\d+)\.ts$/.exec(diagnostic.file!.fileName)![1]);
        return `${blocks[index]!.origin}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
      });
    expect(problems).toEqual([]);
  });
});
