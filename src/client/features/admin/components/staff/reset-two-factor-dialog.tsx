import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/client/components/form/form-dialog";
import { notify } from "@/client/lib/notify";
import { type StaffMember, useResetSecondFactor } from "../../api/staff-api";

/** Decision 093: a colleague who lost their authenticator and backup codes sets the second factor up again. */
export function ResetTwoFactorDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const mutation = useResetSecondFactor();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [member]);
  const who = member ? member.name || member.email : "";

  const onReset = () =>
    member &&
    mutation.mutate(member.id, {
      onSuccess: () => {
        notify.success("Two-factor reset", `${who} sets up two-factor authentication again at their next sign-in.`);
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Reset two-factor authentication"
      description={`${who}'s authenticator and backup codes stop working and they are signed out. At their next sign-in they set up two-factor authentication again. Do this only once you are sure who asked.`}
      submitLabel="Reset two-factor"
      pendingLabel="Resetting..."
      pending={mutation.isPending}
      onConfirm={onReset}
      problem={problem}
    />
  );
}
