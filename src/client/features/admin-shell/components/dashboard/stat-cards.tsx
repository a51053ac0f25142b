import { AlertTriangle, CheckCircle2, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Card } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";

export interface PatientStats {
  totalPatients: number;
  pendingReview: number;
  approved: number;
  withExclusions: number;
}

/** The four stat cards of decisions 013 and 014, from real counts (decision 008). */
export function StatCards({ stats, isError }: { stats: PatientStats | undefined; isError?: boolean }) {
  const cards = [
    {
      label: "Total Patients",
      value: stats?.totalPatients,
      icon: Users,
      to: paths.admin.patients,
      tone: "text-brand-700",
    },
    {
      label: "Pending Review",
      value: stats?.pendingReview,
      icon: Clock,
      to: `${paths.admin.patients}?status=1`,
      tone: "text-amber-700",
    },
    {
      label: "Approved",
      value: stats?.approved,
      icon: CheckCircle2,
      to: `${paths.admin.patients}?status=2`,
      tone: "text-green-700",
    },
    {
      label: "With Exclusions",
      value: stats?.withExclusions,
      icon: AlertTriangle,
      to: undefined,
      tone: "text-red-700",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Patient counts">
      {cards.map(({ label, value, icon: Icon, to, tone }) => {
        const body = (
          <Card className="flex h-full items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="text-sm font-medium text-zinc-600">{label}</p>
              {value === undefined ? (
                isError ? (
                  <p className="text-2xl font-bold">–</p>
                ) : (
                  <Skeleton className="mt-1 h-8 w-14" />
                )
              ) : (
                <p className="text-2xl font-bold">{value.toLocaleString("en-GB")}</p>
              )}
            </div>
            <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />
          </Card>
        );
        return (
          <li key={label}>
            {to ? (
              <Link to={to} className="block h-full rounded-lg hover:ring-2 hover:ring-brand-100">
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
