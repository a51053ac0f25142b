import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField } from "@/client/components/form/control-fields";
import { EMPLOYEE_ROLES, ROLE_LABEL } from "@/shared/domain/people/roles";
import { PRESCRIBER_TYPE_MAX } from "@/shared/schemas/staff";

/** A staff form's `field(name)` (bindField), for the fields these dialogs share. */
type Bind = (name: "role" | "gphcNumber" | "prescriberType") => UseFormRegisterReturn<string> & { error?: string };

/** GPhC number and prescriber type: a prescriber's or the superintendent's registration (decision 022). */
export function CredentialFields({ prefix, field, typeHint }: { prefix: string; field: Bind; typeHint?: string }) {
  return (
    <>
      <InputField
        id={`${prefix}-gphc`}
        label="GPhC number"
        hint="7 digits; required for a prescriber or the superintendent."
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        {...field("gphcNumber")}
      />
      <InputField
        id={`${prefix}-type`}
        label="Prescriber type"
        hint={typeHint}
        autoComplete="off"
        maxLength={PRESCRIBER_TYPE_MAX}
        {...field("prescriberType")}
      />
    </>
  );
}

/** Role, GPhC number and prescriber type: the fields adding a member and changing a role share. */
export function RoleAndCredentials({ prefix, field }: { prefix: string; field: Bind }) {
  return (
    <>
      <SelectField id={`${prefix}-role`} label="Role" {...field("role")}>
        <Options values={EMPLOYEE_ROLES} labels={ROLE_LABEL} />
      </SelectField>
      <CredentialFields prefix={prefix} field={field} typeHint='For example "Pharmacist Independent Prescriber".' />
    </>
  );
}
