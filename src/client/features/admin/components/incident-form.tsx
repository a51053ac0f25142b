import { type FormEvent, useState } from "react";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { Button } from "@/client/components/ui/button";
import { notify } from "@/client/lib/notify";
import {
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_LABEL,
  INCIDENT_KIND_LABEL,
  INCIDENT_KINDS,
  type IncidentKind,
} from "@/shared/domain/incidents";
import { incidentSchema } from "@/shared/schemas/dispensary";
import { showRefusal } from "@/client/components/form/server-errors";
import { useRecordIncident } from "../api/dispensary-api";
import { InputField, SelectField, TextareaField } from "@/client/components/form/field";

const KIND_OPTIONS = INCIDENT_KINDS.map((k) => ({ value: k, label: INCIDENT_KIND_LABEL[k] }));

/**
 * Record an incident or near miss (decision 098): what happened, the order if any (filled in
 * when the order page sent the reader here), the category and the learning.
 */
export function IncidentForm({ orderId }: { orderId: string }) {
  const mutation = useRecordIncident();
  const first = { kind: "" as IncidentKind | "", category: "", orderId, whatHappened: "", learning: "" };
  const [values, setValues] = useState(first);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof first) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...values,
      kind: values.kind || undefined,
      category: values.category || undefined,
      orderId: values.orderId.trim() === "" ? undefined : Number(values.orderId.replace(/^#/, "")),
    };
    const parsed = incidentSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (result) => {
        notify.success(
          "Incident recorded",
          `Incident #${result.incident.incidentId} is open until the superintendent closes it.`,
        );
        setValues({ ...first, orderId: "" });
      },
      onError: (error) =>
        showRefusal(error, (name, { message }) => setErrors((x) => ({ ...x, [name]: message ?? "" }))),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ChoiceGroup
        id="incident-kind"
        legend="What was it?"
        options={KIND_OPTIONS}
        value={values.kind}
        onChange={(kind) => setValues((v) => ({ ...v, kind }))}
        error={errors.kind}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="incident-category"
          label="Category"
          error={errors.category}
          value={values.category}
          onChange={set("category")}
        >
          <option value="">Choose...</option>
          {INCIDENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {INCIDENT_CATEGORY_LABEL[c]}
            </option>
          ))}
        </SelectField>
        <InputField
          id="incident-order"
          label="Order number (if any)"
          error={errors.orderId}
          inputMode="numeric"
          autoComplete="off"
          value={values.orderId}
          onChange={set("orderId")}
        />
      </div>
      <TextareaField
        id="incident-what"
        label="What happened"
        error={errors.whatHappened}
        maxLength={5000}
        value={values.whatHappened}
        onChange={set("whatHappened")}
      />
      <TextareaField
        id="incident-learning"
        label="Learning"
        error={errors.learning}
        hint="What will be done differently."
        maxLength={5000}
        value={values.learning}
        onChange={set("learning")}
      />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving..." : "Record incident"}
        </Button>
      </div>
    </form>
  );
}
