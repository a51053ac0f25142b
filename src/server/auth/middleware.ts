import { and, eq, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { EMAIL_CONFIRMATION_MESSAGES } from "@/shared/domain/people/email-confirmation";
import { isPrescriber, PRESCRIBER_ONLY_MESSAGE, SUPERINTENDENT_ONLY_MESSAGE } from "@/shared/domain/people/roles";
import { employees } from "../db/schema";
import { AppError } from "../lib/http/app-error";
import { staffName } from "../lib/people/staff-name";
import { keepStaffSession } from "./staff-sessions";
import { systemTime } from "../lib/time/clock";
import type { AppEnv, Ctx, Employee, SessionUser, StaffCtx } from "../deps";

/** Reads the session cookie once per request and puts the user (or null) on the context. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  let result = await auth.api.getSession({ headers: c.req.raw.headers });
  // Decision 065: a staff session past 12 hours, or idle for 30 minutes, has ended. Measured on
  // the clock the auth library stamps sessions with (the system's), not the clinical clock,
  // which tests fix and /dev/clock shifts by days.
  if (result && !(await keepStaffSession(c.var.deps.database.db, result.session, systemTime()))) result = null;
  c.set(
    "user",
    result
      ? {
          id: result.user.id,
          email: result.user.email,
          name: result.user.name,
          emailVerified: result.user.emailVerified,
          twoFactorEnabled: result.user.twoFactorEnabled === true,
        }
      : null,
  );
  c.set("sessionId", result?.session.id ?? null);
  await next();
});

const NOT_SIGNED_IN_MESSAGE = "No authenticated user found";

/** The context of a route behind requireUser: `c.var.ctx` names the signed-in person. */
export type UserEnv = AppEnv & { Variables: { user: SessionUser; ctx: Ctx } };

/** 401 unless signed in; then the request context names who asks. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  c.set("ctx", { ...c.var.ctx, actor: { userId: user.id, email: user.email, name: user.name } });
  await next();
});

export type { Employee };

export const TWO_FACTOR_REQUIRED_MESSAGE = "Set up two-factor authentication to use the back office.";

export const NOT_AN_EMPLOYEE_MESSAGE = "User account not found in employee records. Please contact an administrator.";

export type EmployeeAccess =
  | { employee: Employee }
  /** `emailUnconfirmed`: the e-mail is an unlinked employee row's, but the account has not confirmed it. */
  | { employee: null; emailUnconfirmed: boolean };

/**
 * docs/spec.md §6: an employee is found by user id; else by e-mail, and then the user id is written
 * onto that row. Decision 063: only for a confirmed address, since anyone can open an account
 * with a staff member's address before they do; an unconfirmed one is refused and nothing is
 * written.
 */
export async function findEmployee(db: Db, user: SessionUser): Promise<EmployeeAccess> {
  const cols = {
    employee_id: employees.employee_id,
    email: employees.email,
    name: employees.name,
    role: employees.role,
    gphc_number: employees.gphc_number,
    prescriber_type: employees.prescriber_type,
    prescriber_regulator: employees.prescriber_regulator,
    prescriber_number: employees.prescriber_number,
    registration: employees.registration,
    accredited_checker: employees.accredited_checker,
  };
  // An employee whose access the superintendent removed is no employee any more (the row stays).
  const [byId] = await db
    .select(cols)
    .from(employees)
    .where(and(eq(employees.user_id, user.id), isNull(employees.removed_at)))
    .limit(1);
  if (byId) return { employee: byId };
  const unlinkedWithEmail = and(
    sql`lower(${employees.email}) = lower(${user.email})`,
    isNull(employees.user_id),
    isNull(employees.removed_at),
  );
  if (!user.emailVerified) {
    const [waiting] = await db
      .select({ employee_id: employees.employee_id })
      .from(employees)
      .where(unlinkedWithEmail)
      .limit(1);
    return { employee: null, emailUnconfirmed: Boolean(waiting) };
  }
  const [linked] = await db.update(employees).set({ user_id: user.id }).where(unlinkedWithEmail).returning(cols);
  return linked ? { employee: linked } : { employee: null, emailUnconfirmed: false };
}

/** 401 when signed out, 403 for a signed-in non-employee (docs/spec.md §6) or an unconfirmed staff address. */
/** The context of a route behind requireEmployee. */
export type EmployeeEnv = AppEnv & { Variables: { user: SessionUser; employee: Employee; ctx: StaffCtx } };

export const requireEmployee = createMiddleware<EmployeeEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  const access = await findEmployee(c.var.deps.database.db, user);
  if (!access.employee) {
    throw new AppError(
      "forbidden",
      access.emailUnconfirmed ? EMAIL_CONFIRMATION_MESSAGES.staffUnconfirmed : NOT_AN_EMPLOYEE_MESSAGE,
    );
  }
  // Decision 065: no back office without the second factor, whatever the role.
  if (!user.twoFactorEnabled) throw new AppError("forbidden", TWO_FACTOR_REQUIRED_MESSAGE);
  c.set("employee", access.employee);
  const actor = { userId: user.id, email: user.email, name: staffName({ user, employee: access.employee }) };
  c.set("ctx", { ...c.var.ctx, actor, employee: access.employee });
  await next();
});

/**
 * 403 unless the employee (behind requireEmployee) has one of `roles`; a prescriber's check
 * lets the superintendent through too.
 */
export function requireRole(
  role: "prescriber" | "superintendent",
  message = role === "prescriber" ? PRESCRIBER_ONLY_MESSAGE : SUPERINTENDENT_ONLY_MESSAGE,
) {
  return createMiddleware<EmployeeEnv>(async (c, next) => {
    const ok = role === "prescriber" ? isPrescriber(c.var.employee.role) : c.var.employee.role === "superintendent";
    if (!ok) throw new AppError("forbidden", message);
    await next();
  });
}
