import { packageConfig } from "../../tsup.base";

export default packageConfig({
  entry: ["src/index.ts", "src/cli.ts", "src/sim-worker.ts"],
  dts: { entry: "src/index.ts", compilerOptions: { ignoreDeprecations: "6.0" } },
  format: ["esm"],
  target: "node20",
  platform: "node",
});
