import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz copy beside every built text asset. The server sends the copy the
 * browser accepts (serveStatic `precompressed`), so visitors download compressed files without
 * the server compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(dir, file);
          const data = await readFile(target);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2022",
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|hono|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": "http://localhost:3001", "/dev": "http://localhost:3001" },
  },
});
