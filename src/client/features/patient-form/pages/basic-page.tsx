import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { type NavState, paths } from "@/client/config/paths";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { notify } from "@/client/lib/notify";
import { ageOn } from "@/shared/domain/clinical/age";
import { isoToday } from "@/shared/domain/dates";
import { SALUTATIONS, TEXT_LIMITS } from "@/shared/domain/constants";
import { type BasicInfoInput, basicInfoSchemaOn } from "@/shared/schemas/patient/patient-form";
import { resolverOnToday } from "@/client/components/form/resolvers";
import { type PatientFormState, useSaveBasic } from "../api/patient-form-api";
import { bindField } from "@/client/components/form/bind-field";
import { SelectField } from "@/client/components/form/control-fields";
import { InputField } from "@/client/components/form/field";
import { AddressFields } from "../components/details/address-fields";
import { errorMessages, showMissingFields } from "../components/step/missing-fields-toast";
import { StepActions } from "../components/step/step-actions";
import { StepHeader } from "../components/step/step-header";
import { ToReorder } from "../components/step/next-pen-from-account";
import { TransferSection } from "../components/details/transfer-section";
import { FormChoice } from "../components/details/form-choice";
import { useStepState } from "../components/step/use-step-state";
import { StepCard } from "../components/step/step-card";
import { basicInitialValues, rememberUserType } from "../lib/basic-initial-values";

const FOR_SELF = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
const USER_TYPES = [
  { value: "new", label: "No" },
  { value: "existing", label: "Yes" },
] as const;
const SEXES = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
] as const;

type TextName = "firstName" | "lastName" | "email" | "phone";
type TextField = { name: TextName; label: string; type?: string; autoComplete: string; maxLength: number };
const NAME_FIELDS: TextField[] = [
  { name: "firstName", label: "First Name *", autoComplete: "given-name", maxLength: TEXT_LIMITS.name },
  { name: "lastName", label: "Last Name *", autoComplete: "family-name", maxLength: TEXT_LIMITS.name },
];
const CONTACT_FIELDS: TextField[] = [
  { name: "email", label: "Email *", type: "email", autoComplete: "email", maxLength: TEXT_LIMITS.email },
  { name: "phone", label: "Phone Number *", type: "tel", autoComplete: "tel", maxLength: TEXT_LIMITS.phone },
];

export default function BasicPage() {
  const state = useStepState("Failed to load patient data.", false);
  return (
    <Page title="Basic Information" className="max-w-3xl">
      <StepHeader title="Basic Information" step="Step 1 of 6: Tell us about yourself" />
      {state.isPending ? (
        <Spinner label="Loading your information..." />
      ) : state.data?.nextPenFromAccount ? (
        <ToReorder />
      ) : (
        // docs/spec.md §4: a failed load leaves the form at its defaults.
        <BasicForm
          state={
            state.data ?? {
              accountEmail: "",
              patient: null,
              questionnaire: null,
              order: null,
              starterDoseOnly: true,
              nextPenFromAccount: false,
              doses: [],
            }
          }
        />
      )}
    </Page>
  );
}

function BasicForm({ state }: { state: PatientFormState }) {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state as NavState | null)?.userData;
  const defaultValues = useMemo(() => basicInitialValues(state, carried), [state, carried]);
  const form = useForm<BasicInfoInput>({ resolver: resolverOnToday(basicInfoSchemaOn), defaultValues });
  const { register, control, handleSubmit, formState } = form;
  // A field the server refused (a dose or date checked on its side) is marked on the field and
  // listed; a refusal that trying again cannot change (a closed record) is said as the server says it.
  const save = useFormMutation(useSaveBasic(), form, {
    onRefusal: (error, explained) => {
      if (explained) showMissingFields(Object.values(error.fields));
      else
        notify.error(
          "Save Failed",
          error.code === "conflict" ? error.message : "There was an error saving your information. Please try again.",
        );
      return true;
    },
  });
  const errors = formState.errors;
  const [dob, userType] = useWatch({ control, name: ["dob", "userType"] });
  const age = dob ? ageOn(dob, new Date()) : null;
  const field = bindField(register, errors);
  const textFields = (fields: TextField[]) =>
    fields.map(({ name, ...input }) => <InputField key={name} id={name} {...input} {...field(name)} />);

  const onValid = (values: BasicInfoInput) => {
    save.send(values, () => {
      rememberUserType(values.userType);
      notify.success("Data Saved", "Your basic information has been saved.");
      navigate(paths.patientForm.safety);
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, (e) => showMissingFields(errorMessages(e)))}>
      <StepCard title="Personal & Contact Information" contentClassName="grid gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <FormChoice
            control={control}
            name="forSelf"
            id="forSelf"
            legend="Is this treatment for yourself? *"
            options={FOR_SELF}
          />
          <FormChoice
            control={control}
            name="userType"
            id="userType"
            legend="Are you an existing user of this treatment? *"
            hint="Choose Yes if you are transferring from another pharmacy."
            options={USER_TYPES}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <SelectField id="salutation" label="Title" {...field("salutation")}>
            <option value="">Select</option>
            {SALUTATIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          {textFields(NAME_FIELDS)}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">{textFields(CONTACT_FIELDS)}</div>

        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="dob"
            label="Date of Birth * (18-75 years)"
            hint={age !== null && age >= 0 ? <span aria-live="polite">Age: {age} years</span> : undefined}
            // The age is announced as it changes (aria-live), not read again as the field's description.
            aria-describedby={errors.dob ? "dob-error" : undefined}
            type="date"
            autoComplete="bday"
            max={isoToday(new Date())}
            {...field("dob")}
          />
          <FormChoice control={control} name="sex" id="sex" legend="Sex *" options={SEXES} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <AddressFields field={field} />
        </div>

        {userType === "existing" && <TransferSection register={register} errors={errors} doses={state.doses} />}
      </StepCard>
      <StepActions>
        <span />
        <Button type="submit" size="lg" disabled={save.pending}>
          {save.pending ? "Saving..." : "Next: Safety Check"}
        </Button>
      </StepActions>
    </form>
  );
}
