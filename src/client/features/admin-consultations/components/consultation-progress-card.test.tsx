/**
 * The progress a prescriber reads on a re-order or restart (issue 13): rendered as the page
 * renders it, from the shape the consultation's answer carries.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clinicalPolicy } from "@/shared/domain/clinical/clinical-policy";
import { buildProgressSeries } from "@/shared/domain/treatment/progress-series";
import type { ConsultationProgress } from "../api/consultations-api";
import { ConsultationProgressCard } from "./consultation-progress-card";

const weights: ConsultationProgress["weights"] = [
  { on: "2026-01-05", kg: 100, source: "questionnaire", verified: false },
  { on: "2026-01-06", kg: 99, source: "live_video", verified: true },
  { on: "2026-02-02", kg: 95, source: "checkin", verified: false },
];

const progress = (overrides: Partial<ConsultationProgress> = {}): ConsultationProgress => ({
  kind: "reorder",
  weights,
  chart: buildProgressSeries({
    weights,
    supplies: [{ on: "2026-02-03", mg: 5 }],
    height: { cm: 174, verified: true },
    today: "2026-02-23",
    policy: clinicalPolicy({}),
  }),
  latestBmi: 32.9,
  highestDose: { highestMg: 5, since: "2026-02-03", daysAtHighestDose: 20, lossPercentAtHighestDose: 1.5 },
  checkin: {
    weighedOn: "2026-02-20",
    weightKg: 95,
    injectionsTaken: 4,
    lastInjectionOn: "2026-02-18",
    gapDays: 7,
    sideEffects: [{ key: "nausea", label: "Feeling sick (nausea)", level: "mild" }],
    worstSideEffect: "mild",
    newConditions: null,
    newMedicines: "Omeprazole",
    pregnantBreastfeedingOrPlanning: false,
    oralContraception: null,
    previousDose: "5 mg",
    requestedDose: "7.5 mg",
  },
  reassessmentNeeded: false,
  reassessmentGapDays: 56,
  ...overrides,
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the progress card", () => {
  it("shows the check-in beside the dated weights, the verified one marked, and the change since the first and the previous", () => {
    const html = text(
      renderToStaticMarkup(<ConsultationProgressCard progress={progress()} kind="reorder" lastSuppliedMg={5} />),
    );
    expect(html).toContain("05 Jan 2026 100 kg (15 st 10.5 lb) 33.0 — Questionnaire");
    expect(html).toContain("06 Jan 2026 99 kg (15 st 8.3 lb) 32.7 — Live video Verified");
    expect(html).toContain("02 Feb 2026 95 kg (14 st 13.4 lb) 31.4 — Check-in");
    expect(html).toContain("Since the start Lost 5 kg (5%) since 5 January 2026");
    expect(html.match(/Live video Verified/g)).toHaveLength(1);
    expect(html).toContain("Change since the first weight -5.0 kg (-5.0%)");
    expect(html).toContain("Change since the previous weight -4.0 kg (-4.0%)");
    expect(html).toContain("5 mg since 03 Feb 2026 (20 days, 1.5% lost)");
    expect(html).toContain("Feeling sick (nausea) (mild)");
    expect(html).toContain("New medicines Omeprazole");
    expect(html).toContain("5 mg → 7.5 mg requested");
    expect(html).not.toContain("you decide the restart dose");
  });

  it("marks on the chart and in its table the weight that raised a re-order flag, and the one added between check-ins", () => {
    const told: ConsultationProgress["weights"] = [
      ...weights,
      { on: "2026-02-10", kg: 86, source: "self_reported", verified: false },
    ];
    const chart = buildProgressSeries({
      weights: told,
      supplies: [{ on: "2026-02-03", mg: 5 }],
      height: { cm: 174, verified: true },
      today: "2026-02-23",
      policy: clinicalPolicy({}),
    });
    const markup = renderToStaticMarkup(
      <ConsultationProgressCard progress={progress({ weights: told, chart })} kind="reorder" lastSuppliedMg={5} />,
    );
    expect(markup).toContain("<title>Lost over 8% in 4 weeks</title>");
    expect(text(markup)).toContain("10 Feb 2026 86 kg (13 st 7.6 lb) 28.4 5 mg Self-reported Lost over 8% in 4 weeks");
    expect(text(markup)).toContain("Re-order flag");
  });

  it("tells the prescriber of a restart that they decide the dose, up to one step above the last supplied", () => {
    const html = text(
      renderToStaticMarkup(
        <ConsultationProgressCard
          progress={progress({ reassessmentNeeded: true, reassessmentGapDays: 70, checkin: null })}
          kind="restart"
          lastSuppliedMg={7.5}
        />,
      ),
    );
    expect(html).toContain(
      "you decide the restart dose. Any dose in the list may be approved up to one step above the last supplied dose (7.5 mg).",
    );
    // The break is the superintendent's setting (here 70 days), not a number in the copy.
    expect(html).toContain(
      "A break of 10 weeks or more: the full safety questionnaire and a new independent measurement are needed",
    );
    expect(html).toContain("No check-in with this request.");
  });
});
