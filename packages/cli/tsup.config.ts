import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/cli.ts", "src/sim-worker.ts"],
  format: ["esm", "cjs"],
  dts: { entry: "src/index.ts", compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "node20",
  platform: "node",
});
