import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

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
    expect(() => loadEnv({ NODE_ENV: "production", APP_URL: "https://p.example" })).toThrow(
      /AUTH_SECRET is required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toThrow(/APP_URL is required/);
    expect(() => loadEnv({ NODE_ENV: "production", APP_URL: "https://p.example", AUTH_SECRET: "short" })).toThrow(
      /AUTH_SECRET must be at least 32/,
    );
  });

  it("needs the seed admin e-mail and password together", () => {
    expect(() => loadEnv({ SEED_ADMIN_EMAIL: "a@b.co" })).toThrow(/SEED_ADMIN_PASSWORD/);
    expect(loadEnv({ SEED_ADMIN_EMAIL: "a@b.co", SEED_ADMIN_PASSWORD: "long-enough-pass" }).SEED_ADMIN_EMAIL).toBe(
      "a@b.co",
    );
  });

  it("treats empty values as unset and trims a trailing slash from APP_URL", () => {
    expect(loadEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ APP_URL: "https://p.example/" }).APP_URL).toBe("https://p.example");
  });
});
