// The READMEs' code blocks, run as a reader would paste them (used by scripts/consumer-test.mjs,
// against the packed and installed packages).
//
// - A ```ts or ```js block is one module: it is compiled with tsc (strict, nodenext, Node's
//   types) and run with node in a folder of its own. A type error, a throw or a non-zero exit
//   fails it.
// - A comment `// → value` after a top-level statement (on its line, or alone on the next line)
//   is checked: after `expr;` or `const name = expr;` the value must equal the JavaScript
//   literal `value` (deep equality of plain data); after `console.log(...)` the printed text
//   must be `value`. Two or more spaces end the value, so a note may follow:
//   `roll.total; // → 13  (the dice above)`.
// - A ```sh block of `tt` commands (every line that is not a comment starts with `tt`) is run
//   line by line through the installed `tt` bin, with standard input closed (an interactive
//   `tt play` saves and ends), in a folder of its own with HOME and XDG_DATA_HOME pointed
//   there; each command must exit 0. Other shell blocks (installing, building from a clone,
//   scripts) are not run, and are counted as such.
// - A ```text block with `<!-- output: lines among others -->` on the line before it shows what
//   the code block above it prints: each of its lines must be a line of that output, in order.
// - `<!-- not-runnable: reason -->` on the line before a block (blank lines allowed) says the
//   block is a deliberate fragment; it is listed with its reason and not run.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const LANGUAGES = { ts: "ts", typescript: "ts", js: "js", javascript: "js", sh: "sh", bash: "sh", shell: "sh" };
const MARKER = /<!--\s*not-runnable:\s*(.*?)\s*-->/;
const OUTPUT = /<!--\s*output:\s*(.*?)\s*-->/;
const ARROW = "// →";

