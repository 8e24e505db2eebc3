/// <reference types="node" />
// Every package's TSDoc examples are code: this compiles every ```ts block of
// every @example in a package's src/ against the package itself, so an example
// that no longer type-checks fails the package's tests.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** One @example: where it is and its ```ts code ("" when it has none). */
export interface DocExample {
  origin: string;
  code: string;
}

/** Every @example of the package whose test file is at `testUrl` (its import.meta.url). */
export function docExamples(testUrl: string): DocExample[] {
  const sourceDir = join(resolve(dirname(fileURLToPath(testUrl)), ".."), "src");
  const found: DocExample[] = [];
  const files = readdirSync(sourceDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
  for (const file of files) {
    const text = readFileSync(join(sourceDir, file), "utf8");
    for (const match of text.matchAll(/@example\n((?:[ \t]*\*.*\n)*?)[ \t]*\*\//g)) {
      const body = match[1]!
        .split("\n")
        .map((line) => line.replace(/^[ \t]*\* ?/, ""))
        .join("\n");
      const line = text.slice(0, match.index).split("\n").length;
      found.push({ origin: `src/${file}:${line}`, code: /```ts\n([\s\S]*?)```/.exec(body)?.[1] ?? "" });
    }
  }
  return found;
}

/**
 * Type-checks `examples` as modules importing `packageName` (resolved to the
 * package's sources) and returns one line per problem, naming the example.
 */
export function checkDocExamples(testUrl: string, packageName: string, examples: DocExample[], extraTypes: string[] = []): string[] {
  const packageRoot = resolve(dirname(fileURLToPath(testUrl)), "..");
  const virtual = new Map(examples.map((example, index) => [join(packageRoot, "test", `__example_${index}.ts`), `export {};\n${example.code}`]));
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
    types: extraTypes,
    paths: { [packageName]: [join(packageRoot, "src", "index.ts")] },
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
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file !== undefined && virtual.has(diagnostic.file.fileName))
    .map((diagnostic) => {
      const index = Number(/__example_(\d+)\.ts$/.exec(diagnostic.file!.fileName)![1]);
      return `${examples[index]!.origin}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    });
}
