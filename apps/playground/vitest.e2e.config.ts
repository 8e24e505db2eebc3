import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// The end-to-end tests (pnpm test:e2e): the built app served on 127.0.0.1 and played in Debian's
// chromium by playwright-core; the saved logs replayed in Node through the packages' sources.
export default defineConfig({
  ssr: { resolve: { conditions: ["@tt/source", ...defaultServerConditions] } },
  test: {
    root: import.meta.dirname,
    include: ["e2e/**/*.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
