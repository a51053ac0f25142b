import { useForm } from "react-hook-form";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { ApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { CONTACT_METHOD_LABEL, CONTACT_METHODS, type GpSharing } from "@/shared/domain/prescribing";
import { decisionSchema } from "@/shared/schemas/consultations";
import { type ConsultationDetail, useRecordDecision } from "../../api/consultations-api";
import {
  type ApproveField,
  type ApproveValues,
  approveInputOf,
  decisionFactsOf,
  fieldOfProblem,
  initialApproveValues,
} from "../../lib/approve-form";
import { allowedDoses, doseLabel, remainingProblems } from "../../lib/review";
import { ActionDialog, describedBy, Field } from "../order-actions/action-dialog";
import { Check, Refusal } from "./review-parts";
import { useFreshOnOpen } from "../../lib/use-fresh-on-open";

const GP_CHOICES: ReadonlyArray<{ value: GpSharing; label: string }> = [
  { value: "shared", label: "Share with the GP" },
  { value: "not_shared", label: "Do not share (give the reason)" },
  { value: "no_gp", label: "The patient has no GP" },
];
const CONSENT_SAYS = {
  yes: "The patient consented to sharing with their GP.",
  no: "The patient did not consent to sharing with their GP.",
  no_gp: "The patient said they have no GP.",
} as const;

/**
 * Approve (prescribers only, decision 077): the dose (only those the rules allow), directions,
 * reasoning, two-way contact, GP sharing and, for a female patient, contraception advice. What
 * approval still needs is listed as the form is filled in; a refusal of the server is said in
 * the dialog, beside the field that answers it, and what was typed stays.
 */
export function ApproveDialog({
  data,
  open,
  onOpenChange,
}: {
  data: ConsultationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useRecordDecision(data.consultation.consultationId);
  const facts = data.approvalFacts;
  const doses = allowedDoses(data.products, facts);
  const female = data.patient.sex === "female";
  const consent = data.questionnaire?.gp.consent ?? null;
  const initial = () =>
    initialApproveValues({
      requestedProductId: data.consultation.requestedProductId,
      allowedProductIds: doses.map((d) => d.productId),
      gpConsent: consent,
    });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<ApproveValues>({ defaultValues: initial() });
  const [refusal, setRefusal] = useFreshOnOpen<{ message: string; list: string[] }>(open, () => reset(initial()));

  const values = watch();
  const chosen = doses.find((d) => String(d.productId) === values.productId) ?? null;
  const remaining = chosen ? remainingProblems(facts, decisionFactsOf(values, chosen.mg)) : [];

  const submit = handleSubmit((v) => {
    clearErrors();
    setRefusal(null);
    const marked = new Set<ApproveField>();
    const mark = (field: ApproveField | null, message: string) => {
      if (!field || marked.has(field)) return;
      marked.add(field);
      setError(field, { message });
    };
    const parsed = decisionSchema.safeParse(approveInputOf(v, female));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        mark(String(issue.path[0] ?? "") in v ? (String(issue.path[0]) as ApproveField) : null, issue.message);
    const dose = doses.find((d) => String(d.productId) === v.productId);
    if (dose)
      for (const p of remainingProblems(facts, decisionFactsOf(v, dose.mg))) mark(fieldOfProblem(p, v), p.message);
    if (!parsed.success || marked.size > 0) return;
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(
          "Supply approved",
          `Order #${data.order.orderId} is approved. The prescription is ready to print and sign.`,
        );
        onOpenChange(false);
      },
      onError: (error) => {
        if (!(error instanceof ApiError))
          return setRefusal({ message: "Something went wrong. Please try again.", list: [] });
        for (const [name, message] of Object.entries(error.fields))
          mark(name in v ? (name as ApproveField) : null, message);
        const problems = error.details.problems ?? [];
        for (const p of problems) mark(fieldOfProblem({ rule: p.rule as never, message: p.message }, v), p.message);
        setRefusal({ message: error.message, list: problems.map((p) => p.message) });
      },
    });
  });

  const message = (name: ApproveField) => errors[name]?.message;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Approve"
      description={`Approve one pen for ${data.patient.name} (order #${data.order.orderId}). The prescription is then printed and signed in ink.`}
      submitLabel="Approve"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <Field
        id="approve-dose"
        label="Dose"
        error={message("productId")}
        hint={doses.length === 0 ? "No dose can be approved yet." : "Only the doses the rules allow are listed."}
      >
        <NativeSelect
          id="approve-dose"
          {...describedBy("approve-dose", message("productId"), true)}
          {...register("productId")}
        >
          <option value="">Choose the dose</option>
          {doses.map((d) => (
            <option key={d.productId} value={String(d.productId)}>
              {doseLabel(d.mg)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="approve-directions" label="Directions" error={message("directions")}>
        <Textarea
          id="approve-directions"
          rows={2}
          maxLength={500}
          {...describedBy("approve-directions", message("directions"))}
          {...register("directions")}
        />
      </Field>
      <Field
        id="approve-reasoning"
        label="Reasoning"
        error={message("reasoning")}
        hint="20 to 5000 characters: what you checked, and why this supply is appropriate."
      >
        <Textarea
          id="approve-reasoning"
          rows={4}
          maxLength={5000}
          {...describedBy("approve-reasoning", message("reasoning"), true)}
          {...register("reasoning")}
        />
      </Field>
      <Field id="approve-contact" label="Two-way contact" error={message("contactMethod")}>
        <NativeSelect
          id="approve-contact"
          {...describedBy("approve-contact", message("contactMethod"))}
          {...register("contactMethod")}
        >
          <option value="">None (explain why below)</option>
          {CONTACT_METHODS.map((m) => (
            <option key={m} value={m}>
              {CONTACT_METHOD_LABEL[m]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {values.contactMethod === "" && (
        <Field
          id="approve-justification"
          label="Why there was no two-way contact"
          error={message("contactJustification")}
          hint="At least 20 characters."
        >
          <Textarea
            id="approve-justification"
            rows={2}
            maxLength={2000}
            {...describedBy("approve-justification", message("contactJustification"), true)}
            {...register("contactJustification")}
          />
        </Field>
      )}
      <fieldset
        className="grid gap-2"
        aria-describedby={message("gpSharing") ? "approve-gp-consent approve-gp-error" : "approve-gp-consent"}
      >
        <legend className="mb-1 text-sm font-medium">GP sharing</legend>
        <p id="approve-gp-consent" className="text-sm text-zinc-600">
          {consent ? CONSENT_SAYS[consent] : "The patient did not answer the GP question."}
        </p>
        {GP_CHOICES.map((c) => (
          <div key={c.value} className="flex items-center gap-2">
            <input
              id={`approve-gp-${c.value}`}
              type="radio"
              value={c.value}
              className="size-4 accent-brand-700"
              aria-invalid={message("gpSharing") ? true : undefined}
              {...register("gpSharing")}
            />
            <label htmlFor={`approve-gp-${c.value}`} className="text-sm">
              {c.label}
            </label>
          </div>
        ))}
        {message("gpSharing") && (
          <p id="approve-gp-error" className="text-sm text-red-700">
            {message("gpSharing")}
          </p>
        )}
      </fieldset>
      {values.gpSharing === "not_shared" && (
        <Field
          id="approve-gp-reason"
          label="Reason for not sharing"
          error={message("gpNotSharedReason")}
          hint="At least 20 characters."
        >
          <Textarea
            id="approve-gp-reason"
            rows={2}
            maxLength={2000}
            {...describedBy("approve-gp-reason", message("gpNotSharedReason"), true)}
            {...register("gpNotSharedReason")}
          />
        </Field>
      )}
      {female && (
        <Check
          id="approve-contraception"
          label="Contraception advice given (MHRA, June 2025)"
          error={message("contraceptionAdviceGiven")}
          register={register("contraceptionAdviceGiven")}
        />
      )}
      {remaining.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Still needed before approval:</p>
          <ul className="mt-1 list-disc pl-5">
            {remaining.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      <Refusal id="approve-refusal" message={refusal?.message ?? null} list={refusal?.list} />
    </ActionDialog>
  );
}
