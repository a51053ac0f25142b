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
    <AlertDialog open={member !== null} onOpenChange={(next) => !next && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove access</AlertDialogTitle>
          <AlertDialogDescription>
            {member
              ? `${member.name || member.email} will be signed out at once and can no longer use the back office. Their name stays on the records they made.`
              : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onRemove} disabled={mutation.isPending}>
            {mutation.isPending ? "Removing..." : "Remove access"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
