import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { InputField } from "@/client/components/form/field";
import { bindField } from "@/client/components/form/bind-field";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { api, errorMessage, unwrap } from "@/client/lib/api";
import { useSession } from "@/client/lib/session";
import { type BackupCodesInput, backupCodesSchema } from "@/shared/schemas/people/auth";
import { SubmitButton } from "../components/page-parts/submit-button";
import { SigningPinCard } from "../components/signing-pin-card";

/** /admin/account (decisions 093, 118): the signed-in employee's own sign-in (new backup codes) and, for a prescriber, their signing PIN. */
export default function EmployeeAccountPage() {
  const email = useSession().user?.email ?? "";
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<BackupCodesInput>({ resolver: zodResolver(backupCodesSchema), defaultValues: { password: "" } });
  const field = bindField(form.register, form.formState.errors);
  const mutation = useMutation({
    mutationFn: (input: BackupCodesInput) => unwrap(api.admin["two-factor"]["backup-codes"].$post({ json: input })),
  });
  // Every refusal is said at the password, the form's one field.
  const making = useFormMutation(mutation, form, {
    known: ["password"],
    onRefusal: (error, explained) => {
      if (!explained) form.setError("password", { message: errorMessage(error) });
      return true;
    },
  });

  return (
    <Page title="Your account" className="max-w-2xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Your account</h1>
      <p className="mt-1 break-all text-zinc-600">{email}</p>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Backup codes</CardTitle>
          <CardDescription>
            A backup code signs you in when your authenticator app is not to hand; each works once. New codes replace
            every earlier one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {codes ? (
            <div className="grid gap-3">
              <p role="status" className="font-medium">
                Your new backup codes, shown this once. Keep them somewhere safe, away from this computer.
              </p>
              <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
                {codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
              <Button variant="outline" className="w-fit" onClick={() => setCodes(null)}>
                Done
              </Button>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={form.handleSubmit((v) =>
                making.send(v, (result) => {
                  setCodes(result.backupCodes);
                  form.reset({ password: "" });
                }),
              )}
              className="grid gap-3"
            >
              <InputField
                id="backup-codes-password"
                label="Your password"
                type="password"
                autoComplete="current-password"
                {...field("password")}
              />
              <SubmitButton className="w-fit" pending={making.pending} pendingLabel="Making codes...">
                Make new backup codes
              </SubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
      <SigningPinCard />
    </Page>
  );
}
