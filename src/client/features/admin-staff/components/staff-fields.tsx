import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "@/client/components/form/field";
import { FormCheckField, Options, SelectField } from "@/client/components/form/control-fields";
import {
  EMPLOYEE_ROLES,
  type EmployeeRole,
  isPrescriber,
  REGISTRATION_LABEL,
  REGISTRATIONS,
  type Registration,
  ROLE_LABEL,
} from "@/shared/domain/people/roles";
import {
  PRESCRIBER_REGULATORS,
  type PrescriberRegulator,
  REGULATOR_LABEL,
  REGULATOR_NUMBER,
} from "@/shared/domain/people/prescriber-regulators";
import { PRESCRIBER_TYPE_MAX } from "@/shared/schemas/people/staff";

/** A staff form's `field(name)` (bindField), for the fields these dialogs share. */
type Bind = (
  name:
    | "role"
    | "registration"
    | "gphcNumber"
    | "prescriberType"
    | "accreditedChecker"
    | "prescriberRegulator"
    | "prescriberNumber",
  options?: { shouldUnregister?: boolean },
) => UseFormRegisterReturn<string> & { error?: string };

/** What the credential fields show depends on the form's current choices. */
interface Choices {
  registration: Registration | undefined;
  role: EmployeeRole | undefined;
  regulator: PrescriberRegulator | "" | undefined;
}

/**
 * A prescriber's regulator and, on a register other than the GPhC's, their number there (decision
 * 119): a nurse prescriber gives their NMC PIN; a pharmacist prescriber's number is their GPhC number.
 */
function PrescriberRegister({
  prefix,
  field,
  regulator,
}: {
  prefix: string;
  field: Bind;
  regulator: Choices["regulator"];
}) {
  const own = regulator && regulator !== "GPhC" ? regulator : null;
  return (
    <>
      <SelectField
        id={`${prefix}-regulator`}
        label="Prescriber's regulator"
        hint="The register they prescribe under; a pharmacist prescriber's is the GPhC."
        {...field("prescriberRegulator")}
      >
        <Options values={PRESCRIBER_REGULATORS} labels={REGULATOR_LABEL} />
      </SelectField>
      {own && (
        <InputField
          id={`${prefix}-prescriber-number`}
          label={REGULATOR_NUMBER[own].label}
          hint={REGULATOR_NUMBER[own].hint}
          autoComplete="off"
          maxLength={20}
          {...field("prescriberNumber")}
        />
      )}
    </>
  );
}

/**
 * Registration, GPhC number, accredited checking, prescriber type and a prescriber's register
 * (decisions 022, 117, 119): the registration decides the checks a member may do; "Accredited
 * checking technician" is offered to a pharmacy technician only, a prescriber's register to a
 * prescriber only (`choices`: the form's current ones).
 */
export function CredentialFields({
  prefix,
  field,
  choices,
  typeHint,
}: {
  prefix: string;
  field: Bind;
  choices: Choices;
  typeHint?: string;
}) {
  const { registration } = choices;
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
        hint={typeHint ?? "Required for a prescriber or the superintendent."}
        autoComplete="off"
        maxLength={PRESCRIBER_TYPE_MAX}
        {...field("prescriberType")}
      />
      {isPrescriber(choices.role) && <PrescriberRegister prefix={prefix} field={field} regulator={choices.regulator} />}
    </>
  );
}

/** Role and the credentials it needs: the fields adding a member and changing a role share. */
export function RoleAndCredentials({ prefix, field, choices }: { prefix: string; field: Bind; choices: Choices }) {
  return (
    <>
      <SelectField id={`${prefix}-role`} label="Role" {...field("role")}>
        <Options values={EMPLOYEE_ROLES} labels={ROLE_LABEL} />
      </SelectField>
      <CredentialFields
        prefix={prefix}
        field={field}
        choices={choices}
        typeHint='Required for a prescriber or the superintendent; for example "Pharmacist Independent Prescriber".'
      />
    </>
  );
}
