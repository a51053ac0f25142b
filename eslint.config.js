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
/**
 * docs/architecture.md, convention 1: server features do not import each other either (every
 * folder under server/features), from a feature's root or from its subject folders a level down.
 */
const serverFeatures = readdirSync(new URL("./src/server/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Date helpers whose only argument is the date they work on (shared/domain/dates.ts and the
 * schemas built on a day), and those whose second argument is: none may be called without it.
 */
const DATE_ONLY_HELPERS = ["isoToday", "todayIso", "basicInfoSchemaOn", "adminPatientUpdateSchemaOn"];
const DATE_SECOND_HELPERS = ["ageOn", "checkEligibility", "daysSince", "daysBefore", "daysUntil", "expiryError"];

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
              group: [`@/server/features/${f}/*`, `../${f}/*`, `../../${f}/*`],
              message: "Server features do not import each other; move shared code to server/lib, db, auth or email.",
            })),
        },
      ],
    },
  })),
  // Features never reach into the server's composition root (email/<subject>/ is a level deeper).
  {
    files: ["src/server/{lib,db,auth,email}/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../features/*", "../../features/*", "@/server/features/*"],
              message: "Shared server code does not import a feature.",
            },
          ],
        },
      ],
    },
  },
  // Operations queue e-mails: lib/ (its subject folders, lib/<subject>/) is below email/ and never imports it.
  {
    files: ["src/server/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../features/*", "../../../features/*", "@/server/features/*"],
              message: "Shared server code does not import a feature.",
            },
            {
              group: ["../../email/*", "../../../email/*", "@/server/email/*"],
              message: "lib/ does not queue e-mails: the operation that calls it does (email/<subject>/<name>.ts).",
            },
          ],
        },
      ],
    },
  },
  // Shared and server code read the time from their caller, and the server through its one clock
  // (src/server/lib/time/clock.ts), so tests fix it and /dev/clock moves every date rule
  // (docs/architecture.md, convention 6). The date helpers take their date as a required
  // argument; a call without it is refused here as well as by the type checker.
  {
    files: ["src/server/**/*.ts", "src/shared/**/*.ts"],
    ignores: ["src/**/*.test.ts", "src/server/lib/time/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Take the time from the caller (deps.now(), or systemTime() of lib/time/clock.ts), not new Date().",
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: "Take the time from the caller (deps.now(), or systemTime() of lib/time/clock.ts), not Date.now().",
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: "Date() is the system's time as text: take the time from the caller.",
        },
        {
          selector: `CallExpression[callee.name=/^(${DATE_ONLY_HELPERS.join("|")})$/][arguments.length=0]`,
          message: "A date helper takes the date it works on: pass deps.now() (or the caller's date).",
        },
        {
          selector: `CallExpression[callee.name=/^(${DATE_SECOND_HELPERS.join("|")})$/][arguments.length<2]`,
          message: "A date helper takes the date it works on: pass deps.now() (or the caller's date).",
        },
      ],
    },
  },
  // No source file over 300 lines as a reader counts them, blank and comment lines included (the
  // Drizzle schema and generated migrations excepted).
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.ts", "scripts/**/*.ts"],
    ignores: ["src/server/db/schema.ts"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
