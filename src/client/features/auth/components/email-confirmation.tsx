import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { toApiError } from "@/client/lib/api";
import { useSendConfirmationEmail } from "@/client/lib/email-confirmation";
import { EMAIL_CONFIRMATION_MESSAGES } from "@/shared/domain/people/email-confirmation";
import { useConfirmEmail } from "../api/use-confirm-email";

const LINK_REFUSALS: string[] = [EMAIL_CONFIRMATION_MESSAGES.invalid, EMAIL_CONFIRMATION_MESSAGES.expired];

/**
 * Decision 063: the page the welcome e-mail links to. The address is confirmed by a click on
 * the button, not by opening the link, so a mail scanner that opens every link confirms nothing.
 */
export function EmailConfirmation({
  token,
  signedIn,
  onConfirmed,
}: {
  token: string;
  signedIn: boolean;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmEmail();
  const resend = useSendConfirmationEmail();
  const problem = confirm.isError ? toApiError(confirm.error).message : null;
  const used = problem === EMAIL_CONFIRMATION_MESSAGES.used;
  // A link that cannot work is not offered again; an error on the way (offline) may be retried.
  const refused = problem !== null && LINK_REFUSALS.includes(problem);

  return (
    <div className="grid gap-4">
      {problem && (
        <div
          role="alert"
          className={
            used
              ? "flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
              : "flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          }
        >
          {used ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <p>{problem}</p>
        </div>
      )}

      {used ? (
        <Button className="w-full" onClick={onConfirmed}>
          Continue
        </Button>
      ) : refused ? (
        signedIn ? (
          <Button className="w-full" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
            {resend.isPending ? "Sending..." : resend.isSuccess ? "New link sent" : "Send a new link"}
          </Button>
        ) : (
          <p className="text-sm text-zinc-700">
            Sign in on the{" "}
            <Link to={paths.auth} className="font-medium text-brand-700 underline underline-offset-4">
              sign-in page
            </Link>{" "}
            with your e-mail address and password to have a new link sent.
          </p>
        )
      ) : (
        <>
          <Button
            className="w-full"
            onClick={() => confirm.mutate(token, { onSuccess: onConfirmed })}
            disabled={confirm.isPending}
          >
            {confirm.isPending ? "Confirming..." : "Confirm my e-mail address"}
          </Button>
          <p className="text-sm text-zinc-600">
            If you did not create an account with us, close this page: nothing changes.
          </p>
        </>
      )}
    </div>
  );
}
