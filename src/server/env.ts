/**
 * The only module that reads process.env. Every variable is documented in README.md and
 * .env.example. A bad value stops the start with one line naming the variable.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    APP_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://pharmacy.example" }).optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z
      .string()
      .default("Pharmacy <no-reply@localhost>")
      // A line break would start a new header; names are one line.
      .refine((v) => !/[\r\n]/.test(v) && /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(v.trim()), {
        message: "must be an e-mail address, with a name if wanted: Pharmacy <no-reply@pharmacy.example>",
      }),
    SEED_ADMIN_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
    SEED_ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, "must be at least 12 characters").optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    // Decision 100: card payments through Stripe when a secret key is set; the manual path otherwise.
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\S+$/, "must be a Stripe secret key (sk_live_... or sk_test_...)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_\S+$/, "must be the signing secret of the Stripe webhook endpoint (whsec_...)")
        .optional(),
    ),
    // Another host for Stripe's API (a local stand-in in tests); Stripe's own when unset.
    STRIPE_API_BASE: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://127.0.0.1:12111" }).optional(),
    ),
    // The number of proxies in front of the server (0: none, the X-Forwarded-For header is
    // ignored). `true` and `false` are kept for older configurations: `true` means one.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("0")
      .refine((v) => /^(true|false|\d{1,2})?$/.test(v), {
        message: "must be the number of proxies in front of the server (0, 1, 2 ...)",
      })
      .transform((v) => (v === "true" ? 1 : v === "false" || v === "" ? 0 : Number(v))),
    // Decision 092: the key that encrypts backups (AES-256-GCM); required in production.
    BACKUP_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    // Where the server and `npm run backup` write backups; never inside DATA_DIR (a restore needs it empty).
    BACKUP_DIR: z.string().trim().min(1).default("./backups"),
    // Decision 094: the bearer token of GET /metrics; unset, /metrics is not served.
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  })
  .superRefine((env, ctx) => {
    // Decision 091: production starts only when it can work; each refusal names its variable.
    if (env.NODE_ENV === "production") {
      const refuse = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
      if (!env.AUTH_SECRET) refuse("AUTH_SECRET", "is required in production (32+ random characters)");
      if (!env.APP_URL)
        refuse("APP_URL", "is required in production (the public origin, e.g. https://pharmacy.example)");
      else if (!env.APP_URL.startsWith("https://"))
        refuse("APP_URL", "must start with https:// in production (patients' sessions and data travel over it)");
      if (!env.SMTP_URL)
        refuse("SMTP_URL", "is required in production (without a mail server no patient is told anything)");
      if (!env.BACKUP_KEY)
        refuse("BACKUP_KEY", "is required in production (32+ random characters; backups hold health data)");
    }
    if (
      path.resolve(env.BACKUP_DIR).startsWith(path.resolve(env.DATA_DIR) + path.sep) ||
      path.resolve(env.BACKUP_DIR) === path.resolve(env.DATA_DIR)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_DIR"],
        message: "must not be inside DATA_DIR (a restore needs DATA_DIR empty)",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set (the signing secret of the webhook endpoint)",
      });
    }
    if (Boolean(env.SEED_ADMIN_EMAIL) !== Boolean(env.SEED_ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.SEED_ADMIN_EMAIL ? "SEED_ADMIN_PASSWORD" : "SEED_ADMIN_EMAIL"],
        message: "SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD must be set together",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { APP_URL: string };

export class ConfigError extends Error {}

/** Loads `.env` from the working directory, if there is one; real environment variables win. */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment. Throws a ConfigError whose message is one readable line. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const env = result.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "") };
}
