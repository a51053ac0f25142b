import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = ["public", "auth", "patient-form", "admin"];

export default tseslint.config(
  { ignores: ["dist", ".tmp", "node_modules", "data", "test-results", "playwright-report", "src/server/db/migrations"] },
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
        { patterns: [{ group: ["@/server/*", "!@/server/app"], message: "The client may only import the AppType of the server.", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/server/*", "@/client/*", "react", "node:*"] }],
    },
  },
  // ARCHITECTURE §1: a feature does not import another feature.
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: features
            .filter((f) => f !== feature)
            .map((f) => ({ group: [`@/client/features/${f}/*`], message: "Features do not import each other; move shared code down." })),
        },
      ],
    },
  })),
);
