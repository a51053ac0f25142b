import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { isoToday } from "@/shared/domain/age";
import { TEXT_LIMITS } from "@/shared/domain/constants";
import { formatMg, mgFromName } from "@/shared/domain/dose-ladder";
import type { BasicInfoInput } from "@/shared/schemas/patient-form";
import { FormField, fieldA11y } from "@/client/components/form/field";

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
  errors: FieldErrors<BasicInfoInput>["transfer"];
  doses: ReadonlyArray<{ name: string }>;
}) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-zinc-200 p-4">
      <legend className="px-1 text-base font-semibold">Your current treatment</legend>
      <p className="text-sm text-zinc-600">
        As you are transferring from another provider, our pharmacist needs to see what you are taking now.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="transferProvider" label="Current provider *" error={errors?.provider?.message}>
          <Input
            autoComplete="off"
            maxLength={TEXT_LIMITS.line}
            {...register("transfer.provider")}
            {...fieldA11y("transferProvider", errors?.provider?.message)}
          />
        </FormField>
        <FormField id="transferDose" label="Current dose *" error={errors?.doseMg?.message}>
          <NativeSelect
            {...register("transfer.doseMg", { setValueAs: toDose })}
            {...fieldA11y("transferDose", errors?.doseMg?.message)}
          >
            <option value="">Select your dose</option>
            {strengthsOf(doses).map((mg) => (
              <option key={mg} value={mg}>
                {formatMg(mg)} mg
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="transferLastInjection"
          label="Date of your last injection *"
          error={errors?.lastInjection?.message}
        >
          <Input
            type="date"
            max={isoToday()}
            {...register("transfer.lastInjection")}
            {...fieldA11y("transferLastInjection", errors?.lastInjection?.message)}
          />
        </FormField>
      </div>
      <FormField
        id="transferEvidence"
        label="Evidence of your current treatment *"
        hint='For example "order confirmation from <provider>, dated …". Our pharmacy team may ask you for a copy.'
        error={errors?.evidence?.message}
      >
        <Textarea
          rows={3}
          maxLength={TEXT_LIMITS.detail}
          {...register("transfer.evidence")}
          {...fieldA11y("transferEvidence", errors?.evidence?.message)}
        />
      </FormField>
    </fieldset>
  );
}
