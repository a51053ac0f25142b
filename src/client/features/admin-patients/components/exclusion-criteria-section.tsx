import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { Textarea } from "@/client/components/ui/textarea";
import { EXCLUSIONS, NOT_ANSWERED } from "@/shared/domain/exclusions";
import { ErrorText, type FormValues, type Name, FieldsCard } from "./patient-edit-fields";

/**
 * The eight exclusion flags of the edit form, each with a Details box shown when ticked (docs/spec.md §3).
 * A flag the patient has not answered is null and says so; it stays not answered until staff tick
 * or clear it (decision 082).
 */
export function ExclusionCriteriaSection({
  form,
  flags,
  fieldProps,
}: {
  form: UseFormReturn<FormValues>;
  flags: ReadonlyArray<boolean | null | undefined>;
  fieldProps: (name: Name) => Record<string, unknown>;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <FieldsCard title="Exclusion Criteria">
      <div className="grid gap-4 sm:col-span-2">
        {EXCLUSIONS.map((e, i) => {
          const detailsName = `${e.field}Details` as Name;
          return (
            <div key={e.field} className="grid gap-2">
              <div className="flex items-start gap-3">
                <Controller
                  control={control}
                  name={e.field}
                  render={({ field }) => (
                    <Checkbox
                      id={`edit-${e.field}`}
                      className="mt-0.5"
                      aria-describedby={field.value === null ? `edit-${e.field}-unanswered` : undefined}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
                <Label htmlFor={`edit-${e.field}`} className="leading-snug">
                  {e.label}
                </Label>
                {flags[i] === null && (
                  <span id={`edit-${e.field}-unanswered`} className="text-xs text-amber-800">
                    {NOT_ANSWERED}
                  </span>
                )}
              </div>
              {flags[i] && (
                <div className="grid gap-1.5 pl-7">
                  <Label htmlFor={`edit-${detailsName}`} className="text-zinc-700">
                    Details<span className="sr-only"> for {e.label}</span>
                  </Label>
                  <Textarea rows={2} {...fieldProps(detailsName)} {...register(detailsName)} />
                  <ErrorText name={detailsName} errors={errors} />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </FieldsCard>
  );
}
