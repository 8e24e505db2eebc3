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
  },
});
