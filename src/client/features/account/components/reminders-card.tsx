import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { notify } from "@/client/lib/notify";
import { useSetReorderReminders } from "../api/account-api";

/** The patient's choice of re-order reminders: e-mails 21 and 26 days after a supply. */
export function RemindersCard({ enabled }: { enabled: boolean }) {
  const id = useId();
  const save = useSetReorderReminders();
  const checked = save.isPending && save.variables !== undefined ? save.variables : enabled;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          We e-mail you when your next order is due. The e-mails never name your treatment.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={save.isPending}
          onCheckedChange={(value) =>
            save.mutate(value === true, {
              onSuccess: (r) =>
                notify.success(
                  "Saved",
                  r.reorderReminders ? "Re-order reminders are on." : "Re-order reminders are off.",
                ),
              onError: () => notify.error("Error", "Failed to save your choice. Please try again."),
            })
          }
        />
        <Label htmlFor={id}>E-mail me when my next order is due</Label>
      </CardContent>
    </Card>
  );
}
