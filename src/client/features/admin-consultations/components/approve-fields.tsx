import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { bindField } from "@/client/components/form/bind-field";
import { ChoiceGroup } from "@/client/components/form/choice-group";
import { validValues } from "@/client/components/form/resolvers";
import { applyServerErrors } from "@/client/components/form/server-errors";
import { errorMessage, toApiError } from "@/client/lib/api";
import {
  CONTACT_METHOD_LABEL,
  CONTACT_METHODS,
  type GpSharing,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import type { ApproveInput } from "@/shared/schemas/prescribing/consultations";
import type { ConsultationDetail } from "../api/consultations-api";
import {
  type ApproveField,
  type ApproveValues,
  approveFormSchema,
  decisionFactsOf,
  fieldOfProblem,
  initialApproveValues,
} from "../lib/approve-form";
import { allowedDoses, doseLabel, remainingProblems } from "../lib/review";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { useFreshOnOpen } from "@/client/features/admin-shell/lib/use-fresh-on-open";
import { FormCheckField, SelectField, TextareaField } from "@/client/components/form/control-fields";
import { InputField } from "@/client/components/form/field";

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

export interface ApproveRefusal {
  message: string;
  list: string[];
}

/**
 * The approval's form (decision 077), for the Approve dialog and for a correction to an
 * approval (decision 085): the doses the rules allow, what approval still needs as it is filled
 * in, the request the values make, and the server's refusal put beside the fields that answer it.
 */
export function useApproveForm(data: ConsultationDetail, open: boolean) {
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
  const form = useForm<ApproveValues, unknown, ApproveInput>({
    defaultValues: initial(),
    resolver: zodResolver(
      approveFormSchema({
        female,
        doseMg: (productId) => doses.find((d) => String(d.productId) === productId)?.mg ?? null,
        problems: (entries) => remainingProblems(facts, entries),
      }),
    ),
  });
  const [refusal, setRefusal] = useFreshOnOpen<ApproveRefusal>(open, () => form.reset(initial()));
  const values = form.watch();
  const chosen = doses.find((d) => String(d.productId) === values.productId) ?? null;
  const remaining = chosen ? remainingProblems(facts, decisionFactsOf(values, chosen.mg)) : [];

  const marker = () => {
    const marked = new Set<ApproveField>();
    return (field: ApproveField | null, message: string) => {
      if (!field || marked.has(field)) return;
      marked.add(field);
      form.setError(field, { message });
    };
  };

  /** The request the values make, or null with each problem said beside its field. */
  function check(): Promise<ApproveInput | null> {
    setRefusal(null);
    return validValues(form);
  }

  /** The server's refusal: field messages and each problem beside its field, and all of them listed. */
  function refused(error: unknown) {
    const v = form.getValues();
    const mark = marker();
    applyServerErrors(error, (name, { message }) => mark(name in v ? (name as ApproveField) : null, message ?? ""));
    const problems = toApiError(error).details.problems ?? [];
    for (const p of problems) mark(fieldOfProblem({ rule: p.rule as never, message: p.message }, v), p.message);
    setRefusal({ message: errorMessage(error), list: problems.map((p) => p.message) });
  }

  return { form, values, doses, female, consent, remaining, refusal, setRefusal, check, refused };
}
export type ApproveForm = ReturnType<typeof useApproveForm>;

/** The approval's fields: dose, directions, reasoning, two-way contact, GP sharing, contraception advice, and the signing PIN. */
/** Decision 124: the packs free to supply the strength, as the prescriber reads them beside it. */
const stockNote = (free: number | null) =>
  free === null ? "" : free === 0 ? ` (${STOCK_MESSAGES.outOfStock.toLowerCase()})` : ` (${free} in stock)`;

export function ApproveFields({ approve, prefix }: { approve: ApproveForm; prefix: string }) {
  const { form, values, doses, female, consent, remaining } = approve;
  const field = bindField(form.register, form.formState.errors);
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <SelectField
        id={id("dose")}
        label="Dose"
        hint={
          doses.length === 0
            ? "No dose can be approved yet."
            : "Only the doses the rules allow are listed, with the packs in stock to supply them."
        }
        {...field("productId")}
      >
        <option value="">Choose the dose</option>
        {doses.map((d) => (
          <option key={d.productId} value={String(d.productId)}>
            {doseLabel(d.mg)}
            {stockNote(d.freeStock)}
          </option>
        ))}
      </SelectField>
      <TextareaField id={id("directions")} label="Directions" rows={2} maxLength={500} {...field("directions")} />
      <TextareaField
        id={id("reasoning")}
        label="Reasoning"
        hint="20 to 5000 characters: what you checked, and why this supply is appropriate."
        rows={4}
        maxLength={5000}
        {...field("reasoning")}
      />
      <SelectField id={id("contact")} label="Two-way contact" {...field("contactMethod")}>
        <option value="">None (explain why below)</option>
        {CONTACT_METHODS.map((m) => (
          <option key={m} value={m}>
            {CONTACT_METHOD_LABEL[m]}
          </option>
        ))}
      </SelectField>
      {values.contactMethod === "" && (
        <TextareaField
          id={id("justification")}
          label="Why there was no two-way contact"
          hint="At least 20 characters."
          rows={2}
          maxLength={2000}
          {...field("contactJustification")}
        />
      )}
      <Controller
        control={form.control}
        name="gpSharing"
        render={({ field: gp, fieldState }) => (
          <ChoiceGroup
            id={id("gp")}
            legend="GP sharing"
            hint={consent ? CONSENT_SAYS[consent] : "The patient did not answer the GP question."}
            options={GP_CHOICES}
            value={gp.value}
            onChange={gp.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {values.gpSharing === "not_shared" && (
        <TextareaField
          id={id("gp-reason")}
          label="Reason for not sharing"
          hint="At least 20 characters."
          rows={2}
          maxLength={2000}
          {...field("gpNotSharedReason")}
        />
      )}
      {female && (
        <FormCheckField
          id={id("contraception")}
          label="Contraception advice given (MHRA, June 2025)"
          {...field("contraceptionAdviceGiven")}
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
      <InputField
        id={id("signing-pin")}
        label="Signing PIN"
        hint="6 to 12 digits, set on your account page. It signs the prescription electronically."
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        {...field("signingPin")}
      />
    </>
  );
}
