import type { bindField } from "@/client/components/form/bind-field";
import { FormCheckField, TextareaField } from "@/client/components/form/control-fields";
import { EXCLUSIONS, NOT_ANSWERED } from "@/shared/domain/clinical/exclusions";
import type { AdminPatientUpdateInput } from "@/shared/schemas/people/admin";
import { editFieldClass, FieldsCard } from "./fields-card";

/**
 * The eight exclusion flags of the edit form, each with a Details box shown when ticked (docs/spec.md §3).
 * A flag the patient has not answered is null and says so; it stays not answered until staff tick
 * or clear it (decision 082).
 */
export function ExclusionCriteriaSection({
  field,
  flags,
}: {
  field: ReturnType<typeof bindField<AdminPatientUpdateInput>>;
  flags: ReadonlyArray<boolean | null | undefined>;
}) {
  return (
    <FieldsCard title="Exclusion Criteria">
      <div className="grid gap-4 sm:col-span-2">
        {EXCLUSIONS.map((e, i) => (
          <div key={e.field} className="grid gap-2">
            <FormCheckField
              id={`edit-${e.field}`}
              label={e.label}
              hint={flags[i] === null ? NOT_ANSWERED : undefined}
              {...field(e.field)}
            />
            {flags[i] && (
              <TextareaField
                id={`edit-${e.field}Details`}
                label={
                  <span className="text-zinc-700">
                    Details<span className="sr-only"> for {e.label}</span>
                  </span>
                }
                className={`${editFieldClass()} pl-7`}
                rows={2}
                {...field(`${e.field}Details`)}
              />
            )}
          </div>
        ))}
      </div>
    </FieldsCard>
  );
}
