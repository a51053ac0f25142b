import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ABSENCE_OVER_LIMIT } from "@/shared/domain/dispensing/rp-absence";
import { formatDateTime, formatShortDate } from "../../lib/format";

interface Dispensary {
  dispensing: { clinicalCheck: number; assembly: number; accuracyCheck: number };
  unreadRecallNotices: number;
  openRecalls: Array<{ id: number; reference: string; recordedAt: string }>;
  fridge: { today: { count: number; needed: number }; missingDays: string[]; excursionSince: string | null };
  openIncidents: number;
  responsiblePharmacist: {
    name: string;
    since: string;
    absentSince: string | null;
    absenceOverLimit: boolean;
  } | null;
}

const orders = (n: number) => (n === 1 ? "1 order" : `${n} orders`);

/**
 * The dashboard's dispensary cards (issue 20, item 8): what waits at each step of dispensing,
 * and the pharmacy's own records: unread recall notices, days without a fridge reading, open
 * incidents, and the responsible pharmacist.
 */
export function DispensaryCards({ dispensary, isError }: { dispensary?: Dispensary; isError?: boolean }) {
  if (!dispensary) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Dispensing</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-zinc-600">{isError ? "Not available." : "Loading..."}</p>
        </CardContent>
      </Card>
    );
  }
  const d = dispensary.dispensing;
  const f = dispensary.fridge;
  const rp = dispensary.responsiblePharmacist;
  const records: Array<{ label: string; value: ReactNode; to: string; alert: boolean }> = [
    {
      label: "Responsible pharmacist",
      // Decision 116: an absent RP holds every supply; past the day's 2 hours it says so.
      value: !rp ? (
        "Nobody is signed in"
      ) : rp.absentSince ? (
        <>
          {rp.name}, absent since {formatDateTime(rp.absentSince)}
          {rp.absenceOverLimit && <span className="block font-medium">{ABSENCE_OVER_LIMIT}</span>}
        </>
      ) : (
        `${rp.name}, since ${formatDateTime(rp.since)}`
      ),
      to: paths.admin.rpLog,
      alert: !rp || rp.absentSince !== null,
    },
    {
      label: "Fridge",
      value: (
        <>
          {/* Decision 121: an excursion holds every supply until a pharmacist records the assessment. */}
          {f.excursionSince && (
            <span className="block font-medium">
              Out of range since {formatDateTime(f.excursionSince)}: supply held
            </span>
          )}
          {f.today.count} of {f.today.needed} readings today
          {f.missingDays.length > 0 && (
            <span className="block">No reading on {f.missingDays.map((day) => formatShortDate(day)).join(", ")}</span>
          )}
        </>
      ),
      to: paths.admin.fridge,
      alert: f.missingDays.length > 0 || f.excursionSince !== null,
    },
    {
      // Decision 122: listed until a pharmacist closes each with what was done.
      label: "Open recalls",
      value: dispensary.openRecalls.length === 0 ? "None" : dispensary.openRecalls.map((r) => r.reference).join(", "),
      to: paths.admin.recalls,
      alert: dispensary.openRecalls.length > 0,
    },
    {
      label: "Recall notices not read",
      value: String(dispensary.unreadRecallNotices),
      to: paths.admin.recalls,
      alert: dispensary.unreadRecallNotices > 0,
    },
    {
      label: "Open incidents",
      value: String(dispensary.openIncidents),
      to: paths.admin.incidents,
      alert: false,
    },
  ];
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Dispensing</CardTitle>
          <CardDescription>Paid orders waiting at each step.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-3 text-center">
            {(
              [
                ["Clinical check", d.clinicalCheck],
                ["Assembly", d.assembly],
                ["Accuracy check", d.accuracyCheck],
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="rounded-md bg-zinc-50 p-2">
                <dt className="text-sm text-zinc-600">{label}</dt>
                <dd className="text-2xl font-bold" aria-label={`${label}: ${orders(n)}`}>
                  {n}
                </dd>
              </div>
            ))}
          </dl>
          <Button variant="link" size="inline" asChild className="mt-2">
            <Link to={`${paths.admin.orders}?tab=to_dispense`}>
              Orders to dispense <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card className={records.some((r) => r.alert) ? "border-amber-300" : undefined}>
        <CardHeader>
          <CardTitle>Dispensary records</CardTitle>
          <CardDescription>The responsible pharmacist, the fridge, recalls and incidents.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-zinc-200">
            {records.map((r) => (
              <li key={r.label}>
                <Link
                  to={r.to}
                  className="flex flex-col gap-1 rounded-md px-2 py-2 hover:bg-zinc-50 sm:flex-row sm:justify-between sm:gap-3"
                >
                  <span className="font-medium">{r.label}</span>
                  <span className={r.alert ? "text-red-800 sm:text-right" : "text-zinc-700 sm:text-right"}>
                    {r.value}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
