import type { Ctx } from "../../deps";
import { chartOf, patientProgress } from "../../lib/treatment/progress";
import { requireOwnPatient } from "../../lib/people/patient-lookup";

/**
 * GET /api/account/progress (issue 23): the signed-in patient's own chart, from the same dated
 * weights the prescriber reads (server/lib/treatment/progress), without the prescriber's flags; and
 * whether a weight can be added (once a pen has been supplied).
 */
export async function getProgress({ db, now, actor }: Ctx) {
  const patient = await requireOwnPatient(db, actor.userId);
  const progress = await patientProgress(db, patient.patient_id, now);
  const series = chartOf(progress, "patient");
  return {
    today: progress.chart.today,
    canAddWeight: progress.chart.supplies.length > 0,
    hasCheckin: progress.weights.some((w) => w.source === "checkin"),
    points: series.points.map(({ marks: _marks, ...point }) => point),
    doses: series.doses,
    loss: series.loss,
    reference: series.reference,
  };
}
