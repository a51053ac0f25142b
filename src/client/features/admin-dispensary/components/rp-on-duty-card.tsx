import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { notify } from "@/client/lib/notify";
import { showRefusal } from "@/client/components/form/server-errors";
import { ABSENCE_OVER_LIMIT } from "@/shared/domain/dispensing/rp-absence";
import { RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import { formatDateTime } from "@/client/features/admin-shell/lib/format";
import { type useRpLog, useRpBack, useRpSignIn, useRpSignOut } from "../api/dispensary-api";
import { RpAbsenceDialog } from "./rp-absence-dialog";

/**
 * Who is the responsible pharmacist now (decision 098), and whether they are away (decision
 * 116); a pharmacist signs in or out, and the RP on duty records an absence and "Back".
 */
export function RpOnDutyCard({ log, pharmacist }: { log: ReturnType<typeof useRpLog>; pharmacist: boolean }) {
  const signIn = useRpSignIn();
  const signOut = useRpSignOut();
  const back = useRpBack();
  const [absenceOpen, setAbsenceOpen] = useState(false);
  const onDuty = log.data?.onDuty ?? null;
  const away = onDuty?.absence ?? null;
  const busy = signIn.isPending || signOut.isPending || back.isPending;

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>On duty</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3" aria-live="polite">
        {log.isPending ? (
          <p role="status">Loading...</p>
        ) : log.isError ? (
          <p role="alert" className="text-red-700">
            The log could not be loaded: {log.error.message}
          </p>
        ) : onDuty ? (
          <>
            <p>
              <span className="font-medium">{onDuty.isYou ? "You" : onDuty.name}</span> (GPhC {onDuty.gphcNumber}),
              since {formatDateTime(onDuty.signedInAt)}.
            </p>
            {away && (
              <div className="text-red-700">
                <p>
                  {RP_MESSAGES.absent} Since {formatDateTime(away.from)}: {away.reason}
                </p>
                {away.overLimit && <p className="font-medium">{ABSENCE_OVER_LIMIT}</p>}
              </div>
            )}
          </>
        ) : (
          <p className="text-red-700">{RP_MESSAGES.nobodyOnDuty}</p>
        )}
        {log.data && pharmacist && (
          <div className="flex flex-wrap gap-2">
            {onDuty?.isYou &&
              (away ? (
                <Button
                  disabled={busy}
                  onClick={() =>
                    back.mutate(undefined, {
                      onSuccess: () => notify.success("Back", "Supplies go on."),
                      onError: (e) => showRefusal(e),
                    })
                  }
                >
                  Back
                </Button>
              ) : (
                <Button variant="outline" disabled={busy} onClick={() => setAbsenceOpen(true)}>
                  Record absence
                </Button>
              ))}
            {onDuty ? (
              <Button
                variant={onDuty.isYou ? "default" : "outline"}
                disabled={busy}
                onClick={() =>
                  signOut.mutate(undefined, {
                    onSuccess: () =>
                      notify.success("Signed out", `${onDuty.name} is no longer the responsible pharmacist.`),
                    onError: (e) => showRefusal(e),
                  })
                }
              >
                {onDuty.isYou ? "Sign out as responsible pharmacist" : `Sign ${onDuty.name} out`}
              </Button>
            ) : (
              <Button
                disabled={busy}
                onClick={() =>
                  signIn.mutate(undefined, {
                    onSuccess: () => notify.success("Signed in", "You are the responsible pharmacist."),
                    onError: (e) => showRefusal(e),
                  })
                }
              >
                Sign in as responsible pharmacist
              </Button>
            )}
          </div>
        )}
        {log.data && !pharmacist && <p className="text-sm text-zinc-600">{RP_MESSAGES.pharmacistOnly}</p>}
      </CardContent>
      <RpAbsenceDialog open={absenceOpen} onOpenChange={setAbsenceOpen} />
    </Card>
  );
}
