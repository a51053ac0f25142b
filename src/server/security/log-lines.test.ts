/**
 * The log cannot be forged and holds no secret and no health data: every line is one JSON
 * object, a value a visitor sends (in a path, a header or a body) never starts a line of its own,
 * and a whole patient journey leaves no password, token, cookie, address or answer in any line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allAnswers, basicBody, safetyBody, shippingBody } from "../../../tests/support/patient-bodies";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FORGED = '{"level":"fatal","msg":"forged"}';

function parsedLines(lines: string[]) {
  return lines.map((line) => {
    // One write, one line: the only newline is the one that ends it.
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1)).not.toMatch(/[\r\n]/);
    return JSON.parse(line) as Record<string, unknown>;
  });
}

describe("the server log", () => {
  it("writes each request as one JSON line with a request id, also returned in X-Request-Id", async () => {
    const before = t.logLines.length;
    const res = await t.client().get("/api/health");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = parsedLines(t.logLines.slice(before));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "info",
        msg: "request",
        reqId: id,
        method: "GET",
        path: "/api/health",
        status: 200,
      }),
    );
  });

  it("never lets a value from a path, a header or a body start a line of its own", async () => {
    const before = t.logLines.length;
    const c = t.client();
    await c.get(`/api/no-such%0A${encodeURIComponent(FORGED)}`);
    await c.get(`/api/no-such%0D%0A${encodeURIComponent(FORGED)}`);
    await c.get("/api/health", { "x-request-id": `abc ${FORGED}` });
    await c.post("/api/contact", { name: `Eve\n${FORGED}`, email: "eve@example.com", message: `Hi\n${FORGED}` });
    await c.post("/api/auth/sign-in/email", { email: `eve\n${FORGED}@example.com`, password: `x\n${FORGED}` });
    await c.post("/api/auth/request-password-reset", { email: `eve@example.com\n${FORGED}`, redirectTo: "/" });
    const lines = parsedLines(t.logLines.slice(before));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) {
      expect(line.level).not.toBe("fatal");
      expect(line.msg).not.toBe("forged");
    }
    // A request id that is not a plain token is replaced, not echoed.
    expect(lines.map((l) => l.reqId)).not.toContain(`abc ${FORGED}`);
  });

  it("holds no password, token, cookie, e-mail address, name, address or health answer after a whole journey", async () => {
    const before = t.logLines.length;
    const password = "journey-password-9137";
    const p = t.client();
    const { email } = await p.signUp(`journey-${Date.now()}@example.com`, password);
    await p.signIn(email, password);
    const answer = "Hidden diagnosis text 5521";
    expect(
      (
        await p.put(
          "/api/patient/basic",
          basicBody({ email, firstName: "Winifred", lastName: "Quarrington", address1: "77 Secretive Lane" }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await p.put(
          "/api/patient/safety",
          safetyBody({
            answers: allAnswers({ answer: "no", details: "" }),
            diabetes: { isDiabetic: "yes", type: "type2", details: answer },
          }),
        )
      ).status,
    ).toBe(200);
    expect((await p.post("/api/patient/dose", {})).status).toBe(200);
    expect((await p.put("/api/patient/shipping", shippingBody())).status).toBe(200);
    expect((await p.post("/api/patient/complete", {})).status).toBe(200);
    const staff = await t.employee();
    const list = await (await staff.api.admin.patients.$get({ query: { search: "Quarrington" } })).json();
    await staff.get(`/api/admin/patients/${list.data[0]!.patient_id}`);
    await p.post("/api/auth/request-password-reset", { email, redirectTo: "/" });
    await p.post("/api/auth/sign-out", {});

    const text = t.logLines.slice(before).join("");
    parsedLines(t.logLines.slice(before));
    const cookieValues = [...p.cookie.split("; "), ...staff.cookie.split("; ")]
      .map((pair) => pair.split("=")[1])
      .filter((v): v is string => Boolean(v));
    for (const secret of [
      password,
      email,
      "Winifred",
      "Quarrington",
      "Secretive",
      answer,
      "07700",
      ...cookieValues.map(decodeURIComponent),
    ]) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
    expect(text).not.toMatch(/token=/);
  });
});
