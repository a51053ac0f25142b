import { zodResolver } from "@hookform/resolvers/zod";
import { bindField } from "@/client/components/form/bind-field";
import { Home, type LucideIcon, Store } from "lucide-react";
import { useMemo } from "react";
import { type Control, useController, useForm, useWatch } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import type { z } from "zod";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { notify } from "@/client/lib/notify";
import { useSettings } from "@/client/lib/settings";
import { cn } from "@/client/lib/utils";
import { splitOpeningHours } from "@/shared/domain/site/settings";
import { MISSING_DELIVERY_ADDRESS, shippingSchema } from "@/shared/schemas/patient/patient-form";
import { type PatientFormState, useSaveShipping } from "../api/patient-form-api";
import { AddressBlock, OpeningHours } from "../components/details/address-block";
import { AddressFields } from "../components/details/address-fields";
import { errorMessages, showMissingFields } from "../components/step/missing-fields-toast";
import { StepActions } from "../components/step/step-actions";
import { StepHeader } from "../components/step/step-header";
import { ToReorder } from "../components/step/next-pen-from-account";
import { useStepState } from "../components/step/use-step-state";
import { StepCard } from "../components/step/step-card";

type ShippingForm = z.input<typeof shippingSchema>;

export default function ShippingPage() {
  const state = useStepState("Failed to load shipping data from orders table.");

  let body;
  if (state.isPending) body = <Spinner label="Loading your information..." />;
  else if (!state.data) body = <p>We could not load your information. Please go back and try again.</p>;
  else if (!state.data.patient) body = <Navigate to={paths.patientForm.basic} replace />;
  else if (state.data.nextPenFromAccount) body = <ToReorder />;
  else if (!state.data.order) body = <Navigate to={paths.patientForm.dose} replace />;
  else body = <ShippingFormView state={state.data} />;

  return (
    <Page title="Shipping Preference" className="max-w-3xl">
      <StepHeader title="Shipping Preference" step="Step 5 of 6" />
      {body}
    </Page>
  );
}

const METHODS = [
  { value: "delivery", label: "Home Delivery", note: "Free delivery to your address", Icon: Home },
  { value: "pickup", label: "Pharmacy Pickup", note: "Collect in store from the pharmacy", Icon: Store },
] as const;

/** A way to receive the treatment, named beside its icon. */
function MethodName({ Icon, label }: { Icon: LucideIcon; label: string }) {
  return (
    <span className="flex items-center gap-2 font-medium">
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </span>
  );
}

/** The two ways to receive the treatment, each a card saying what it means. */
function DeliveryMethodChoice({ control }: { control: Control<ShippingForm> }) {
  const { field } = useController({ control, name: "deliveryMethod" });
  return (
    <RadioGroup
      aria-label="Delivery method"
      value={field.value}
      onValueChange={field.onChange}
      className="grid gap-3 sm:grid-cols-2"
    >
      {METHODS.map(({ value, label, note, Icon }) => (
        <div
          key={value}
          className={cn(
            "flex items-start gap-3 rounded-md border p-4",
            field.value === value ? "border-brand-700 bg-brand-50" : "border-zinc-200",
          )}
        >
          <RadioGroupItem value={value} id={`method-${value}`} className="mt-0.5" />
          <Label htmlFor={`method-${value}`} className="grid flex-1 gap-1 font-normal">
            <MethodName Icon={Icon} label={label} />
            <span className="text-sm text-zinc-600">{note}</span>
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}

/** docs/spec.md §4: delivery fills the address from the order if it has one, else from the patient record. */
function initialValues(state: PatientFormState): ShippingForm {
  const order = state.order!;
  const patient = state.patient!;
  const method = order.deliveryMethod ?? patient.deliveryMethod;
  const fromOrder = order.deliveryMethod === "delivery" && order.shipping.address1;
  const address = fromOrder
    ? order.shipping
    : { address1: patient.address1, address2: patient.address2, city: patient.city, postcode: patient.postcode };
  return { deliveryMethod: method, ...address };
}

function ShippingFormView({ state }: { state: PatientFormState }) {
  const navigate = useNavigate();
  const { settings } = useSettings();
  const save = useSaveShipping();
  const defaultValues = useMemo(() => initialValues(state), [state]);
  const form = useForm<ShippingForm>({ resolver: zodResolver(shippingSchema), defaultValues });
  const { control, register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const method = useWatch({ control, name: "deliveryMethod" });

  const onValid = (values: ShippingForm) => {
    save.mutate(values, {
      onSuccess: () => navigate(paths.patientForm.confirmation),
      onError: () => notify.error("Error", "Failed to save shipping data."),
    });
  };
  const onInvalid = (e: typeof errors) => {
    const requiredMissing = (["address1", "city", "postcode"] as const).some((f) =>
      e[f]?.message?.endsWith("is required"),
    );
    if (requiredMissing) notify.error(MISSING_DELIVERY_ADDRESS.title, MISSING_DELIVERY_ADDRESS.message);
    else showMissingFields(errorMessages(e));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-6">
      <StepCard title="How would you like to receive your treatment?">
        <DeliveryMethodChoice control={control} />
      </StepCard>

      {method === "delivery" ? (
        <StepCard title="Delivery Address" contentClassName="grid gap-4 sm:grid-cols-2">
          <AddressFields field={bindField(register, errors)} idPrefix="ship-" section="shipping" />
        </StepCard>
      ) : (
        <StepCard title="Collection Address" contentClassName="grid gap-4 sm:grid-cols-2">
          <AddressBlock
            name={settings.display_name}
            lines={[settings.pharmacy_address_line1, settings.pharmacy_address_line2, settings.pharmacy_address_line3]}
          />
          <OpeningHours hours={splitOpeningHours(settings.pharmacy_opening_hours)} />
        </StepCard>
      )}

      <StepActions>
        <Button variant="outline" size="lg" onClick={() => navigate(paths.patientForm.dose)}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Next: Confirmation"}
        </Button>
      </StepActions>
    </form>
  );
}
