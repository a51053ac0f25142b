import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { EMPLOYEE_ROLES, ROLE_LABEL } from "@/shared/domain/roles";
import { PRESCRIBER_TYPE_MAX } from "@/shared/schemas/staff";

/** A labelled field of the staff dialogs, its error tied to it (aria-describedby). */
export function StaffField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie an input to its hint and error. */
export const describe = (id: string, error?: string, hint = false) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined,
});

interface CredentialValues extends FieldValues {
  role: string;
  gphcNumber?: string;
  prescriberType?: string;
}

/** Role, GPhC number and prescriber type: the fields both staff dialogs share (decision 022). */
export function RoleAndCredentials<T extends CredentialValues>({
  prefix,
  register,
  errors,
}: {
  prefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const message = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;
  return (
    <>
      <StaffField id={`${prefix}-role`} label="Role" error={message("role")}>
        <NativeSelect {...describe(`${prefix}-role`, message("role"))} {...register("role" as Path<T>)}>
          {EMPLOYEE_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </NativeSelect>
      </StaffField>
      <StaffField
        id={`${prefix}-gphc`}
        label="GPhC number"
        hint="7 digits; required for a prescriber or the superintendent."
        error={message("gphcNumber")}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          {...describe(`${prefix}-gphc`, message("gphcNumber"), true)}
          {...register("gphcNumber" as Path<T>)}
        />
      </StaffField>
      <StaffField
        id={`${prefix}-type`}
        label="Prescriber type"
        hint='For example "Pharmacist Independent Prescriber".'
        error={message("prescriberType")}
      >
        <Input
          autoComplete="off"
          maxLength={PRESCRIBER_TYPE_MAX}
          {...describe(`${prefix}-type`, message("prescriberType"), true)}
          {...register("prescriberType" as Path<T>)}
        />
      </StaffField>
    </>
  );
}
