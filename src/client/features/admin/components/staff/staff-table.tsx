import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";
import { ROLE_LABEL } from "@/shared/domain/roles";
import type { StaffMember } from "../../api/staff-api";
import { formatShortDate } from "../../lib/format";

/** Whether they can use the back office yet: an account opened with the e-mail, and a second factor (decisions 063, 065). */
function AccessState({ member }: { member: StaffMember }) {
  if (!member.hasAccount) return <Badge variant="warning">No account yet</Badge>;
  if (!member.twoFactorEnabled) return <Badge variant="warning">Two-factor not set up</Badge>;
  return <Badge variant="success">Active</Badge>;
}

const credentials = (m: StaffMember) => (m.gphcNumber ? `GPhC ${m.gphcNumber}${m.prescriberType ? ` · ${m.prescriberType}` : ""}` : "—");

/** The members who can use the back office, with their actions; the signed-in superintendent's own row has none. */
export function StaffTable({ members, selfEmail, onChangeRole, onRemove }: { members: StaffMember[]; selfEmail: string; onChangeRole: (m: StaffMember) => void; onRemove: (m: StaffMember) => void }) {
  return (
    <Table>
      <caption className="sr-only">Staff who can use the back office</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Registration</TableHead>
          <TableHead>Access</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((m) => {
          const self = m.email.toLowerCase() === selfEmail.toLowerCase();
          const who = m.name || m.email;
          return (
            <TableRow key={m.id}>
              <TableCell>
                <p className="font-medium">{m.name || "—"}</p>
                <p className="break-all text-zinc-600">{m.email}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap">{ROLE_LABEL[m.role]}</TableCell>
              <TableCell>{credentials(m)}</TableCell>
              <TableCell>
                <AccessState member={m} />
              </TableCell>
              <TableCell className="text-right">
                {self ? (
                  <span className="text-sm text-zinc-600">You</span>
                ) : (
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" onClick={() => onChangeRole(m)} aria-label={`Change role of ${who}`}>
                      Change role
                    </Button>
                    <Button variant="destructive" size="sm" onClick={() => onRemove(m)} aria-label={`Remove access of ${who}`}>
                      Remove access
                    </Button>
                  </div>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Those whose access was removed: kept, as the records they made name them. */
export function RemovedStaffList({ members }: { members: StaffMember[] }) {
  return (
    <ul className="divide-y divide-zinc-200">
      {members.map((m) => (
        <li key={m.id} className="grid gap-0.5 px-4 py-3 text-sm">
          <p className="font-medium">
            {m.name || m.email} <span className="font-normal text-zinc-600">· {ROLE_LABEL[m.role]}</span>
          </p>
          <p className="break-all text-zinc-600">
            {m.email} · removed {formatShortDate(m.removedAt)}
            {m.removedBy ? ` by ${m.removedBy}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
