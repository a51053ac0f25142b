import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { onAppError } from "../../app";
import { validate } from "./validate";
import { errorBody } from "../../../../tests/support/typed-api";

/** A route whose schema sets no rule for its text, as a new one might forget to. */
const app = new Hono()
  .post("/", validate("json", z.object({ note: z.string(), items: z.array(z.object({ label: z.string() })) })), (c) =>
    c.json({ ok: true }),
  )
  .onError(onAppError);
const post = (body: unknown) =>
  app.request("/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("validate", () => {
  it("refuses a control character any schema let through, naming its field, so it never reaches the database", async () => {
    const nul = await post({ note: "Hello\u0000", items: [] });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({
      error: "Invalid input",
      code: "invalid_input",
      fields: { note: "Must not contain control characters" },
    });
    const nested = await post({ note: "Hello", items: [{ label: "ok" }, { label: "a\u001bb" }] });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({
      error: "Invalid input",
      code: "invalid_input",
      fields: { "items.1.label": "Must not contain control characters" },
    });
  });

  it("leaves tabs and line breaks to each schema's own rule", async () => {
    expect((await post({ note: "One\r\n\tTwo", items: [] })).status).toBe(200);
  });

  it("still reports the schema's own messages first", async () => {
    const res = await post({ note: 1, items: [] });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields?.note).toMatch(/./);
  });
});
