import { describe, expect, it } from "vitest";
import { checkDocExamples, docExamples } from "../../../test-support/doc-examples";

describe("TSDoc examples", () => {
  it("every @example in src/ is a ```ts block that type-checks against @tt/sherwood", () => {
    const examples = docExamples(import.meta.url);
    expect(examples.length).toBeGreaterThan(40);
    for (const example of examples) expect(example.code, `${example.origin} has no \`\`\`ts block`).not.toBe("");
    expect(checkDocExamples(import.meta.url, "@tt/sherwood", examples, [])).toEqual([]);
  }, 120_000);
});
