import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Spinner } from "@/client/components/ui/spinner";
import { type NavState, paths } from "@/client/config/paths";
import { applyServerErrors } from "@/client/components/form/server-errors";
import { errorStatus, toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { ageOn, isoToday } from "@/shared/domain/age";
import { SALUTATIONS, TEXT_LIMITS } from "@/shared/domain/constants";
import { type BasicInfoInput, basicInfoSchema } from "@/shared/schemas/patient-form";
import { type PatientFormState, usePatientFormState, useSaveBasic } from "../api/patient-form-api";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { FormField, fieldA11y } from "@/client/components/form/field";
import { AddressFields } from "../components/address-fields";
import { errorMessages, showMissingFields } from "../components/missing-fields-toast";
import { StepActions } from "../components/step-actions";
import { StepHeader } from "../components/step-header";
import { ToReorder } from "../components/next-pen-from-account";
import { TransferSection } from "../components/transfer-section";
import { basicInitialValues, rememberUserType } from "../lib/basic-initial-values";

export default function BasicPage() {
  const state = usePatientFormState();
  useEffect(() => {
    if (state.isError) notify.error("Error", "Failed to load patient data.");
  }, [state.isError]);
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
  const save = useSaveBasic();
  const form = useForm<BasicInfoInput>({ resolver: zodResolver(basicInfoSchema), defaultValues });
  const { register, control, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const [dob, userType] = useWatch({ control, name: ["dob", "userType"] });
  const age = dob ? ageOn(dob) : null;

  const onValid = (values: BasicInfoInput) => {
    save.mutate(values, {
      onSuccess: () => {
        rememberUserType(values.userType);
        notify.success("Data Saved", "Your basic information has been saved.");
        navigate(paths.patientForm.safety);
      },
      // A refusal that trying again cannot change (a closed record) is said as the server says it;
      // a field the server refused (a dose or date checked on its side) is marked on the field.
      onError: (error) => {
        if (errorStatus(error) === 400 && applyServerErrors(error, setError))
          return showMissingFields(Object.values(toApiError(error).fields));
        notify.error(
          "Save Failed",
          errorStatus(error) === 409 ? error.message : "There was an error saving your information. Please try again.",
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, (e) => showMissingFields(errorMessages(e)))}>
      <Card>
        <CardHeader>
          <CardTitle>Personal &amp; Contact Information</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <Controller
              control={control}
              name="forSelf"
              render={({ field }) => (
                <ChoiceGroup
                  id="forSelf"
                  legend="Is this treatment for yourself? *"
                  options={[
                    { value: "yes", label: "Yes" },
                    { value: "no", label: "No" },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.forSelf?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="userType"
              render={({ field }) => (
                <ChoiceGroup
                  id="userType"
                  legend="Are you an existing user of this treatment? *"
                  hint="Choose Yes if you are transferring from another pharmacy."
                  options={[
                    { value: "new", label: "No" },
                    { value: "existing", label: "Yes" },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.userType?.message}
                />
              )}
            />
          </div>

          <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
            <FormField id="salutation" label="Title" error={errors.salutation?.message}>
              <NativeSelect {...register("salutation")} {...fieldA11y("salutation", errors.salutation?.message)}>
                <option value="">Select</option>
                {SALUTATIONS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="firstName" label="First Name *" error={errors.firstName?.message}>
              <Input
                autoComplete="given-name"
                maxLength={TEXT_LIMITS.name}
                {...register("firstName")}
                {...fieldA11y("firstName", errors.firstName?.message)}
              />
            </FormField>
            <FormField id="lastName" label="Last Name *" error={errors.lastName?.message}>
              <Input
                autoComplete="family-name"
                maxLength={TEXT_LIMITS.name}
                {...register("lastName")}
                {...fieldA11y("lastName", errors.lastName?.message)}
              />
            </FormField>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="email" label="Email *" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                maxLength={TEXT_LIMITS.email}
                {...register("email")}
                {...fieldA11y("email", errors.email?.message)}
              />
            </FormField>
            <FormField id="phone" label="Phone Number *" error={errors.phone?.message}>
              <Input
                type="tel"
                autoComplete="tel"
                maxLength={TEXT_LIMITS.phone}
                {...register("phone")}
                {...fieldA11y("phone", errors.phone?.message)}
              />
            </FormField>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="dob"
              label="Date of Birth * (18-75 years)"
              error={errors.dob?.message}
              hint={age !== null && age >= 0 ? <span aria-live="polite">Age: {age} years</span> : undefined}
            >
              <Input
                type="date"
                autoComplete="bday"
                max={isoToday()}
                {...register("dob")}
                {...fieldA11y("dob", errors.dob?.message)}
              />
            </FormField>
            <Controller
              control={control}
              name="sex"
              render={({ field }) => (
                <ChoiceGroup
                  id="sex"
                  legend="Sex *"
                  options={[
                    { value: "male", label: "Male" },
                    { value: "female", label: "Female" },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.sex?.message}
                />
              )}
            />
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <AddressFields register={(name) => register(name)} errors={errors} />
          </div>

          {userType === "existing" && (
            <TransferSection register={register} errors={errors.transfer} doses={state.doses} />
          )}
        </CardContent>
      </Card>
      <StepActions>
        <span />
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Next: Safety Check"}
        </Button>
      </StepActions>
    </form>
  );
}
