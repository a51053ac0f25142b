import { CheckCircle2, CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import type { GoLiveAction, GoLiveFix } from "@/shared/domain/site/go-live";
import { type GoLiveItem, useGoLiveAction } from "../../api/go-live-api";

const ACTION_LABEL: Record<GoLiveAction, string> = {
  "check-booking-link": "Check the booking link",
  "send-test-email": "Send me a test e-mail",
  "back-up-now": "Back up now",
  "test-restore": "Test a restore",
};

const DONE_MESSAGE: Record<GoLiveAction, string> = {
  "check-booking-link": "The booking link was opened.",
  "send-test-email": "A test e-mail is on its way to you.",
  "back-up-now": "The backup was written.",
  "test-restore": "The newest backup was restored and checked.",
};

/** A button that runs one of the page's actions and says how it went. */
export function ActionButton({
  action,
  variant = "outline",
}: {
  action: GoLiveAction;
  variant?: "outline" | "default";
}) {
  const mutation = useGoLiveAction(action);
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => notify.success(ACTION_LABEL[action], DONE_MESSAGE[action]),
          onError: (error) => notify.error(ACTION_LABEL[action], error.message),
        })
      }
    >
      {mutation.isPending ? "Working..." : ACTION_LABEL[action]}
    </Button>
  );
}

function Fix({ fix }: { fix: GoLiveFix }) {
  const link = "text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";
  switch (fix.kind) {
    case "setting":
      return (
        <Link to={`${paths.admin.settings}#setting-${fix.key}`} className={link}>
          Change {fix.key} in System Settings
        </Link>
      );
    case "staff":
      return (
        <Link to={paths.admin.staff} className={link}>
          Edit the details on the Staff page
        </Link>
      );
    case "stock":
      return (
        <Link to={paths.admin.stock} className={link}>
          Receive stock on the Stock page
        </Link>
      );
    case "action":
      return <ActionButton action={fix.action} />;
    case "guide":
      return <p className="text-sm text-zinc-700">{fix.text}</p>;
  }
}

/** One item of the checklist: its state, what was found, and where it is put right. */
export function ChecklistItem({ item }: { item: GoLiveItem }) {
  const Icon = item.done ? CheckCircle2 : CircleAlert;
  return (
    <li className="grid gap-2 py-4 sm:grid-cols-[1.5rem_1fr]">
      <Icon className={item.done ? "size-5 text-green-700" : "size-5 text-amber-700"} aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          {item.label} <span className="sr-only">{item.done ? "(done)" : "(open)"}</span>
          <span aria-hidden="true" className={item.done ? "text-sm text-green-800" : "text-sm text-amber-800"}>
            {item.done ? " · Done" : " · Open"}
          </span>
        </p>
        <p className="break-words text-sm text-zinc-600">{item.detail}</p>
        {!item.done && (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {item.fixes.map((fix, i) => (
              <Fix key={i} fix={fix as GoLiveFix} />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