/** Every ```ts, ```js and ```sh block of a README, with the line its code starts on and its marker. */
export function readmeBlocks(root, readme) {
  const lines = readFileSync(join(root, readme), "utf8").split("\n");
  const blocks = [];
  for (let at = 0; at < lines.length; at++) {
    const open = /^(\s*)```\s*([\w-]*)\s*$/.exec(lines[at]);
    if (!open) continue;
    const fenceIndent = open[1].length;
    let end = at + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end++;
    const language = LANGUAGES[open[2].toLowerCase()];
    let before = at - 1;
    while (before >= 0 && lines[before].trim() === "") before--;
    const code = lines
      .slice(at + 1, end)
      .map((line) => line.slice(Math.min(fenceIndent, line.length - line.trimStart().length)))
      .join("\n");
    if (language) {
      const marker = before >= 0 ? MARKER.exec(lines[before]) : null;
      blocks.push({ readme, line: at + 2, language, code, reason: marker?.[1] });
    } else if (before >= 0 && OUTPUT.test(lines[before])) {
      const shows = blocks.findLast((block) => block.language === "ts" || block.language === "js");
      if (!shows) throw new Error(`${readme}:${at + 1}: an output block with no code block above it`);
      shows.output = [...(shows.output ?? []), { line: at + 2, lines: code.split("\n").filter((line) => line.trim() !== "") }];
    }
    at = end;
  }
  return blocks;
}

/**
 * Compiles and runs the blocks in `app` (a project where the packages are installed) and
 * returns what happened: report lines, failures, counts.
 */
export function runReadmeBlocks(blocks, { app, work, tsc, bin }) {
  const dir = join(app, "readme");
  const out = join(dir, "out");
  mkdirSync(out, { recursive: true });
  const report = { lines: [], failures: [], ran: 0, failed: 0, ts: 0, sh: 0, commands: 0, checked: 0, marked: [], skipped: 0 };
  const where = (block, offset = 0) => `${block.readme}:${block.line + offset}`;
  const fail = (block, message) => report.failures.push({ name: `README block ${where(block)} (${block.language})`, message });

  const code = blocks.filter((block) => block.reason === undefined && block.language !== "sh");
  const files = new Map();
  for (const [index, block] of code.entries()) {
    const name = `${block.readme.replace(/[^a-z0-9]+/gi, "-").replace(/-md$/, "")}-${block.line}-${index}.${block.language === "js" ? "js" : "ts"}`;
    let source;
    try {
      source = instrument(block);
    } catch (error) {
      fail(block, error.message);
      continue;
    }
    writeFileSync(join(dir, name), source.text);
    files.set(name, { block, checks: source.checks });
  }
  writeFileSync(join(dir, "readme-check.d.ts"), CHECK_TYPES);
  writeFileSync(join(out, "readme-check.js"), CHECK_RUNTIME);
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          module: "nodenext",
          moduleResolution: "nodenext",
          lib: ["ES2022"],
          types: ["node"],
          strict: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: true,
          moduleDetection: "force",
          allowJs: true,
          checkJs: false,
          outDir: "out",
          rootDir: ".",
          noEmitOnError: false,
        },
        files: [...files.keys()],
      },
      null,
      2,
    ),
  );
  // One compile for every block: type errors are mapped back to README lines.
  const typeErrors = new Map();
  if (files.size > 0) {
    const compiled = spawnSync("node", [tsc, "-p", "tsconfig.json", "--pretty", "false"], { cwd: dir, encoding: "utf8" });
    for (const line of `${compiled.stdout}${compiled.stderr}`.split("\n")) {
      const match = /^([^(]+)\((\d+),(\d+)\): (error .*)$/.exec(line.trim());
      if (!match || !files.has(match[1])) {
        if (line.trim() !== "" && compiled.status !== 0 && !match) typeErrors.set("(tsc)", [...(typeErrors.get("(tsc)") ?? []), line.trim()]);
        continue;
      }
      const { block } = files.get(match[1]);
      typeErrors.set(match[1], [...(typeErrors.get(match[1]) ?? []), `${where(block, Number(match[2]) - 1)}:${match[3]}: ${match[4]}`]);
    }
    if (typeErrors.has("(tsc)")) report.failures.push({ name: "README blocks: tsc", message: typeErrors.get("(tsc)").join("\n") });
  }

  const env = (folder) => ({
    ...process.env,
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    HOME: folder,
    XDG_DATA_HOME: join(folder, ".local", "share"),
    XDG_CONFIG_HOME: join(folder, ".config"),
    PATH: `${bin}:${process.env.PATH}`,
  });

  for (const block of blocks) {
    if (block.reason !== undefined) {
      report.marked.push({ where: where(block), reason: block.reason });
      report.lines.push(`marked  ${where(block)} (${block.language}): not runnable: ${block.reason}`);
      continue;
    }
    const folder = join(work, "runs", `${block.readme.replace(/[^a-z0-9]+/gi, "-")}-${block.line}`);
    mkdirSync(folder, { recursive: true });
    if (block.language === "sh") {
      const commands = shellCommands(block.code);
      if (commands.length === 0 || !commands.every((command) => /^tt(\s|$)/.test(command.text))) {
        report.skipped++;
        report.lines.push(`skip    ${where(block)} (sh): not a block of tt commands`);
        continue;
      }
      const problems = [];
      for (const command of commands) {
        const result = spawnSync("bash", ["-c", command.text], { cwd: folder, env: env(folder), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 300_000 });
        if (result.status !== 0) {
          problems.push(`${where(block, command.offset)}: \`${command.text}\` exited with ${result.status ?? result.signal ?? result.error?.message}\n${tailOf(`${result.stdout}\n${result.stderr}`)}`);
        }
      }
      report.ran++;
      report.sh++;
      report.commands += commands.length;
      if (problems.length > 0) {
        fail(block, problems.join("\n"));
        report.failed++;
      }
      report.lines.push(`${problems.length > 0 ? "FAIL" : "ran "}    ${where(block)} (sh): ${commands.map((command) => command.text.replace(/\s+#.*$/, "")).join(" · ")}`);
      continue;
    }
    const name = [...files.entries()].find(([, entry]) => entry.block === block)?.[0];
    if (name === undefined) continue; // could not be instrumented: already failed
    const { checks } = files.get(name);
    const errors = typeErrors.get(name) ?? [];
    const result = spawnSync("node", [join(out, name.replace(/\.ts$/, ".js"))], { cwd: folder, env: env(folder), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 300_000 });
    const mismatches = (result.stderr ?? "")
      .split("\n")
      .filter((line) => line.startsWith("README-CHECK FAIL "))
      .map((line) => line.slice("README-CHECK FAIL ".length).replaceAll("\\n", "\n"));
    const problems = [...errors.map((error) => `type error: ${error}`), ...mismatches];
    const printed = (result.stdout ?? "").split("\n");
    for (const shown of block.output ?? []) {
      let from = 0;
      for (const [offset, line] of shown.lines.entries()) {
        const found = printed.indexOf(line, from);
        if (found < 0) {
          problems.push(`${block.readme}:${shown.line + offset}: the README shows the line \`${line}\`, which the code above does not print${printed.includes(line) ? " in this order" : ""}`);
          break;
        }
        from = found + 1;
      }
    }
    const shownLines = (block.output ?? []).reduce((sum, shown) => sum + shown.lines.length, 0);
    if (result.status !== 0 && mismatches.length === 0) {
      problems.push(`exited with ${result.status ?? result.signal ?? result.error?.message}\n${tailOf(`${result.stdout}\n${result.stderr}`)}`);
    }
    report.ran++;
    report.ts++;
    report.checked += checks + shownLines;
    if (problems.length > 0) {
      fail(block, problems.join("\n"));
      report.failed++;
    }
    report.lines.push(
      `${problems.length > 0 ? "FAIL" : "ran "}    ${where(block)} (${block.language}${checks > 0 ? `, ${checks} value${checks === 1 ? "" : "s"} checked` : ""}${shownLines > 0 ? `, ${shownLines} printed line${shownLines === 1 ? "" : "s"} checked` : ""})`,
    );
  }
  return report;
}

