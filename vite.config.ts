import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build, defineConfig, type Plugin } from "vite";

const migrationsDir = fileURLToPath(new URL("./src/server/db/migrations", import.meta.url));

/** Copies the SQL migrations (and drizzle's journal) into the server's output folder. */
function copyMigrations(): Plugin {
  return {
    name: "copy-migrations",
    apply: "build",
    async writeBundle(options) {
      if (options.dir) await cp(migrationsDir, path.join(options.dir, "migrations"), { recursive: true });
    },
  };
}

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
            brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * The server, compiled for plain Node (`vite build --ssr`): `dist/server/main.js`, with the
 * page renderer (the React app, loaded after the start) in chunks beside it, and the SQL
 * migrations copied beside them (db/client.ts finds them next to the running file).
 *
 * The server's packages are compiled in, minified, with only what it uses: loaded from
 * node_modules they were some 850 files, most of the start's time (better-auth alone brings
 * 370, Kysely included, which this server never calls). Left as imports: PGlite (it loads its
 * WebAssembly from beside its own files), the PostgreSQL and SMTP clients, and React and the
 * client's packages, which the renderer loads after the start. A source map is written beside
 * each file (`node --enable-source-maps` reads it for stack traces).
 */
const SERVER_EXTERNAL = [
  "@electric-sql/pglite",
  "pg",
  "nodemailer",
  "react",
  "react-dom",
  "react-router",
  "@tanstack/react-query",
  "radix-ui",
  "sonner",
];
const serverBuild = defineConfig({
  plugins: [react(), copyMigrations()],
  resolve: { alias },
  publicDir: false,
  ssr: { noExternal: true, external: SERVER_EXTERNAL },
  build: {
    ssr: true,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: true,
    rolldownOptions: {
      // The server, and the backup commands (decision 092), which need no development dependency.
      input: {
        main: "src/server/main.ts",
        backup: "src/server/backup/backup-command.ts",
        restore: "src/server/backup/restore-command.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});

/**
 * The islands of the public pages (decision 107): the script a page the server rendered runs,
 * `src/client/app/islands/main.tsx`, and each island's module, built beside the app's files
 * (the same `assets/`) with their own manifest, `.vite/islands-manifest.json`. The islands are the
 * app's own components, run by Preact's compatibility layer in React's place (about 10 kB gzip
 * against React DOM's 69 kB), and React Router's names given by the islands' own navigation
 * (full page loads, client/app/islands/router.tsx). No CSS: the page has the app's stylesheet.
 */
const ISLANDS_ALIAS = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL("./src/client/app/islands/router.tsx", import.meta.url)),
  },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
  { find: "@", replacement: alias["@"] },
];

function islandsBuild(): Plugin {
  let outDir = "";
  return {
    name: "islands",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the app's files are written (the first build empties the folder).
    async closeBundle(error) {
      if (error) return;
      await build({
        configFile: false,
        root: fileURLToPath(new URL(".", import.meta.url)),
        mode: "production",
        logLevel: "error",
        publicDir: false,
        plugins: [react(), precompress()],
        resolve: { alias: ISLANDS_ALIAS },
        build: {
          outDir,
          emptyOutDir: false,
          manifest: ".vite/islands-manifest.json",
          sourcemap: false,
          target: "es2022",
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { islands: "src/client/app/islands/main.tsx" } },
        },
      });
    },
  };
}

/** The browser's code: `vite build` into dist/client, one chunk per page; then the islands. */
const clientBuild = defineConfig({
  plugins: [react(), tailwindcss(), precompress(), islandsBuild()],
  resolve: { alias },
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

/** `vite build` builds the client, `vite build --ssr` the server (`npm run build` runs both). */
export default defineConfig((env) => (env.isSsrBuild ? serverBuild : clientBuild));
