import preact from "@preact/preset-vite";
import { defineConfig } from "vite";

// The app imports the packages by name ("@tt/syndrome"), exactly as an npm user would. In the
// workspace the "@tt/source" export condition points those names at the packages' sources, so the
// app builds without building the packages first; their published builds resolve the same names.
export default defineConfig({
  base: "./",
  plugins: [preact()],
  resolve: { conditions: ["@tt/source", "module", "browser", "development|production"] },
  worker: { format: "es" },
  build: { target: "es2022", manifest: true, reportCompressedSize: true, chunkSizeWarningLimit: 800 },
  preview: { host: "127.0.0.1" },
});
