import { describe, expect, it } from "vitest";
import { checkDocExamples, docExamples } from "../../../test-support/doc-examples";

// @tt/internal is documented where users meet it: @tt/engine re-exports its public pieces,
// so its examples import "@tt/engine" and are checked against the engine's sources.
describe("TSDoc examples", () => {
  it("every @example in src/ is a ```ts block that type-checks against @tt/engine", () => {
    const examples = docExamples(import.meta.url);
    expect(examples.length).toBeGreaterThan(5);
    for (const example of examples) expect(example.code, `${example.origin} has no \`\`\`ts block`).not.toBe("");
    const engineTest = new URL("../../engine/test/doc-examples.test.ts", import.meta.url).href;
    expect(checkDocExamples(engineTest, "@tt/engine", examples, [])).toEqual([]);
  }, 120_000);
});
