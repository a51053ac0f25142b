import { zodResolver } from "@hookform/resolvers/zod";
import { notify } from "@/client/lib/notify";
import { IDENTITY_METHODS } from "@/shared/domain/prescribing";
import {
  DOCUMENT_TYPE_LABEL,
  DOCUMENT_TYPES,
  IDENTITY_METHOD_LABEL,
  IDENTITY_OUTCOME_LABEL,
  IDENTITY_OUTCOMES,
  identityCheckProblems,
  usesDocument,
} from "@/shared/domain/verification";
import { type IdentityCheckInput, identityCheckSchema } from "@/shared/schemas/evidence";
import type { z } from "@/shared/schemas/zod";
import { useRecordIdentityCheck } from "../../api/consultations-api";
import { serverDay } from "../../lib/review";
import { Input } from "@/client/components/ui/input";
import { fieldA11y, FormField, InputField } from "@/client/components/form/field";
import { SelectField } from "@/client/components/form/control-fields";
import { refusalText } from "@/client/components/form/server-errors";
import { FormDialog } from "@/client/components/form/form-dialog";
import { Check, Refusal } from "./review-parts";
import { useDialogForm } from "../../lib/use-fresh-on-open";

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
const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/**
 * "Record ID check" (any role, decision 077). Only the last 4 characters of the document number
 * are asked for, so the whole number never leaves the screen; an expired document or a name or
 * date of birth that does not match cannot be recorded as verified (the server's day decides).
 */
export function IdentityCheckDialog({
  patientId,
  today,
  open,
  onOpenChange,
}: {
  patientId: number;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useRecordIdentityCheck(patientId);
  const { register, handleSubmit, setError, watch, errors, refusal, setRefusal } = useDialogForm<
    IdentityCheckInput,
    Output
  >(open, () => EMPTY, { resolver: zodResolver(identityCheckSchema), shouldUnregister: true });
  const withDocument = usesDocument(watch("method") ?? "live_video_document");

  const submit = handleSubmit((values) => {
    const problems = identityCheckProblems(values, serverDay(today));
    if (Object.keys(problems).length > 0) {
      for (const [name, message] of Object.entries(problems)) setError(name as keyof IdentityCheckInput, { message });
      return;
    }
    setRefusal(null);
    mutation.mutate(values, {
      onSuccess: ({ identityCheck }) => {
        notify.success(
          "ID check recorded",
          `${identityCheck.methodLabel}: ${identityCheck.outcome === "verified" ? "verified" : "not verified"}.`,
        );
        onOpenChange(false);
      },
      onError: (error) => setRefusal(refusalText(error, setError, FIELDS)),
    });
  });

  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record ID check"
      description="How the patient's identity was checked against a photo document. Only the last 4 characters of the document number are kept."
      submitLabel="Record ID check"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <SelectField id="id-method" label="Method" error={message("method")} {...register("method")}>
        {IDENTITY_METHODS.map((m) => (
          <option key={m} value={m}>
            {IDENTITY_METHOD_LABEL[m]}
          </option>
        ))}
      </SelectField>
      {withDocument && (
        <>
          <SelectField
            id="id-document-type"
            label="Document type"
            error={message("documentType")}
            {...register("documentType", { setValueAs: blankAsUndefined })}
          >
            <option value="">Choose the document</option>
            {DOCUMENT_TYPES.map((d) => (
              <option key={d} value={d}>
                {DOCUMENT_TYPE_LABEL[d]}
              </option>
            ))}
          </SelectField>
          <FormField
            id="id-last4"
            label="Last 4 characters"
            error={message("documentLast4")}
            hint="The last 4 letters or digits of the document number; never the whole number."
          >
            <Input
              maxLength={4}
              autoComplete="off"
              className="uppercase"
              {...register("documentLast4", { setValueAs: blankAsUndefined })}
              {...fieldA11y("id-last4", message("documentLast4"), true)}
            />
          </FormField>
          <InputField
            id="id-expiry"
            label="Expiry date"
            error={message("expiryDate")}
            type="date"
            {...register("expiryDate", { setValueAs: blankAsUndefined })}
          />
        </>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Matches the record</legend>
        <Check
          id="id-name-matches"
          label="Name matches"
          error={message("nameMatches")}
          register={register("nameMatches")}
        />
        <Check
          id="id-dob-matches"
          label="Date of birth matches"
          error={message("dobMatches")}
          register={register("dobMatches")}
        />
      </fieldset>
      <SelectField id="id-outcome" label="Outcome" error={message("outcome")} {...register("outcome")}>
        <option value="">Choose the outcome</option>
        {IDENTITY_OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {IDENTITY_OUTCOME_LABEL[o]}
          </option>
        ))}
      </SelectField>
      <Refusal id="id-check-refusal" message={refusal} />
    </FormDialog>
  );
}
