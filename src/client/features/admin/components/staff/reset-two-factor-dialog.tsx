import { useEffect, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
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
    <AlertDialog open={member !== null} onOpenChange={(next) => !next && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reset two-factor authentication</AlertDialogTitle>
          <AlertDialogDescription>
            {`${who}'s authenticator and backup codes stop working and they are signed out. At their next sign-in they set up two-factor authentication again. Do this only once you are sure who asked.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onReset} disabled={mutation.isPending}>
            {mutation.isPending ? "Resetting..." : "Reset two-factor"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
