import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { registerQuerySchema } from "@/shared/schemas/orders/orders";
import type { z } from "@/shared/schemas/zod";
import { bindField } from "@/client/components/form/bind-field";
import { schemaResolver } from "@/client/components/form/resolvers";
import { useRegister } from "../api/register-api";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { FilterField, FilterForm, PagedTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { ExportLink } from "@/client/features/admin-shell/components/page-parts/export-link";

/** /admin/register: the prescription-only medicine register by date range, paged, with a CSV export. */
export default function RegisterPage() {
  const [params, setParams] = useSearchParams();
  // Without a range in the address the server shows the last 30 days by its own clock.
  const asked = {
    ...(params.get("from") ? { from: params.get("from")! } : {}),
    ...(params.get("to") ? { to: params.get("to")! } : {}),
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const check = registerQuerySchema.safeParse(asked);
  const register = useRegister(asked, page, check.success);
  const from = register.data?.from ?? asked.from ?? "";
  const to = register.data?.to ?? asked.to ?? "";
  // The form shows the range on screen, and follows it when the address or the server's answer changes it.
  const form = useForm<{ from: string; to: string }, unknown, z.output<typeof registerQuerySchema>>({
    values: { from, to },
    resolver: schemaResolver(registerQuerySchema, (v) => v),
  });
  const error = form.formState.errors.from?.message ?? form.formState.errors.to?.message;
  const field = bindField(form.register, form.formState.errors);
  const show = form.handleSubmit(() => setParams(form.getValues()));
  const setPage = (n: number) => setParams({ from, to, ...(n > 1 ? { page: String(n) } : {}) });
  const entries = register.data?.entries ?? [];
  const exportUrl = `/api/admin/register/export?${new URLSearchParams({ from, to }).toString()}`;

  return (
    <Page title="POM register" className="max-w-7xl py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">POM register</h1>
      <p className="mt-1 text-zinc-600">
        Prescription-only medicines supplied, one entry per dispensed order. Each view and export is recorded.
      </p>
      <Card className="mt-6">
        <FilterForm
          onSubmit={show}
          className="grid gap-3 border-b border-zinc-200 p-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
          refusal={{ id: "register-range-error", message: error }}
        >
          <FilterField id="register-from" label="From" type="date" {...field("from")} />
          <FilterField id="register-to" label="To" type="date" {...field("to")} />
          <Button type="submit">Show</Button>
          <ExportLink href={exportUrl} />
        </FilterForm>
        {!check.success ? (
          <p className="p-8 text-center text-red-700">{check.error.issues[0]?.message}</p>
        ) : (
          <PagedTable
            query={register}
            loading="Loading the register..."
            failure="Failed to load the register"
            empty={
              entries.length === 0 ? `No entries between ${formatShortDate(from)} and ${formatShortDate(to)}` : null
            }
            noun="entries"
            onPage={setPage}
            headers={[
              "Date",
              "Medicine",
              "Patient",
              "Prescriber",
              "Prescription date",
              "Batch",
              "Expiry",
              "Entered by",
              "Responsible pharmacist",
              "Notes",
            ]}
          >
            {() =>
              entries.map((e) => (
                <TableRow key={e.entryId}>
                  <TableCell className="whitespace-nowrap">{formatShortDate(e.entryDate)}</TableCell>
                  <TableCell className="whitespace-nowrap">{`${e.medicine} ${e.strength} × ${e.quantity}`}</TableCell>
                  <TableCell>
                    <span className="font-medium">{e.patientName}</span>
                    <span className="block text-sm text-zinc-600">{e.patientAddress}</span>
                  </TableCell>
                  <TableCell>
                    {e.prescriberName}
                    <span className="block text-sm text-zinc-600">{e.prescriberAddress}</span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatShortDate(e.prescriptionDate)}</TableCell>
                  <TableCell>{e.batchNumber}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatShortDate(e.expiryDate)}</TableCell>
                  <TableCell>{e.enteredBy}</TableCell>
                  <TableCell>{e.responsiblePharmacist ?? "Not recorded"}</TableCell>
                  {/* Decision 125: what was added since (a return); the entry itself never changes. */}
                  <TableCell className="min-w-48 text-sm">{e.notes ?? ""}</TableCell>
                </TableRow>
              ))
            }
          </PagedTable>
        )}
      </Card>
    </Page>
  );
}
