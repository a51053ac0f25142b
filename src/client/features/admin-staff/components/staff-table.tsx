import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";
import { REGISTRATION_LABEL, ROLE_LABEL } from "@/shared/domain/people/roles";
import type { StaffMember } from "../api/staff-api";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";

/** Whether they can use the back office yet: an account opened with the e-mail, and a second factor (decisions 063, 065). */
function AccessState({ member }: { member: StaffMember }) {
  if (!member.hasAccount)
    return (
      <Badge variant="warning" className="w-fit">
        No account yet
      </Badge>
    );
  if (!member.twoFactorEnabled)
    return (
      <Badge variant="warning" className="w-fit">
        Two-factor not set up
      </Badge>
    );
  return (
    <Badge variant="success" className="w-fit">
      Active
    </Badge>
  );
}

/** Decisions 117, 119: the registration (and accredited checking), the GPhC number, a prescriber's type and register. */
const credentials = (m: StaffMember) =>
  [
    m.registration === "none" ? "No registration" : REGISTRATION_LABEL[m.registration],
    m.accreditedChecker ? "accredited checking technician" : null,
    m.gphcNumber ? `GPhC ${m.gphcNumber}` : null,
    m.prescriberType || null,
    // Decision 119: a prescriber on another register is named by its number.
    m.prescriberNumber ? `${m.prescriberRegulator} ${m.prescriberNumber}` : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** A prescriber's signing key, its public half (decision 118): what their electronic signatures verify against. */
function SigningKey({ member }: { member: StaffMember }) {
  if (!member.signingKey) return null;
  return <p className="break-all font-mono text-xs text-zinc-600">Signing key {member.signingKey}</p>;
}

type Handler = (m: StaffMember) => void;
interface TableProps {
  members: StaffMember[];
  selfEmail: string;
  onChangeRole: Handler;
  onRemove: Handler;
  onEditDetails: Handler;
  onResetTwoFactor: Handler;
}
type ActionProps = Pick<TableProps, "onChangeRole" | "onRemove" | "onEditDetails" | "onResetTwoFactor">;

/** A member's actions; on the signed-in superintendent's own row, only their details. */
function Actions({ member, self, ...on }: { member: StaffMember; self: boolean } & ActionProps) {
  const who = member.name || member.email;
  const details = (
    <Button variant="outline" size="sm" onClick={() => on.onEditDetails(member)} aria-label={`Edit details of ${who}`}>
      Edit details
    </Button>
  );
  if (self)
    return (
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <span className="text-sm text-zinc-600">You</span>
        {details}
      </div>
    );
  const { onChangeRole, onRemove } = on;
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {details}
      <Button variant="outline" size="sm" onClick={() => onChangeRole(member)} aria-label={`Change role of ${who}`}>
        Change role
      </Button>
      {member.twoFactorEnabled && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => on.onResetTwoFactor(member)}
          aria-label={`Reset two-factor of ${who}`}
        >
          Reset two-factor
        </Button>
      )}
      <Button variant="destructive" size="sm" onClick={() => onRemove(member)} aria-label={`Remove access of ${who}`}>
        Remove access
      </Button>
    </div>
  );
}

/** The members who can use the back office: a list on a phone, a table from medium screens up. */
export function StaffTable({ members, selfEmail, ...on }: TableProps) {
  const isSelf = (m: StaffMember) => m.email.toLowerCase() === selfEmail.toLowerCase();
  return (
    <>
      <ul className="divide-y divide-zinc-200 md:hidden" aria-label="Staff who can use the back office">
        {members.map((m) => (
          <li key={m.id} className="grid gap-2 p-4">
            <div className="min-w-0">
              <p className="font-medium">{m.name || "—"}</p>
              <p className="break-all text-sm text-zinc-600">{m.email}</p>
            </div>
            <p className="text-sm">
              {ROLE_LABEL[m.role]} · {credentials(m)}
            </p>
            <SigningKey member={m} />
            <AccessState member={m} />
            <Actions member={m} self={isSelf(m)} {...on} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
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
            {members.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <p className="font-medium">{m.name || "—"}</p>
                  <p className="break-all text-zinc-600">{m.email}</p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{ROLE_LABEL[m.role]}</TableCell>
                <TableCell>
                  {credentials(m)}
                  <SigningKey member={m} />
                </TableCell>
                <TableCell>
                  <AccessState member={m} />
                </TableCell>
                <TableCell className="text-right">
                  <Actions member={m} self={isSelf(m)} {...on} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
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