function tailOf(text, lines = 25) {
  const all = text.trimEnd().split("\n");
  return (all.length > lines ? all.slice(-lines) : all).map((line) => `    ${line}`).join("\n");
}

/** The commands of a shell block: continuation lines joined, comment lines dropped, with each one's line offset. */
function shellCommands(code) {
  const commands = [];
  const lines = code.split("\n");
  for (let at = 0; at < lines.length; at++) {
    let text = lines[at].trim();
    const offset = at;
    while (text.endsWith("\\") && at + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++at].trim()}`;
    text = text.replace(/^\$\s+/, "");
    if (text === "" || text.startsWith("#")) continue;
    commands.push({ text, offset });
  }
  return commands;
}

/**
 * The block's code with every `// → value` turned into a check, line for line (so compiler
 * errors keep their line numbers), and the import of the checks on the first line.
 */
function instrument(block) {
  const text = block.code;
  const file = ts.createSourceFile("block.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (position) => file.getLineAndCharacterOfPosition(position).line;
  const arrows = [];
  for (const [index, line] of text.split("\n").entries()) {
    const at = line.indexOf(ARROW);
    if (at >= 0) arrows.push({ line: index, comment: line.slice(at + ARROW.length), alone: line.slice(0, at).trim() === "" });
  }
  const edits = [];
  for (const arrow of arrows) {
    const expected = arrow.comment.trim().split(/\s{2,}/)[0];
    if (expected === "") throw new Error(`${block.readme}:${block.line + arrow.line}: a \`// →\` comment with no value after it`);
    // The top-level statement the comment belongs to: the one ending on its line, or for a
    // comment alone on its line, the one ending on the line above.
    const target = arrow.alone ? arrow.line - 1 : arrow.line;
    const statement = file.statements.find((candidate) => lineOf(candidate.end) === target);
    if (!statement) throw new Error(`${block.readme}:${block.line + arrow.line}: a \`// →\` comment after no top-level statement the test can check`);
    const where = JSON.stringify(`${block.readme}:${block.line + arrow.line}`);
    const value = JSON.stringify(expected);
    if (ts.isExpressionStatement(statement)) {
      const expression = statement.expression;
      const isLog = ts.isCallExpression(expression) && expression.expression.getText(file) === "console.log";
      const inner = expression.getText(file);
      edits.push({
        start: statement.getStart(file),
        end: statement.end,
        text: isLog ? `__printed(${value}, ${where}, () => ${inner});` : `__equals(${inner}, ${value}, ${where});`,
      });
    } else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1 && ts.isIdentifier(statement.declarationList.declarations[0].name)) {
      const name = statement.declarationList.declarations[0].name.text;
      edits.push({ start: statement.end, end: statement.end, text: ` __equals(${name}, ${value}, ${where});` });
    } else {
      throw new Error(`${block.readme}:${block.line + arrow.line}: a \`// →\` comment after a statement that is neither an expression nor one \`const\``);
    }
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  const prelude = edits.length > 0 ? 'import { __equals, __printed } from "./readme-check.js"; ' : "";
  return { text: prelude + out, checks: edits.length };
}

const CHECK_TYPES = `/** Checks that a README's \`// → value\` holds (see scripts/readme-blocks.mjs). */
export declare function __equals(actual: unknown, expected: string, where: string): void;
/** Runs \`print\` (a console.log) and checks it printed \`expected\`. */
export declare function __printed(expected: string, where: string, print: () => void): void;
`;

const CHECK_RUNTIME = `import { format } from "node:util";

function canonical(value) {
  return JSON.stringify(value, (key, inner) => {
    if (typeof inner === "bigint") return inner.toString() + "n";
    if (inner === undefined) return "(undefined)";
    if (Object.is(inner, -0)) return 0;
    if (inner && typeof inner === "object" && !Array.isArray(inner)) {
      return Object.fromEntries(Object.keys(inner).sort().map((name) => [name, inner[name]]));
    }
    return inner;
  });
}

function report(where, message) {
  process.exitCode = 1;
  process.stderr.write("README-CHECK FAIL " + where + ": " + message.replaceAll("\\n", "\\\\n") + "\\n");
}

export function __equals(actual, expected, where) {
  let wanted;
  try {
    wanted = new Function("return (" + expected + ");")();
  } catch (error) {
    report(where, "the README's value \`" + expected + "\` is not a JavaScript value: " + error.message);
    return;
  }
  if (canonical(actual) !== canonical(wanted)) report(where, "the README says \`" + expected + "\`, the code gives " + format("%o", actual));
}

export function __printed(expected, where, print) {
  const original = console.log;
  let printed = "";
  console.log = (...args) => {
    printed += format(...args) + "\\n";
  };
  try {
    print();
  } finally {
    console.log = original;
  }
  process.stdout.write(printed);
  if (printed.trimEnd() !== expected.trimEnd()) report(where, "the README says it prints \`" + expected + "\`, it printed \`" + printed.trimEnd() + "\`");
}
`;
