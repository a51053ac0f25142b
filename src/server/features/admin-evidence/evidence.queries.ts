/** What the evidence operations share (decision 077). */
import type { Employee } from "../../auth/middleware";
import type { Actor } from "../../lib/people/audit";
import { pathId } from "../../lib/http/path-id";

export const FILE_NOT_FOUND = "File not found";
export const fileIdFrom = (raw: string) => pathId(raw, FILE_NOT_FOUND);

/** Who records the evidence, and when by the server's clock. */
export interface EvidenceContext {
  actor: Actor;
  employeeId: number;
  employeeName: string;
  employee: Employee;
  now: Date;
}

export const evidenceContext = (actor: Actor, employee: Employee, now: Date): EvidenceContext => ({
  actor,
  employeeId: employee.employee_id,
  employeeName: employee.name?.trim() || actor.email,
  employee,
  now,
});
