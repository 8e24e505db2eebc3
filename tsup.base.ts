import { defineConfig, type Options } from "tsup";

/**
 * The build every @tt package shares: ESM + CJS + .d.ts from src/index.ts, for
 * browsers and Node alike. A package passes only what differs (the CLI's extra
 * entries and its Node platform).
 */
export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    // TypeScript 6 deprecates options tsup's .d.ts step still sets (TS5101).
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "neutral",
    ...overrides,
  });
}
