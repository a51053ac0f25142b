import { ShieldAlert, UserPlus } from "lucide-react";
import { useState } from "react";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useSession } from "@/client/lib/session";
import { SUPERINTENDENT_ROLE } from "@/shared/domain/people/roles";
import { type StaffMember, useStaff } from "../api/staff-api";
import { AddStaffDialog } from "../components/add-staff-dialog";
import { ChangeRoleDialog } from "../components/change-role-dialog";
import { EditDetailsDialog } from "../components/edit-details-dialog";
import { RemoveAccessDialog, ResetTwoFactorDialog } from "../components/member-confirm-dialogs";
import { RemovedStaffList, StaffTable } from "../components/staff-table";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";

/**
 * /admin/staff (decision 022): the superintendent adds staff, edits their details, changes their
 * roles, resets a lost second factor (decision 093) and removes access.
 */
export default function StaffPage() {
  const session = useSession();
  const allowed = session.role === SUPERINTENDENT_ROLE;
  const staff = useStaff(allowed);
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);

  if (!allowed) {
    return (
      <Page title="Staff" className="max-w-3xl py-10">
        <h1 className="text-2xl font-bold sm:text-3xl">Staff</h1>
        <div
          role="note"
          className="mt-6 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            Only the superintendent pharmacist can manage staff. Ask them to add a colleague, change a role or remove
            access.
          </p>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Staff" className="max-w-6xl py-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Staff</h1>
          <p className="mt-1 text-zinc-600">Who can use the back office, and who may prescribe.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add staff member
        </Button>
      </div>

      <Card className="mt-6">
        <ListStatus query={staff} loading="Loading staff..." failure="Failed to load staff" empty={null}>
          {() => (
            <StaffTable
              members={staff.data?.active ?? []}
              selfEmail={session.user?.email ?? ""}
              onChangeRole={setChanging}
              onRemove={setRemoving}
              onEditDetails={setEditing}
              onResetTwoFactor={setResetting}
            />
          )}
        </ListStatus>
      </Card>

      {staff.data && staff.data.removed.length > 0 && (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>Access removed</CardTitle>
            <CardDescription>Kept on record: the decisions and checks they made name them.</CardDescription>
          </CardHeader>
          <CardContent className="p-0">
            <RemovedStaffList members={staff.data.removed} />
          </CardContent>
        </Card>
      )}

      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} />
      <RemoveAccessDialog member={removing} onClose={() => setRemoving(null)} />
      <EditDetailsDialog member={editing} onClose={() => setEditing(null)} />
      <ResetTwoFactorDialog member={resetting} onClose={() => setResetting(null)} />
    </Page>
  );
}
