import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { isoToday } from "@/shared/domain/dates";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { formatMg, mgFromName } from "@/shared/domain/treatment/dose-ladder";
import type { BasicInfoInput } from "@/shared/schemas/patient/patient-form";
import { bindField } from "@/client/components/form/bind-field";
import { SelectField, TextareaField } from "@/client/components/form/control-fields";
import { InputField } from "@/client/components/form/field";
import { NAME_LINE } from "../../lib/name-line";

/** The strengths the pharmacy supplies, from its products (2.5 to 15 mg). */
const strengthsOf = (doses: ReadonlyArray<{ name: string }>) =>
  [...new Set(doses.map((d) => mgFromName(d.name)).filter((mg): mg is number => mg !== null))].sort((a, b) => a - b);

/** An empty choice is no dose (null), never 0. */
const toDose = (v: unknown) => (v === "" || v == null ? null : Number(v));

/**
 * An existing user's transfer details (issue 11): who supplies them now, at what dose, when they
 * last injected, and what shows it. The prescriber sees them, and approves a transfer for at most
 * the dose evidenced. Only shown to a patient transferring from another provider.
 */
export function TransferSection({
  register,
  errors,
  doses,
}: {
  register: UseFormRegister<BasicInfoInput>;
  errors: FieldErrors<BasicInfoInput>;
  doses: ReadonlyArray<{ name: string }>;
}) {
  const field = bindField(register, errors);
  return (
    <fieldset className="grid gap-4 rounded-md border border-zinc-200 p-4">
      <legend className="px-1 text-base font-semibold">Your current treatment</legend>
      <p className="text-sm text-zinc-600">
        As you are transferring from another provider, our pharmacist needs to see what you are taking now.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="transferProvider" label="Current provider *" {...NAME_LINE} {...field("transfer.provider")} />
        <SelectField id="transferDose" label="Current dose *" {...field("transfer.doseMg", { setValueAs: toDose })}>
          <option value="">Select your dose</option>
          {strengthsOf(doses).map((mg) => (
            <option key={mg} value={mg}>
              {formatMg(mg)} mg
            </option>
          ))}
        </SelectField>
        <InputField
          id="transferLastInjection"
          label="Date of your last injection *"
          type="date"
          max={isoToday(new Date())}
          {...field("transfer.lastInjection")}
        />
      </div>
      <TextareaField
        id="transferEvidence"
        label="Evidence of your current treatment *"
        hint='For example "order confirmation from <provider>, dated …". Our pharmacy team may ask you for a copy.'
        rows={3}
        maxLength={TEXT_LIMITS.detail}
        {...field("transfer.evidence")}
      />
    </fieldset>
  );
}
