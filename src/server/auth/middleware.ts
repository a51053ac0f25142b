import { and, eq, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { employees } from "../db/schema";
import type { AppEnv, SessionUser } from "../lib/context";

/** Reads the session cookie once per request and puts the user (or null) on the context. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
  c.set("sessionId", result?.session.id ?? null);
  await next();
});

/** 401 unless signed in. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) return c.json({ error: "No authenticated user found" }, 401);
  await next();
});

export interface Employee {
  employee_id: number;
  email: string;
  name: string | null;
}

/**
 * SPEC §6: an employee is found by user id; else by e-mail, and then the user id is written
 * onto that row. Returns null for a non-employee.
 */
export async function findEmployee(db: Db, user: SessionUser): Promise<Employee | null> {
  const cols = { employee_id: employees.employee_id, email: employees.email, name: employees.name };
  const [byId] = await db.select(cols).from(employees).where(eq(employees.user_id, user.id)).limit(1);
  if (byId) return byId;
  const [linked] = await db
    .update(employees)
    .set({ user_id: user.id })
    .where(and(sql`lower(${employees.email}) = lower(${user.email})`, isNull(employees.user_id)))
    .returning(cols);
  return linked ?? null;
}

/** 401 when signed out, 403 for a signed-in non-employee (SPEC §6). */
export const requireEmployee = createMiddleware<AppEnv & { Variables: { user: SessionUser; employee: Employee } }>(
  async (c, next) => {
    const user = c.var.user;
    if (!user) return c.json({ error: "No authenticated user found" }, 401);
    const employee = await findEmployee(c.var.deps.database.db, user);
    if (!employee) {
      return c.json({ error: "User account not found in employee records. Please contact an administrator." }, 403);
    }
    c.set("employee", employee);
    await next();
  },
);
