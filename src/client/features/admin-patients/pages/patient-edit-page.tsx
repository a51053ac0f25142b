import { AlertTriangle, ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { bindField } from "@/client/components/form/bind-field";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { Options, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { InputField } from "@/client/components/form/field";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { notify } from "@/client/lib/notify";
import { calculateBmi } from "@/shared/domain/clinical/bmi";
import { HEIGHT_CM_RANGE, SALUTATIONS, WEIGHT_KG_RANGE } from "@/shared/domain/constants";
import { EXCLUSIONS } from "@/shared/domain/clinical/exclusions";
import { REVIEW_STATUS_LABEL, REVIEW_STATUSES } from "@/shared/domain/prescribing/review-status";
import { type AdminPatientUpdateInput, adminPatientUpdateSchemaOn } from "@/shared/schemas/people/admin";
import { resolverOnToday } from "@/client/components/form/resolvers";
import { type PatientView, usePatient, useUpdatePatient } from "../api/patients-api";
import { ExclusionCriteriaSection } from "../components/exclusion-criteria-section";
import { editFieldClass, FieldsCard, requiredLabel } from "../components/fields-card";
import { MedicalInformationSection } from "../components/medical-information-section";
import { toFormValues } from "../lib/patient-form-values";
import { PatientNotFound } from "../components/patient-not-found";
import { fullName } from "@/client/features/admin-shell/lib/format";
import { SubmitButton } from "@/client/features/admin-shell/components/page-parts/submit-button";

/** A row of the form holding one text input; every such row is a required field but the second address line. */
interface TextRow {
  name: "firstName" | "lastName" | "email" | "phone" | "dob" | "address1" | "address2" | "city" | "postcode";
  label: string;
  type?: "email" | "tel" | "date";
  required?: boolean;
}

const PERSONAL_ROWS: TextRow[] = [
  { name: "firstName", label: "First Name", required: true },
  { name: "lastName", label: "Last Name", required: true },
  { name: "email", label: "Email", type: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", required: true },
  { name: "dob", label: "Date of Birth", type: "date", required: true },
];

const ADDRESS_ROWS: TextRow[] = [
  { name: "address1", label: "Address Line 1", required: true },
  { name: "address2", label: "Address Line 2" },
  { name: "city", label: "City", required: true },
  { name: "postcode", label: "Postcode", required: true },
];

const SALUTATION_LABEL = Object.fromEntries(SALUTATIONS.map((s) => [s, s])) as Record<
  (typeof SALUTATIONS)[number],
  string
>;
const SEXES = ["male", "female", "other"] as const;
const SEX_LABEL = { male: "Male", female: "Female", other: "Other" } as const;
const DELIVERY_METHODS = ["delivery", "pickup"] as const;
const DELIVERY_METHOD_LABEL = { delivery: "Home Delivery", pickup: "Collect from Pharmacy" } as const;
const FOR_SELF = [
  { value: "yes", label: "Yes, for myself" },
  { value: "no", label: "No, for someone else" },
] as const;

const MEASUREMENT_ROWS = [
  { name: "height", label: "Height (cm)", range: HEIGHT_CM_RANGE },
  { name: "weight", label: "Weight (kg)", range: WEIGHT_KG_RANGE },
] as const;

/** docs/spec.md §2 'Admin patient edit' and §3 'Admin edit form fields'. */
export default function PatientEditPage() {
  const { id = "" } = useParams();
  const { data, isPending, isError, refetch } = usePatient(id);

  if (isPending) {
    return (
      <Page title="Loading Patient" className="max-w-5xl py-6">
        <h1 className="text-2xl font-bold">Loading Patient...</h1>
        <Spinner label="Loading patient data..." />
      </Page>
    );
  }
  if (isError || !data) return <PatientNotFound />;
  return <EditForm patient={data.patient} reload={() => refetch()} />;
}

function EditForm({ patient, reload }: { patient: PatientView; reload: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<AdminPatientUpdateInput>({
    resolver: resolverOnToday(adminPatientUpdateSchemaOn),
    defaultValues: toFormValues(patient),
  });
  const { control, handleSubmit, reset } = form;
  const field = bindField(form.register, form.formState.errors);
  // A record changed since it was read (or a status only a decision sets) is said above the form,
  // with the way to the latest details; the field messages go beside their fields.
  const saving = useFormMutation(useUpdatePatient(patient.patient_id), form, {
    onRefusal: (error) => {
      if (error.code === "conflict") {
        setConflict(error.message);
        notify.error("Error", error.message);
      } else notify.error("Error", "Failed to update patient information");
      return true;
    },
  });

  const [height, weight] = useWatch({ control, name: ["height", "weight"] });
  const flags = useWatch({ control, name: EXCLUSIONS.map((e) => e.field) });
  const bmi = calculateBmi(Number(height), Number(weight));

  // After "Load latest details" the form starts again from the newest record.
  useEffect(() => {
    reset(toFormValues(patient));
  }, [patient, reset]);

  const detailPath = paths.admin.patient(patient.patient_id);
  const title = `Edit Patient: ${fullName(patient.firstName, patient.lastName)}`;

  const onSubmit = (values: AdminPatientUpdateInput) => {
    setConflict(null);
    saving.send({ ...values, bmi }, () => {
      notify.success("Patient updated", "Patient information has been successfully updated");
      navigate(detailPath);
    });
  };

  const textRow = (row: TextRow) => (
    <InputField
      key={row.name}
      id={`edit-${row.name}`}
      label={row.required ? requiredLabel(row.label) : row.label}
      className={editFieldClass()}
      type={row.type}
      autoComplete={row.type === "date" ? undefined : "off"}
      {...field(row.name)}
    />
  );

  return (
    <Page title={title} className="max-w-5xl py-6">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="icon" asChild>
          <Link to={detailPath} aria-label="Back to patient details">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="min-w-0 break-words text-2xl font-bold sm:text-3xl">{title}</h1>
      </div>

      {conflict && (
        <div
          role="alert"
          className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {conflict}
          </p>
          <Button
            variant="outline"
            onClick={async () => {
              await reload();
              setConflict(null);
            }}
          >
            Load latest details
          </Button>
        </div>
      )}

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-6">
        <FieldsCard title="Personal Information">
          <SelectField id="edit-salutation" label="Salutation" className={editFieldClass()} {...field("salutation")}>
            <Options values={SALUTATIONS} labels={SALUTATION_LABEL} placeholder="Not specified" />
          </SelectField>
          <div className="hidden sm:block" />
          {PERSONAL_ROWS.map(textRow)}
          <SelectField id="edit-sex" label={requiredLabel("Sex")} className={editFieldClass()} {...field("sex")}>
            <Options values={SEXES} labels={SEX_LABEL} placeholder="Select..." />
          </SelectField>
          <Controller
            control={control}
            name="forSelf"
            render={({ field: answer, fieldState }) => (
              <ChoiceGroup
                id="edit-forSelf"
                legend="Is this for yourself?"
                options={FOR_SELF}
                value={answer.value}
                onChange={answer.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <SelectField
            id="edit-deliveryMethod"
            label={requiredLabel("Delivery Method")}
            className={editFieldClass()}
            {...field("deliveryMethod")}
          >
            <Options values={DELIVERY_METHODS} labels={DELIVERY_METHOD_LABEL} />
          </SelectField>
        </FieldsCard>

        <FieldsCard title="Physical Information">
          {MEASUREMENT_ROWS.map((m) => (
            <InputField
              key={m.name}
              id={`edit-${m.name}`}
              label={requiredLabel(m.label)}
              className={editFieldClass()}
              type="number"
              inputMode="decimal"
              step="0.1"
              min={m.range.min}
              max={m.range.max}
              {...field(m.name, { valueAsNumber: true })}
            />
          ))}
          <InputField
            id="edit-bmi"
            label="BMI"
            className={editFieldClass()}
            hint="Calculated from height and weight"
            error={form.formState.errors.bmi?.message}
            readOnly
            value={bmi === null ? "" : bmi.toFixed(1)}
          />
        </FieldsCard>

        <FieldsCard title="Address">{ADDRESS_ROWS.map(textRow)}</FieldsCard>

        <MedicalInformationSection control={control} field={field} />

        <ExclusionCriteriaSection field={field} flags={flags} />

        <FieldsCard title="Admin Information">
          <SelectField id="edit-status" label="Status" className={editFieldClass()} {...field("status")}>
            <Options values={REVIEW_STATUSES} labels={REVIEW_STATUS_LABEL} />
          </SelectField>
          <TextareaField
            id="edit-adminNotes"
            label="Admin Notes"
            className={editFieldClass(true)}
            inputClassName="min-h-[100px]"
            {...field("adminNotes")}
          />
        </FieldsCard>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to={detailPath}>Cancel</Link>
          </Button>
          <SubmitButton pending={saving.pending} pendingLabel="Saving...">
            Save Changes
          </SubmitButton>
        </div>
      </form>
    </Page>
  );
}
