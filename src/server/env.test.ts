import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

const production = {
  NODE_ENV: "production",
  APP_URL: "https://p.example",
  AUTH_SECRET: "x".repeat(32),
  SMTP_URL: "smtp://mail.p.example:587",
  BACKUP_KEY: "k".repeat(32),
};

describe("loadEnv", () => {
  it("has working defaults for development", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      APP_URL: "http://localhost:3000",
      NODE_ENV: "development",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("stops with one readable line naming the variable", () => {
    expect(() => loadEnv({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: "abc" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadEnv({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ APP_URL: "not a url" })).toThrow(/APP_URL/);
  });

  it("takes MAIL_FROM as an address, with a name if wanted, and nothing that could add a header", () => {
    expect(loadEnv({ MAIL_FROM: "The Village Pharmacy <no-reply@pharmacy.example>" }).MAIL_FROM).toBe(
      "The Village Pharmacy <no-reply@pharmacy.example>",
    );
    expect(loadEnv({ MAIL_FROM: "no-reply@pharmacy.example" }).MAIL_FROM).toBe("no-reply@pharmacy.example");
    for (const bad of ["Pharmacy", "Pharmacy <>", "a@b.co\r\nBcc: x@y.co", "Pharmacy\n <a@b.co>"]) {
      expect(() => loadEnv({ MAIL_FROM: bad }), JSON.stringify(bad)).toThrow(
        /^Invalid configuration: MAIL_FROM must be an e-mail address/,
      );
    }
  });

  it("requires AUTH_SECRET and APP_URL in production", () => {
    expect(() => loadEnv({ ...production, AUTH_SECRET: "" })).toThrow(/AUTH_SECRET is required in production/);
    expect(() => loadEnv({ ...production, APP_URL: "" })).toThrow(/APP_URL is required/);
    expect(() => loadEnv({ ...production, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must be at least 32/);
  });

  it("starts production only when it can work (decision 091): https, a mail server, a backup key", () => {
    expect(loadEnv(production).NODE_ENV).toBe("production");
    expect(() => loadEnv({ ...production, APP_URL: "http://p.example" })).toThrow(
      /^Invalid configuration: APP_URL must start with https:\/\/ in production/,
    );
    expect(() => loadEnv({ ...production, SMTP_URL: "" })).toThrow(
      /^Invalid configuration: SMTP_URL is required in production/,
    );
    expect(() => loadEnv({ ...production, BACKUP_KEY: "" })).toThrow(
      /^Invalid configuration: BACKUP_KEY is required in production/,
    );
    expect(() => loadEnv({ ...production, BACKUP_KEY: "short" })).toThrow(
      /^Invalid configuration: BACKUP_KEY must be at least 32 characters/,
    );
    // None of it is asked of development.
    expect(loadEnv({ APP_URL: "http://localhost:3000" }).BACKUP_KEY).toBeUndefined();
  });

  it("keeps backups out of DATA_DIR, which a restore needs empty", () => {
    expect(loadEnv({}).BACKUP_DIR).toBe("./backups");
    expect(() => loadEnv({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data/backups" })).toThrow(
      /^Invalid configuration: BACKUP_DIR must not be inside DATA_DIR/,
    );
    expect(() => loadEnv({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data" })).toThrow(/BACKUP_DIR/);
    expect(loadEnv({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data-backups" }).BACKUP_DIR).toBe("/srv/data-backups");
  });

  it("needs the seed admin e-mail and password together", () => {
    expect(() => loadEnv({ SEED_ADMIN_EMAIL: "a@b.co" })).toThrow(/SEED_ADMIN_PASSWORD/);
    expect(loadEnv({ SEED_ADMIN_EMAIL: "a@b.co", SEED_ADMIN_PASSWORD: "long-enough-pass" }).SEED_ADMIN_EMAIL).toBe(
      "a@b.co",
    );
  });

  it("takes Stripe only with its webhook's signing secret, and checks the three values' forms (decision 100)", () => {
    expect(loadEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
    );
    const env = loadEnv({
      STRIPE_SECRET_KEY: "sk_live_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect([env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_API_BASE]).toEqual([
      "sk_live_123",
      "whsec_abc",
      "http://127.0.0.1:12111",
    ]);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "pk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be the signing secret/,
    );
    expect(() => loadEnv({ STRIPE_API_BASE: "ftp://x" })).toThrow(/^Invalid configuration: STRIPE_API_BASE must be/);
  });

  it("treats empty values as unset and trims a trailing slash from APP_URL", () => {
    expect(loadEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ APP_URL: "https://p.example/" }).APP_URL).toBe("https://p.example");
  });
});
