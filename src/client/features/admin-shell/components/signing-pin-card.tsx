import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { bindField } from "@/client/components/form/bind-field";
import { InputField } from "@/client/components/form/field";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { api, unwrap } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { type SigningPinInput, signingPinSchema } from "@/shared/schemas/people/staff";
import { adminKeys } from "../api/admin-keys";
import { formatDateTime } from "../lib/format";
import { SubmitButton } from "./page-parts/submit-button";

const signingKeyKey = [...adminKeys.all, "signing-key"] as const;
const EMPTY: SigningPinInput = { pin: "", confirmPin: "", password: "" };

/**
 * The signing PIN (decision 118), on a prescriber's account page: "Sign and approve" asks for
 * it. Setting it (after the password) makes a new signing key; the PIN itself is never stored.
 */
export function SigningPinCard() {
  const queryClient = useQueryClient();
  const key = useQuery({ queryKey: signingKeyKey, queryFn: () => unwrap(api.admin["signing-key"].$get()) });
  const form = useForm<SigningPinInput>({ resolver: zodResolver(signingPinSchema), defaultValues: EMPTY });
  const field = bindField(form.register, form.formState.errors);
  const mutation = useMutation({
    mutationFn: (json: SigningPinInput) => unwrap(api.admin["signing-key"].$post({ json })),
    onSuccess: (data) => queryClient.setQueryData(signingKeyKey, data),
  });
  const saving = useFormMutation(mutation, form, { known: ["pin", "confirmPin", "password"] });
  if (!key.data?.signs) return null;
  const current = key.data.key;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Signing PIN</CardTitle>
        <CardDescription>
          Your PIN signs the prescriptions you approve ("Sign and approve"). It is 6 to 12 digits and never stored:
          nobody can sign for you without it. Five wrong PINs lock signing for 15 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p role="status">
          {current
            ? `Your signing key was made on ${formatDateTime(current.createdAt)}. Public key: `
            : "You have no signing PIN yet: set one before you approve."}
          {current && <span className="break-all font-mono text-sm">{current.publicKey}</span>}
        </p>
        {key.data.lockedUntil && (
          <p className="font-medium text-red-700">Signing is locked until {formatDateTime(key.data.lockedUntil)}.</p>
        )}
        <form
          noValidate
          className="grid gap-3"
          onSubmit={form.handleSubmit((v) =>
            saving.send(v, () => {
              form.reset(EMPTY);
              notify.success("Signing PIN set", "Your new PIN signs from now on.");
            }),
          )}
        >
          <InputField
            id="signing-pin"
            label={current ? "New signing PIN" : "Signing PIN"}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={12}
            {...field("pin")}
          />
          <InputField
            id="signing-pin-confirm"
            label="The PIN again"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={12}
            {...field("confirmPin")}
          />
          <InputField
            id="signing-pin-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            {...field("password")}
          />
          <SubmitButton className="w-fit" pending={saving.pending} pendingLabel="Setting PIN...">
            Set signing PIN
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
