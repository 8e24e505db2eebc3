import { packageConfig } from "../../tsup.base";

// @tt/internal is private and source-only: bundle it into the JavaScript and the .d.ts.
export default packageConfig({
  noExternal: ["@tt/internal"],
  dts: { resolve: ["@tt/internal"], compilerOptions: { ignoreDeprecations: "6.0" } },
});
