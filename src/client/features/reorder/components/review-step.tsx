import { format, parseISO } from "date-fns";
import type { ReactNode } from "react";
import { formatMg, type Ladder } from "@/shared/domain/treatment/dose-ladder";
import { SIDE_EFFECTS } from "@/shared/domain/clinical/side-effects";
import { QUESTIONS, type ReorderValues } from "../lib/reorder-form";
import type { YesNo } from "./fields";

const date = (iso: string) => (iso ? format(parseISO(iso), "d MMMM yyyy") : "");
const answer = (a: YesNo | null) => (a === null ? "" : a.answer === "no" ? "No" : `Yes: ${a.details}`);
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-zinc-600">{label}</dt>
      <dd className="break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Everything the patient is about to send, to check before sending it. */
export function ReviewStep({ values, ladder, female }: { values: ReorderValues; ladder: Ladder; female: boolean }) {
  const effects = SIDE_EFFECTS.filter((e) => values.sideEffects[e.key] && values.sideEffects[e.key] !== "none");
  const chosen = ladder.options.find((o) => o.mg === values.requestedMg);
  return (
    <dl className="divide-y divide-zinc-200">
      <Row label="Today's weight">{`${values.weightKg} kg, weighed ${date(values.weighedOn)}`}</Row>
      <Row label="Injections from your last pen">{values.injectionsTaken}</Row>
      <Row label="Last injection">{date(values.lastInjectionOn)}</Row>
      <Row label="Side effects">
        {effects.length === 0 ? "None" : effects.map((e) => `${e.label}: ${values.sideEffects[e.key]}`).join("; ")}
      </Row>
      <Row label="New medical conditions">{answer(values.newConditions)}</Row>
      <Row label="New medicines">{answer(values.newMedicines)}</Row>
      {female ? (
        <>
          <Row label="Pregnant, breastfeeding or planning a pregnancy">
            {capital(values.pregnantBreastfeedingOrPlanning ?? "")}
          </Row>
          <Row label="Contraceptive pill">{capital(values.oralContraception ?? "")}</Row>
        </>
      ) : null}
      {ladder.requiresReassessment ? (
        <Row label="Safety questions">
          {QUESTIONS.some((q) => values.questionnaire[q.field]?.answer === "yes")
            ? "Answered, with details"
            : "Answered no to all"}
        </Row>
      ) : null}
      <Row label="Dose requested">
        {ladder.kind === "restart"
          ? "The pharmacist will decide your restart dose"
          : chosen
            ? chosen.label
            : values.requestedMg !== null
              ? `${formatMg(values.requestedMg)} mg`
              : ""}
      </Row>
    </dl>
  );
}
