import type { ComponentProps } from "react";
import { InputField } from "@/client/components/form/field";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";

type PasswordInput = Omit<ComponentProps<"input">, "id"> & { id: string; error?: string };

/**
 * A new password and the same again (sign-up, a new password after a reset): the first says the
 * rule's length; `label` names them ("Password", then "Confirm Password").
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: PasswordInput;
  confirm: PasswordInput;
}) {
  return (
    <>
      <InputField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder={`At least ${MIN_PASSWORD_LENGTH} characters`}
        {...password}
      />
      <InputField label={`Confirm ${label}`} type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
