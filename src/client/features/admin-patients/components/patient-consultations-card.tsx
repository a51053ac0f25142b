import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { PatientDetail } from "../api/patients-api";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

/** The prescriber's review of each of the patient's orders (decision 077), newest first, each opening its consultation. */
export function PatientConsultationsCard({ orders }: { orders: PatientDetail["orders"] }) {
  const reviewed = orders.flatMap((o) => (o.consultation ? [{ ...o, consultation: o.consultation }] : []));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consultations</CardTitle>
        <CardDescription>Approval and rejection are decided here, by a prescriber.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListOrNone
          items={reviewed}
          none="No consultations yet: one opens when the patient completes an order."
          className="divide-y divide-zinc-200"
        >
          {(o) => (
            <li key={o.consultation.consultationId} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  to={paths.admin.consultation(o.consultation.consultationId)}
                  className="font-medium text-brand-800 underline"
                >
                  Consultation for order #{o.order_id}
                </Link>
                <p className="text-sm text-zinc-600">
                  {formatShortDate(o.date)} · {o.product ?? "No product selected"}
                </p>
              </div>
              <Badge
                variant={
                  o.consultation.status === "approved"
                    ? "success"
                    : o.consultation.status === "rejected"
                      ? "destructive"
                      : "warning"
                }
              >
                {o.consultation.statusLabel}
              </Badge>
            </li>
          )}
        </ListOrNone>
      </CardContent>
    </Card>
  );
}
