import { zodResolver } from "@hookform/resolvers/zod";
import { IDENTITY_METHODS } from "@/shared/domain/prescribing/consultation-vocabulary";
import {
  DOCUMENT_TYPE_LABEL,
  DOCUMENT_TYPES,
  IDENTITY_METHOD_LABEL,
  IDENTITY_OUTCOME_LABEL,
  IDENTITY_OUTCOMES,
  identityCheckProblems,
  usesDocument,
} from "@/shared/domain/prescribing/verification";
import { type IdentityCheckInput, identityCheckSchema } from "@/shared/schemas/prescribing/evidence";
import type { z } from "@/shared/schemas/zod";
import { useRecordIdentityCheck } from "../api/consultations-api";
import { serverDay } from "../lib/review";
import { InputField } from "@/client/components/form/field";
import { FormCheckField, Options, SelectField } from "@/client/components/form/control-fields";
import { FormDialog } from "@/client/components/form/form-dialog";
import { blankAsUndefined } from "@/client/components/form/values";
import { Refusal } from "@/client/features/admin-shell/components/page-parts/review-parts";
import type { EvidenceDialogProps } from "./evidence-dialog";
import { useMutationDialog } from "@/client/features/admin-shell/lib/use-fresh-on-open";

type Output = z.output<typeof identityCheckSchema>;
const EMPTY: IdentityCheckInput = {
  method: "live_video_document",
  nameMatches: false,
  dobMatches: false,
  outcome: "" as IdentityCheckInput["outcome"],
};
const FIELDS = [
  "method",
  "documentType",
  "documentLast4",
  "expiryDate",
  "nameMatches",
  "dobMatches",
  "outcome",
] as const;

/**
 * "Record ID check" (any role, decision 077). Only the last 4 characters of the document number
 * are asked for, so the whole number never leaves the screen; an expired document or a name or
 * date of birth that does not match cannot be recorded as verified (the server's day decides).
 */
export function IdentityCheckDialog({ patientId, today, open, onOpenChange }: EvidenceDialogProps) {
  const { watch, refusal, dialog, field } = useMutationDialog({
    open,
    refusalIn: "dialog",
    onOpenChange,
    mutation: useRecordIdentityCheck(patientId),
    initial: () => EMPTY,
    form: { resolver: zodResolver(identityCheckSchema), shouldUnregister: true },
    known: FIELDS,
    check: (values: Output) => identityCheckProblems(values, serverDay(today)),
    done: ({ identityCheck }) => [
      "ID check recorded",
      `${identityCheck.methodLabel}: ${identityCheck.outcome === "verified" ? "verified" : "not verified"}.`,
    ],
  });
  const withDocument = usesDocument(watch("method") ?? "live_video_document");
  return (
    <FormDialog
      {...dialog}
      title="Record ID check"
      description="How the patient's identity was checked against a photo document. Only the last 4 characters of the document number are kept."
      submitLabel="Record ID check"
    >
      <SelectField id="id-method" label="Method" {...field("method")}>
        <Options values={IDENTITY_METHODS} labels={IDENTITY_METHOD_LABEL} />
      </SelectField>
      {withDocument && (
        <>
          <SelectField
            id="id-document-type"
            label="Document type"
            {...field("documentType", { setValueAs: blankAsUndefined })}
          >
            <Options values={DOCUMENT_TYPES} labels={DOCUMENT_TYPE_LABEL} placeholder="Choose the document" />
          </SelectField>
          <InputField
            id="id-last4"
            label="Last 4 characters"
            hint="The last 4 letters or digits of the document number; never the whole number."
            maxLength={4}
            autoComplete="off"
            inputClassName="uppercase"
            {...field("documentLast4", { setValueAs: blankAsUndefined })}
          />
          <InputField
            id="id-expiry"
            label="Expiry date"
            type="date"
            {...field("expiryDate", { setValueAs: blankAsUndefined })}
          />
        </>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Matches the record</legend>
        <FormCheckField id="id-name-matches" label="Name matches" {...field("nameMatches")} />
        <FormCheckField id="id-dob-matches" label="Date of birth matches" {...field("dobMatches")} />
      </fieldset>
      <SelectField id="id-outcome" label="Outcome" {...field("outcome")}>
        <Options values={IDENTITY_OUTCOMES} labels={IDENTITY_OUTCOME_LABEL} placeholder="Choose the outcome" />
      </SelectField>
      <Refusal id="id-check-refusal" message={refusal} />
    </FormDialog>
  );
}
