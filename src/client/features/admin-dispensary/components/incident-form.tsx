import { Controller, useForm } from "react-hook-form";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import {
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_LABEL,
  INCIDENT_KIND_LABEL,
  INCIDENT_KINDS,
  type IncidentKind,
} from "@/shared/domain/dispensing/incidents";
import { type IncidentInput, incidentSchema } from "@/shared/schemas/orders/dispensary";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { useRecordIncident } from "../api/dispensary-api";
import { InputField } from "@/client/components/form/field";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { bindField } from "@/client/components/form/bind-field";
import { schemaResolver } from "@/client/components/form/resolvers";

const KIND_OPTIONS = INCIDENT_KINDS.map((k) => ({ value: k, label: INCIDENT_KIND_LABEL[k] }));

type Values = { kind: IncidentKind | ""; category: string; orderId: string; whatHappened: string; learning: string };

/** What was typed as the schema's input: nothing chosen is no choice, an order number may start with "#". */
const toInput = (v: Values) => ({
  ...v,
  kind: v.kind || undefined,
  category: v.category || undefined,
  orderId: v.orderId.trim() === "" ? undefined : Number(v.orderId.replace(/^#/, "")),
});

/**
 * Record an incident or near miss (decision 098): what happened, the order if any (filled in
 * when the order page sent the reader here), the category and the learning.
 */
export function IncidentForm({ orderId }: { orderId: string }) {
  const first: Values = { kind: "", category: "", orderId, whatHappened: "", learning: "" };
  const { control, register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, IncidentInput>({
    defaultValues: first,
    resolver: schemaResolver(incidentSchema, toInput),
  });
  const field = bindField(register, formState.errors);
  const recording = useFormMutation(useRecordIncident(), { setError });

  const submit = handleSubmit((values) =>
    recording.send(values, (result) => {
      notify.success(
        "Incident recorded",
        `Incident #${result.incident.incidentId} is open until the superintendent closes it.`,
      );
      reset({ ...first, orderId: "" });
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <Controller
        control={control}
        name="kind"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            id="incident-kind"
            legend="What was it?"
            options={KIND_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="incident-category" label="Category" {...field("category")}>
          <Options values={INCIDENT_CATEGORIES} labels={INCIDENT_CATEGORY_LABEL} placeholder="Choose..." />
        </SelectField>
        <InputField
          id="incident-order"
          label="Order number (if any)"
          inputMode="numeric"
          autoComplete="off"
          {...field("orderId")}
        />
      </div>
      <TextareaField id="incident-what" label="What happened" maxLength={5000} {...field("whatHappened")} />
      <TextareaField
        id="incident-learning"
        label="Learning"
        hint="What will be done differently."
        maxLength={5000}
        {...field("learning")}
      />
      <div>
        <Button type="submit" disabled={recording.pending}>
          {recording.pending ? "Saving..." : "Record incident"}
        </Button>
      </div>
    </form>
  );
}
