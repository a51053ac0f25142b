import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** docs/architecture.md, convention 1: client features do not import each other (every folder under client/features). */
const features = readdirSync(new URL("./src/client/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The one layer among them: the back office's frame and page parts (admin-shell) sit below its
 * features (admin-orders, admin-patients, ...), which may import it; it imports none of them.
 */
const ADMIN_SHELL = "admin-shell";
const mayImport = (feature, other) => other === ADMIN_SHELL && feature !== ADMIN_SHELL && feature.startsWith("admin-");
/** Another feature's files, by the alias or by a relative path out of this feature's folder. */
const featureImports = (other) => [
  `@/client/features/${other}/*`,
  ...[1, 2, 3, 4].map((up) => `${"../".repeat(up)}${other}/*`),
];
/** docs/architecture.md, convention 1: server features do not import each other either (every folder under server/features). */
const serverFeatures = readdirSync(new URL("./src/server/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [".tmp", "dist", "node_modules", "data", "test-results", "playwright-report", "src/server/db/migrations"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // The browser never imports server code (types only) and shared code imports neither side.
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "!@/server/app"],
              message: "The client may only import the AppType of the server.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/server/*", "@/client/*", "react", "node:*"] }],
    },
  },
  // A feature does not import another feature.
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: features
            .filter((f) => f !== feature && !mayImport(feature, f))
            .map((f) => ({
              group: featureImports(f),
              message:
                "Features do not import each other (the back office's may import admin-shell); move shared code down.",
            })),
        },
      ],
    },
  })),
  ...serverFeatures.map((feature) => ({
    files: [`src/server/features/${feature}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: serverFeatures
            .filter((f) => f !== feature)
            .map((f) => ({
              group: [`@/server/features/${f}/*`, `../${f}/*`],
              message: "Server features do not import each other; move shared code to server/lib, db, auth or email.",
            })),
        },
      ],
    },
  })),
  // Features never reach into the server's composition root.
  {
    files: ["src/server/{lib,db,auth,email}/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../features/*", "@/server/features/*"],
              message: "Shared server code does not import a feature.",
            },
          ],
        },
      ],
    },
  },
  // Operations queue e-mails: lib/ is below email/ and never imports it.
  {
    files: ["src/server/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../features/*", "../../features/*", "@/server/features/*"],
              message: "Shared server code does not import a feature.",
            },
            {
              group: ["../email/*", "../../email/*", "@/server/email/*"],
              message: "lib/ does not queue e-mails: the operation that calls it does (email/<name>.ts).",
            },
          ],
        },
      ],
    },
  },
  // Server code reads time through the one clock (src/server/lib/clock.ts), so tests fix it and
  // /dev/clock moves every date rule (docs/architecture.md, convention 6).
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts", "src/server/lib/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the injected clock (deps.now(), or systemTime() of lib/clock.ts), not new Date().",
        },
      ],
    },
  },
  // No source file over 300 lines (the Drizzle schema and generated migrations excepted).
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.ts", "scripts/**/*.ts"],
    ignores: ["src/server/db/schema.ts"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
