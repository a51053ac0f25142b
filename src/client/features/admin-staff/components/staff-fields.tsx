import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "@/client/components/form/field";
import { FormCheckField, Options, SelectField } from "@/client/components/form/control-fields";
import {
  EMPLOYEE_ROLES,
  REGISTRATION_LABEL,
  REGISTRATIONS,
  type Registration,
  ROLE_LABEL,
} from "@/shared/domain/people/roles";
import { PRESCRIBER_TYPE_MAX } from "@/shared/schemas/staff";

/** A staff form's `field(name)` (bindField), for the fields these dialogs share. */
type Bind = (
  name: "role" | "registration" | "gphcNumber" | "prescriberType" | "accreditedChecker",
  options?: { shouldUnregister?: boolean },
) => UseFormRegisterReturn<string> & { error?: string };

/**
 * Registration, GPhC number, accredited checking and prescriber type (decisions 022, 117): the
 * registration decides the checks a member may do; "Accredited checking technician" is offered to
 * a pharmacy technician only (`registration`: the form's current choice).
 */
export function CredentialFields({
  prefix,
  field,
  registration,
  typeHint,
}: {
  prefix: string;
  field: Bind;
  registration: Registration | undefined;
  typeHint?: string;
}) {
  return (
    <>
      <SelectField id={`${prefix}-registration`} label="Registration" {...field("registration")}>
        <Options values={REGISTRATIONS} labels={REGISTRATION_LABEL} />
      </SelectField>
      <InputField
        id={`${prefix}-gphc`}
        label="GPhC number"
        hint="7 digits; required for a pharmacist or pharmacy technician."
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        {...field("gphcNumber")}
      />
      {registration === "technician" && (
        <FormCheckField
          id={`${prefix}-checker`}
          label="Accredited checking technician"
          hint="May do the accuracy check."
          // Hidden for any other registration, it then sends nothing (and the schema reads "no").
          {...field("accreditedChecker", { shouldUnregister: true })}
        />
      )}
      <InputField
        id={`${prefix}-type`}
        label="Prescriber type"
        hint={typeHint ?? "Required for a prescriber or the superintendent, who are pharmacists."}
        autoComplete="off"
        maxLength={PRESCRIBER_TYPE_MAX}
        {...field("prescriberType")}
      />
    </>
  );
}

/** Role and the credentials it needs: the fields adding a member and changing a role share. */
export function RoleAndCredentials({
  prefix,
  field,
  registration,
}: {
  prefix: string;
  field: Bind;
  registration: Registration | undefined;
}) {
  return (
    <>
      <SelectField id={`${prefix}-role`} label="Role" {...field("role")}>
        <Options values={EMPLOYEE_ROLES} labels={ROLE_LABEL} />
      </SelectField>
      <CredentialFields
        prefix={prefix}
        field={field}
        registration={registration}
        typeHint='Required for a prescriber or the superintendent; for example "Pharmacist Independent Prescriber".'
      />
    </>
  );
}
