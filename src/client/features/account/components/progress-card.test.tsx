/**
 * "My progress" (issue 23) rendered as the account page renders it, from the shape
 * GET /api/account/progress answers.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildProgressSeries, type ChartWeight } from "@/shared/domain/treatment/progress-series";
import { ProgressCard } from "./progress-card";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

function render(answer: object) {
  const client = new QueryClient();
  client.setQueryData(["account", "progress"], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ProgressCard />
    </QueryClientProvider>,
  );
}

const answerFor = (weights: ChartWeight[], today: string, extra: object = {}) => {
  const { points, ...rest } = buildProgressSeries({
    weights,
    supplies: [{ on: weights[0]!.on, mg: 2.5 }],
    height: { cm: 170, verified: false },
    today,
    policy: null,
  });
  return {
    today,
    canAddWeight: true,
    hasCheckin: weights.some((w) => w.source === "checkin"),
    points: points.map(({ marks: _marks, ...p }) => p),
    ...rest,
    ...extra,
  };
};

describe("My progress", () => {
  it("before the first check-in says what will show, and offers today's weight once a pen was supplied", () => {
    const html = text(
      render(answerFor([{ on: "2026-01-05", kg: 100, source: "questionnaire", verified: false }], "2026-01-20")),
    );
    expect(html).toContain("Your progress will show here after your first check-in");
    expect(html).not.toContain("Weight over time");
    expect(html).toContain("Add today's weight");
  });

  it("after six months shows the NICE reference of 5% lost, and whether it was reached", () => {
    const weights: ChartWeight[] = [
      { on: "2026-01-05", kg: 100, source: "questionnaire", verified: false },
      { on: "2026-07-01", kg: 96, source: "checkin", verified: false },
    ];
    const html = render(answerFor(weights, "2026-07-06", { canAddWeight: false }));
    expect(text(html)).toContain("Since the start Lost 4 kg (4%) since 5 January 2026");
    expect(text(html)).toContain("NICE reference at 6 months 5% lost: 95 kg (not reached yet)");
    expect(html).toContain(
      'aria-label="Weight over time, 2 weights. latest 96 kg on 1 July 2026. Lost 4 kg (4%) since 5 January 2026"',
    );
    expect(text(html)).not.toContain("Add today's weight");
  });
});
