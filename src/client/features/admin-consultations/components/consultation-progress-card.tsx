import { ProgressView } from "@/client/components/progress/progress-view";
import { breakLength } from "@/shared/domain/clinical/clinical-policy";
import type { ConsultationKind } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { ConsultationProgress } from "../api/consultations-api";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { doseLabel, weightChanges } from "../lib/review";
import { Item, Items, ReviewCard, yesNo } from "@/client/features/admin-shell/components/page-parts/review-parts";

/**
 * A re-order's or restart's progress (issue 13): the chart of the weights on record (verified
 * ones and the re-order flags marked, issue 23), the change since the first and the previous
 * weight, the highest dose reached beside the check-in, and for a restart, that the pharmacist
 * decides the dose. For the prescriber; the patient's own is the account's ProgressCard.
 */
export function ConsultationProgressCard({
  progress,
  kind,
  lastSuppliedMg,
}: {
  progress: ConsultationProgress;
  kind: ConsultationKind;
  lastSuppliedMg: number | null;
}) {
  const { weights, checkin, highestDose } = progress;
  const changes = weightChanges(weights);
  return (
    <ReviewCard
      title="Progress"
      description="Since the treatment started: every weight on record and the latest check-in."
      className="lg:col-span-2"
    >
      <div className="grid gap-6">
        {kind === "restart" && (
          <p role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            A restart after a break: you decide the restart dose. Any dose in the list may be approved up to one step
            above the last supplied dose
            {lastSuppliedMg !== null ? ` (${doseLabel(lastSuppliedMg)})` : ""}.
          </p>
        )}
        {progress.reassessmentNeeded && (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            A break of {breakLength(progress.reassessmentGapDays)} or more: the full safety questionnaire and a new
            independent measurement are needed before approval.
          </p>
        )}
        <section aria-labelledby="weights-heading" className="grid content-start gap-3">
          <h3 id="weights-heading" className="font-semibold">
            Weights
          </h3>
          {weights.length === 0 ? (
            <p className="text-sm text-zinc-600">No weight on record.</p>
          ) : (
            <ProgressView series={progress.chart} who="patient" />
          )}
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="changes-heading" className="grid content-start gap-3">
            <h3 id="changes-heading" className="font-semibold">
              Changes
            </h3>
            <Items>
              <Item label="Change since the first weight">{changes?.sinceFirst ?? "—"}</Item>
              <Item label="Change since the previous weight">{changes?.sincePrevious ?? "—"}</Item>
              <Item label="Latest BMI">
                {progress.latestBmi !== null ? progress.latestBmi.toFixed(1) : "No verified height yet"}
              </Item>
              <Item label="Highest dose">
                {highestDose.highestMg !== null
                  ? `${doseLabel(highestDose.highestMg)} since ${formatShortDate(highestDose.since)} (${highestDose.daysAtHighestDose} days, ${highestDose.lossPercentAtHighestDose}% lost)`
                  : "None supplied yet"}
              </Item>
            </Items>
          </section>
          <section aria-labelledby="checkin-heading" className="grid content-start gap-3">
            <h3 id="checkin-heading" className="font-semibold">
              Check-in
            </h3>
            {!checkin ? (
              <p className="text-sm text-zinc-600">No check-in with this request.</p>
            ) : (
              <Items>
                <Item label="Weight">{`${checkin.weightKg} kg on ${formatShortDate(checkin.weighedOn)}`}</Item>
                <Item label="Injections taken">{checkin.injectionsTaken}</Item>
                <Item label="Last injection">{`${formatShortDate(checkin.lastInjectionOn)} (${checkin.gapDays} days ago)`}</Item>
                <Item label="Doses">{`${checkin.previousDose ?? "—"} → ${checkin.requestedDose ?? "—"} requested`}</Item>
                <Item label="Side effects">
                  {checkin.sideEffects.length === 0
                    ? "None"
                    : checkin.sideEffects.map((s) => `${s.label} (${s.level})`).join(", ")}
                </Item>
                <Item label="Worst side effect">{checkin.worstSideEffect}</Item>
                <Item label="New conditions">{checkin.newConditions || "None"}</Item>
                <Item label="New medicines">{checkin.newMedicines || "None"}</Item>
                <Item label="Pregnant, breastfeeding or planning">
                  {yesNo(checkin.pregnantBreastfeedingOrPlanning)}
                </Item>
                <Item label="Oral contraception">{yesNo(checkin.oralContraception)}</Item>
              </Items>
            )}
          </section>
        </div>
      </div>
    </ReviewCard>
  );
}
