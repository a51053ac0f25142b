import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "@/client/app/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";
import { ApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { calculateBmi } from "@/shared/domain/bmi";
import { HEIGHT_CM_RANGE, SALUTATIONS, WEIGHT_KG_RANGE } from "@/shared/domain/constants";
import { EXCLUSIONS } from "@/shared/domain/exclusions";
import { DIABETES_TYPE_LABEL, DIABETES_TYPES, isDiabetesType } from "@/shared/domain/diabetes";
import { REVIEW_STATUS_LABEL, REVIEW_STATUSES } from "@/shared/domain/review-status";
import { type AdminPatientUpdateInput, adminPatientUpdateSchema } from "@/shared/schemas/admin";
import { type PatientView, usePatient, useUpdatePatient } from "../api/admin-api";
import { PatientNotFound } from "../components/patient-not-found";
import { fullName } from "../lib/format";

type FormValues = AdminPatientUpdateInput;
type Name = FieldPath<FormValues>;

/** The form's starting values from the mapped view. */
function toFormValues(p: PatientView): FormValues {
  const flags = Object.fromEntries(
    p.exclusions.flatMap((e) => [
      [e.field, e.answer === "yes"],
      [`${e.field}Details`, e.details],
    ]),
  );
  return {
    version: p.version,
    salutation: (SALUTATIONS as readonly string[]).includes(p.salutation) ? (p.salutation as FormValues["salutation"]) : "",
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    dob: p.dob,
    // Sex is stored as 1 male, 2 female, else empty (docs/spec.md §3); the form's 'Other' is that empty value.
    sex: p.sex || "other",
    forSelf: p.forSelf,
    deliveryMethod: p.deliveryMethod,
    height: (p.height > 0 ? p.height : undefined) as number,
    weight: (p.weight > 0 ? p.weight : undefined) as number,
    bmi: p.bmi > 0 ? p.bmi : null,
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    postcode: p.postcode,
    previousWeightLoss: p.previousWeightLoss,
    medicalConditions: p.medicalConditions,
    currentMedications: p.currentMedications,
    ...(flags as Record<string, boolean | string>),
    isDiabetic: p.isDiabetic,
    diabetesType: isDiabetesType(p.diabetesType) ? p.diabetesType : "",
    diabetesDetails: p.diabetesDetails,
    status: p.status,
    adminNotes: p.adminNotes,
  } as FormValues;
}

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
  const mutation = useUpdatePatient(patient.patient_id);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(adminPatientUpdateSchema), defaultValues: toFormValues(patient) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const [height, weight, isDiabetic] = useWatch({ control, name: ["height", "weight", "isDiabetic"] });
  const flags = useWatch({ control, name: EXCLUSIONS.map((e) => e.field) });
  const bmi = calculateBmi(Number(height), Number(weight));

  // After "Load latest details" the form starts again from the newest record.
  useEffect(() => {
    reset(toFormValues(patient));
  }, [patient, reset]);

  const detailPath = paths.admin.patient(patient.patient_id);
  const title = `Edit Patient: ${fullName(patient.firstName, patient.lastName)}`;

  const onSubmit = (values: FormValues) => {
    setConflict(null);
    mutation.mutate(
      { ...values, bmi },
      {
        onSuccess: () => {
          notify.success("Patient updated", "Patient information has been successfully updated");
          navigate(detailPath);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict(error.message);
            notify.error("Error", error.message);
            return;
          }
          if (error instanceof ApiError && error.status === 400) {
            for (const [field, message] of Object.entries(error.fields)) setError(field as Name, { message });
          }
          notify.error("Error", "Failed to update patient information");
        },
      },
    );
  };

  const fieldProps = (name: Name) => ({
    id: `edit-${name}`,
    "aria-invalid": errorFor(errors, name) ? true : undefined,
    "aria-describedby": errorFor(errors, name) ? `edit-${name}-error` : undefined,
  });

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
        <div role="alert" className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between">
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
        <Section title="Personal Information">
          <Row label="Salutation" name="salutation" errors={errors}>
            <NativeSelect {...fieldProps("salutation")} {...register("salutation")}>
              <option value="">Not specified</option>
              {SALUTATIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Row>
          <div className="hidden sm:block" />
          <Row label="First Name" name="firstName" errors={errors} required>
            <Input autoComplete="off" {...fieldProps("firstName")} {...register("firstName")} />
          </Row>
          <Row label="Last Name" name="lastName" errors={errors} required>
            <Input autoComplete="off" {...fieldProps("lastName")} {...register("lastName")} />
          </Row>
          <Row label="Email" name="email" errors={errors} required>
            <Input type="email" autoComplete="off" {...fieldProps("email")} {...register("email")} />
          </Row>
          <Row label="Phone" name="phone" errors={errors} required>
            <Input type="tel" autoComplete="off" {...fieldProps("phone")} {...register("phone")} />
          </Row>
          <Row label="Date of Birth" name="dob" errors={errors} required>
            <Input type="date" {...fieldProps("dob")} {...register("dob")} />
          </Row>
          <Row label="Sex" name="sex" errors={errors} required>
            <NativeSelect {...fieldProps("sex")} {...register("sex")}>
              <option value="">Select...</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </NativeSelect>
          </Row>
          <RadioRow
            label="Is this for yourself?"
            name="forSelf"
            errors={errors}
            control={control}
            options={[
              { value: "yes", label: "Yes, for myself" },
              { value: "no", label: "No, for someone else" },
            ]}
          />
          <Row label="Delivery Method" name="deliveryMethod" errors={errors} required>
            <NativeSelect {...fieldProps("deliveryMethod")} {...register("deliveryMethod")}>
              <option value="delivery">Home Delivery</option>
              <option value="pickup">Collect from Pharmacy</option>
            </NativeSelect>
          </Row>
        </Section>

        <Section title="Physical Information">
          <Row label="Height (cm)" name="height" errors={errors} required>
            <Input
              type="number"
              inputMode="decimal"
              step="0.1"
              min={HEIGHT_CM_RANGE.min}
              max={HEIGHT_CM_RANGE.max}
              {...fieldProps("height")}
              {...register("height", { valueAsNumber: true })}
            />
          </Row>
          <Row label="Weight (kg)" name="weight" errors={errors} required>
            <Input
              type="number"
              inputMode="decimal"
              step="0.1"
              min={WEIGHT_KG_RANGE.min}
              max={WEIGHT_KG_RANGE.max}
              {...fieldProps("weight")}
              {...register("weight", { valueAsNumber: true })}
            />
          </Row>
          <Row label="BMI" name="bmi" errors={errors} hint="Calculated from height and weight">
            <Input id="edit-bmi" readOnly value={bmi === null ? "" : bmi.toFixed(1)} aria-describedby="edit-bmi-hint" />
          </Row>
        </Section>

        <Section title="Address">
          <Row label="Address Line 1" name="address1" errors={errors} required>
            <Input autoComplete="off" {...fieldProps("address1")} {...register("address1")} />
          </Row>
          <Row label="Address Line 2" name="address2" errors={errors}>
            <Input autoComplete="off" {...fieldProps("address2")} {...register("address2")} />
          </Row>
          <Row label="City" name="city" errors={errors} required>
            <Input autoComplete="off" {...fieldProps("city")} {...register("city")} />
          </Row>
          <Row label="Postcode" name="postcode" errors={errors} required>
            <Input autoComplete="off" {...fieldProps("postcode")} {...register("postcode")} />
          </Row>
        </Section>

        <Section title="Medical Information">
          <Row label="Previous Weight Loss Attempts" name="previousWeightLoss" errors={errors} wide>
            <Textarea rows={3} {...fieldProps("previousWeightLoss")} {...register("previousWeightLoss")} />
          </Row>
          <Row label="Medical Conditions" name="medicalConditions" errors={errors} wide>
            <Textarea rows={3} {...fieldProps("medicalConditions")} {...register("medicalConditions")} />
          </Row>
          <Row label="Current Medications" name="currentMedications" errors={errors} wide>
            <Textarea rows={3} {...fieldProps("currentMedications")} {...register("currentMedications")} />
          </Row>
          <RadioRow
            label="Is the patient diabetic?"
            name="isDiabetic"
            errors={errors}
            control={control}
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
          />
          {isDiabetic === "yes" && (
            <>
              <Row label="Diabetes Type" name="diabetesType" errors={errors}>
                <NativeSelect {...fieldProps("diabetesType")} {...register("diabetesType")}>
                  <option value="">Select type...</option>
                  {DIABETES_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {DIABETES_TYPE_LABEL[t]}
                    </option>
                  ))}
                </NativeSelect>
              </Row>
              <Row label="Diabetes Details" name="diabetesDetails" errors={errors} wide>
                <Textarea rows={3} {...fieldProps("diabetesDetails")} {...register("diabetesDetails")} />
              </Row>
            </>
          )}
        </Section>

        <Section title="Exclusion Criteria">
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
        </Section>

        <Section title="Admin Information">
          <Row label="Status" name="status" errors={errors}>
            <NativeSelect {...fieldProps("status")} {...register("status")}>
              {REVIEW_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REVIEW_STATUS_LABEL[s]}
                </option>
              ))}
            </NativeSelect>
          </Row>
          <Row label="Admin Notes" name="adminNotes" errors={errors} wide>
            <Textarea className="min-h-[100px]" {...fieldProps("adminNotes")} {...register("adminNotes")} />
          </Row>
        </Section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to={detailPath}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </Page>
  );
}

