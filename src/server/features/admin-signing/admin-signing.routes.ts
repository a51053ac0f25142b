import { Hono } from "hono";
import { signingPinSchema } from "@/shared/schemas/people/staff";
import type { EmployeeEnv } from "../../auth/middleware";
import { validate } from "../../lib/http/validate";
import { signingKeyOf } from "./get-signing-key";
import { setSigningPin } from "./set-signing-pin";

/** /api/admin/signing-key: a prescriber's own signing PIN and key (decision 118). Mounted behind requireEmployee (app.ts). */
export const adminSigningRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json(await signingKeyOf(c.var.ctx)))
  .post("/", validate("json", signingPinSchema), async (c) =>
    c.json(
      await setSigningPin(c.var.ctx, { ...c.req.valid("json"), auth: c.var.deps.auth, headers: c.req.raw.headers }),
    ),
  );
