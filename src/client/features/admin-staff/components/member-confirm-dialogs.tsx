import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/client/components/form/form-dialog";
import { notify } from "@/client/lib/notify";
import { type StaffMember, useRemoveStaff, useResetSecondFactor } from "../api/staff-api";
import { memberDialog } from "./member-dialog";

interface Props {
  member: StaffMember | null;
  onClose: () => void;
}

/** A move on one staff member, confirmed first; a refusal is said in the dialog, which stays open. */
function MemberConfirmDialog({
  member,
  onClose,
  mutation,
  copy,
}: Props & {
  mutation: UseMutationResult<unknown, Error, number>;
  copy: {
    title: string;
    submit: string;
    pending: string;
    says: (who: string) => string;
    done: readonly [string, (who: string) => string];
  };
}) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [member]);
  const who = member ? member.name || member.email : "";
  const confirm = () =>
    member &&
    mutation.mutate(member.id, {
      onSuccess: () => {
        notify.success(copy.done[0], copy.done[1](who));
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });
  return (
    <ConfirmDialog
      {...memberDialog(member, onClose)}
      title={copy.title}
      description={member ? copy.says(who) : ""}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      pending={mutation.isPending}
      onConfirm={confirm}
      problem={problem}
    />
  );
}

const REMOVE_ACCESS = {
  title: "Remove access",
  submit: "Remove access",
  pending: "Removing...",
  says: (who: string) =>
    `${who} will be signed out at once and can no longer use the back office. Their name stays on the records they made.`,
  done: ["Access removed", (who: string) => `${who} can no longer use the back office.`],
} as const;

/** "Remove access", confirmed first: their sessions end at once; the record stays, as decisions name them. */
export function RemoveAccessDialog(props: Props) {
  return <MemberConfirmDialog {...props} mutation={useRemoveStaff()} copy={REMOVE_ACCESS} />;
}

const RESET_TWO_FACTOR = {
  title: "Reset two-factor authentication",
  submit: "Reset two-factor",
  pending: "Resetting...",
  says: (who: string) =>
    `${who}'s authenticator and backup codes stop working and they are signed out. At their next sign-in they set up two-factor authentication again. Do this only once you are sure who asked.`,
  done: ["Two-factor reset", (who: string) => `${who} sets up two-factor authentication again at their next sign-in.`],
} as const;

/** Decision 093: a colleague who lost their authenticator and backup codes sets the second factor up again. */
export function ResetTwoFactorDialog(props: Props) {
  return <MemberConfirmDialog {...props} mutation={useResetSecondFactor()} copy={RESET_TWO_FACTOR} />;
}
