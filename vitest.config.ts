import { availableParallelism } from "node:os";
import { defaultServerConditions } from "vite";
import { configDefaults, defineConfig } from "vitest/config";

// One root run covers every package. Tests import sibling packages' sources
// through the "@tt/source" export condition, so nothing needs building first.
export default defineConfig({
  ssr: { resolve: { conditions: ["@tt/source", ...defaultServerConditions] } },
  resolve: { conditions: ["@tt/source"] },
  test: {
    include: ["packages/*/test/**/*.test.ts", "packages/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts", "test-support/**/*.test.ts"],
    // The fuzz suite (packages/*/test/fuzz/) runs on its own, `pnpm fuzz`, as its own CI step
    // with its own time budget; `TT_FUZZ=1` puts it back into an ordinary run.
    exclude: process.env.TT_FUZZ ? configDefaults.exclude : [...configDefaults.exclude, "packages/*/test/fuzz/**"],
    // TT_FUZZ_SEED fixes fast-check's seed for a repeatable run (see test-support/fuzz-seed.ts).
    setupFiles: process.env.TT_FUZZ ? ["test-support/fuzz-seed.ts"] : [],
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core
    // machine, which leaves a core idle most of the run. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