type Errors = ReturnType<typeof useForm<FormValues>>["formState"]["errors"];

function errorFor(errors: Errors, name: string): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

function ErrorText({ name, errors }: { name: string; errors: Errors }) {
  const message = errorFor(errors, name);
  if (!message) return null;
  return (
    <p id={`edit-${name}-error`} className="text-sm text-red-700">
      {message}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

function Row(props: { label: string; name: string; errors: Errors; children: ReactNode; required?: boolean; wide?: boolean; hint?: string }) {
  return (
    <div className={props.wide ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
      <Label htmlFor={`edit-${props.name}`}>
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </Label>
      {props.children}
      {props.hint && (
        <p id={`edit-${props.name}-hint`} className="text-xs text-zinc-600">
          {props.hint}
        </p>
      )}
      <ErrorText name={props.name} errors={props.errors} />
    </div>
  );
}

function RadioRow(props: {
  label: string;
  name: "forSelf" | "isDiabetic";
  errors: Errors;
  control: ReturnType<typeof useForm<FormValues>>["control"];
  options: Array<{ value: string; label: string }>;
}) {
  const labelId = `edit-${props.name}-label`;
  const hasError = Boolean(errorFor(props.errors, props.name));
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {props.label}
      </span>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={labelId}
            aria-invalid={hasError || undefined}
            aria-describedby={hasError ? `edit-${props.name}-error` : undefined}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            className="flex flex-wrap gap-4"
          >
            {props.options.map((o) => (
              <div key={o.value} className="flex items-center gap-2">
                <RadioGroupItem value={o.value} id={`edit-${props.name}-${o.value}`} />
                <Label htmlFor={`edit-${props.name}-${o.value}`} className="font-normal">
                  {o.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      />
      <ErrorText name={props.name} errors={props.errors} />
    </div>
  );
}
