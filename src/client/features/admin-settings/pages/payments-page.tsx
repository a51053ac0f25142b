import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { formatMoney } from "@/shared/domain/payments/money";
import { RECONCILIATION_FLAG_LABEL } from "@/shared/domain/payments/payments";
import { paymentsDayQuerySchema } from "@/shared/schemas/orders/orders";
import type { z } from "@/shared/schemas/zod";
import { bindField } from "@/client/components/form/bind-field";
import { schemaResolver } from "@/client/components/form/resolvers";
import { type PaymentsDay, usePayments } from "../api/payments-api";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { FilterField, FilterForm, ScrollTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { ExportLink } from "@/client/features/admin-shell/components/page-parts/export-link";

/**
 * /admin/payments (decision 102): the reconciliation of one day: every payment and refund with
 * its provider, order, amount, reference and state, the day's totals, what needs attention, and
 * a CSV export. Each view and export is recorded.
 */
export default function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("day") ?? "";
  const check = paymentsDayQuerySchema.safeParse(asked ? { day: asked } : {});
  const payments = usePayments(check.success ? asked : "");
  const day = payments.data?.day ?? asked;
  // The form shows the day on screen, and follows it when the address or the server's answer changes it.
  const form = useForm<{ day: string }, unknown, z.output<typeof paymentsDayQuerySchema>>({
    values: { day },
    resolver: schemaResolver(paymentsDayQuerySchema, (v) => v),
  });
  const error = form.formState.errors.day?.message;
  const field = bindField(form.register, form.formState.errors);
  const show = form.handleSubmit(() => setParams(form.getValues()));
  const exportUrl = `/api/admin/payments/export?${new URLSearchParams(day ? { day } : {}).toString()}`;

  return (
    <Page title="Payments" className="max-w-7xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Payments</h1>
      <p className="mt-1 text-zinc-600">
        Payments and refunds of a day, by card and by hand, checked against the orders. Each view and export is
        recorded.
      </p>
      <FilterForm
        onSubmit={show}
        className="mt-6 flex flex-wrap items-end gap-3"
        refusal={{ id: "payments-day-error", message: error }}
      >
        <FilterField id="payments-day" label="Day" type="date" {...field("day")} />
        <Button type="submit">Show</Button>
        <ExportLink href={exportUrl} />
      </FilterForm>
      {!check.success ? (
        <p className="mt-6 text-red-700" role="alert">
          {check.error.issues[0]?.message}
        </p>
      ) : (
        <>
          {payments.data && <Totals data={payments.data} />}
          {payments.data && <Flags data={payments.data} />}
          <Card className="mt-6">
            <CardHeader>
              <CardTitle>{day ? `Payments and refunds on ${formatShortDate(day)}` : "Payments and refunds"}</CardTitle>
            </CardHeader>
            <ListStatus
              query={payments}
              loading="Loading payments..."
              failure="Failed to load payments"
              empty={payments.data?.rows.length === 0 ? "No payments or refunds on this day" : null}
            >
              {() => <Rows data={payments.data!} />}
            </ListStatus>
          </Card>
        </>
      )}
    </Page>
  );
}

function Totals({ data }: { data: PaymentsDay }) {
  const t = data.totals;
  const items: Array<[string, string]> = [
    ["Received", t.received],
    ["Refunded", t.refunded],
    ["Refunds pending", t.refundPending],
    ["Net", t.net],
  ];
  return (
    <section aria-labelledby="payments-totals" className="mt-6">
      <h2 id="payments-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-md border border-zinc-200 bg-white p-3">
            <dt className="text-sm text-zinc-600">{label}</dt>
            <dd className="text-xl font-semibold">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-zinc-600">
        {`By card (Stripe): ${formatMoney(t.stripe.received)} received, ${formatMoney(t.stripe.refunded)} refunded. By hand: ${formatMoney(t.manual.received)} received, ${formatMoney(t.manual.refunded)} refunded.`}
      </p>
    </section>
  );
}

function Flags({ data }: { data: PaymentsDay }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Needs attention</CardTitle>
      </CardHeader>
      <CardContent>
        {data.flags.length === 0 ? (
          <p className="text-sm text-zinc-600">Nothing to check: payments and orders agree.</p>
        ) : (
          <ul className="grid gap-2">
            {data.flags.map((f, i) => (
              <li key={`${f.kind}-${f.orderId}-${i}`} className="rounded-md border border-amber-300 bg-amber-50 p-3">
                <p className="font-medium">{RECONCILIATION_FLAG_LABEL[f.kind]}</p>
                <p className="text-sm">
                  {f.orderId !== null && (
                    <>
                      <Link to={paths.admin.order(f.orderId)} className="text-brand-800 underline">
                        Order #{f.orderId}
                      </Link>
                      {": "}
                    </>
                  )}
                  {f.detail}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Rows({ data }: { data: PaymentsDay }) {
  return (
    <ScrollTable
      headers={[
        "Time",
        "Type",
        "Provider",
        "Order",
        { label: "Amount", className: "text-right" },
        "Method",
        "Reference",
        "State",
      ]}
    >
      {data.rows.map((r) => (
        <TableRow key={`${r.kind}-${r.id}`}>
          <TableCell className="whitespace-nowrap">{formatDateTime(r.at)}</TableCell>
          <TableCell>{r.kind === "payment" ? "Payment" : "Refund"}</TableCell>
          <TableCell>{r.providerLabel}</TableCell>
          <TableCell>
            <Link to={paths.admin.order(r.orderId)} className="text-brand-800 underline">
              #{r.orderId}
            </Link>
            <span className="block text-xs text-zinc-600">{r.orderState}</span>
          </TableCell>
          <TableCell className="text-right whitespace-nowrap">
            {r.kind === "refund" ? `−${formatMoney(r.amount)}` : formatMoney(r.amount)}
          </TableCell>
          <TableCell>{r.method}</TableCell>
          <TableCell className="break-all">{r.reference}</TableCell>
          <TableCell>{r.statusLabel}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
