import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so that the API's `@fastify/static`
 * (`preCompressed: true`) sends them without compressing per request. Files that do not shrink are skipped.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "ferry-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = fs.readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * The gate works as an installable app that starts offline (decision 031): Workbox precaches the built
 * app shell and answers page navigations with index.html; `/api` and `/uploads` are never cached or
 * answered by the service worker. The registration is a script file (`registerSW.js`), not inline, to
 * keep the CSP's own-origin scripts.
 */
const gateApp = VitePWA({
  registerType: "autoUpdate",
  injectRegister: "script",
  manifest: {
    name: "Scan Tiket Gerbang",
    short_name: "Scan Tiket",
    description: "Pemindai tiket gerbang kapal penyeberangan, tetap bekerja saat jaringan putus.",
    lang: "id",
    start_url: "/scan-tiket",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#1e3a8a",
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,woff2}"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    cleanupOutdatedCaches: true,
  },
});

/**
 * React Router 7's package exports resolve only to its development build (remix-run/react-router#14102),
 * whose route matching runs its development warnings in every render; the build uses its production one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), gateApp, precompress()],
  resolve: {
    alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" },
  },
  build: { outDir: "dist", emptyOutDir: true, assetsDir: "assets", sourcemap: false },
}));
