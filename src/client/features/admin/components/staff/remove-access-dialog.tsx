import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/client/components/form/form-dialog";
import { notify } from "@/client/lib/notify";
import { type StaffMember, useRemoveStaff } from "../../api/staff-api";

/** "Remove access", confirmed first: their sessions end at once; the record stays, as decisions name them. */
export function RemoveAccessDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const mutation = useRemoveStaff();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [member]);

  const onRemove = () =>
    member &&
    mutation.mutate(member.id, {
      onSuccess: () => {
        notify.success("Access removed", `${member.name || member.email} can no longer use the back office.`);
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Remove access"
      description={
        member
          ? `${member.name || member.email} will be signed out at once and can no longer use the back office. Their name stays on the records they made.`
          : ""
      }
      submitLabel="Remove access"
      pendingLabel="Removing..."
      pending={mutation.isPending}
      onConfirm={onRemove}
      problem={problem}
    />
  );
}
