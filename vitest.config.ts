import { availableParallelism } from "node:os";
import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// One root run covers every package. Tests import sibling packages' sources
// through the "@tt/source" export condition, so nothing needs building first.
export default defineConfig({
  ssr: { resolve: { conditions: ["@tt/source", ...defaultServerConditions] } },
  resolve: { conditions: ["@tt/source"] },
  test: {
    include: ["packages/*/test/**/*.test.ts", "packages/*/src/**/*.test.ts", "test-support/**/*.test.ts"],
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core
    // machine, which leaves a core idle most of the run. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
