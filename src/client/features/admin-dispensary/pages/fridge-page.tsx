import { useState } from "react";
import { useForm } from "react-hook-form";
import { Page } from "@/client/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { TableCell, TableRow } from "@/client/components/ui/table";
import { notify } from "@/client/lib/notify";
import { isOutOfRange } from "@/shared/domain/dispensing/fridge";
import { type FridgeReadingInput, fridgeReadingSchema } from "@/shared/schemas/orders/dispensary";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { useFridgeLog, useRecordFridgeReading } from "../api/dispensary-api";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { PagedTable } from "@/client/features/admin-shell/components/page-parts/list-parts";
import { InputField } from "@/client/components/form/field";
import { bindField } from "@/client/components/form/bind-field";
import { TextareaField } from "@/client/components/form/control-fields";
import { schemaResolver } from "@/client/components/form/resolvers";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { SubmitButton } from "@/client/features/admin-shell/components/page-parts/submit-button";
import { ExcursionCard } from "../components/excursion-card";

const EMPTY = { currentC: "", minC: "", maxC: "", actionTaken: "" };
const number = (v: string) => (v.trim() === "" ? undefined : Number(v.replace(",", ".")));
/** What was typed as the schema's input: a blank temperature is none, a decimal comma is a point. */
const toInput = (v: typeof EMPTY) => ({
  currentC: number(v.currentC),
  minC: number(v.minC),
  maxC: number(v.maxC),
  ...(v.actionTaken.trim() ? { actionTaken: v.actionTaken } : {}),
});
const celsius = (t: number) => `${t.toFixed(1)} °C`;

/**
 * /admin/fridge (decision 098): the medicines fridge's current, minimum and maximum temperature,
 * read twice a day. A reading outside 2-8 °C asks for the action taken and alerts the
 * superintendent; a day without a reading is shown here and on the dashboard.
 */
export default function FridgePage() {
  const [page, setPage] = useState(1);
  const log = useFridgeLog(page);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    typeof EMPTY,
    unknown,
    FridgeReadingInput
  >({ defaultValues: EMPTY, resolver: schemaResolver(fridgeReadingSchema, toInput) });
  const errors = formState.errors;
  const field = bindField(register, errors);
  const recording = useFormMutation(useRecordFridgeReading(), { setError });
  const body = toInput(watch());
  const outside =
    body.currentC !== undefined &&
    body.minC !== undefined &&
    body.maxC !== undefined &&
    isOutOfRange({ currentC: body.currentC, minC: body.minC, maxC: body.maxC });

  const submit = handleSubmit((values) =>
    recording.send(values, (result) => {
      notify.success(
        "Reading recorded",
        result.alerted > 0
          ? "Outside 2 °C to 8 °C: supply is held until a pharmacist records the assessment; the superintendent has been e-mailed."
          : "The fridge is in range.",
      );
      reset(EMPTY);
    }),
  );
  const temperatureField = (name: "currentC" | "minC" | "maxC", label: string) => (
    <InputField id={`fridge-${name}`} label={label} inputMode="decimal" autoComplete="off" {...field(name)} />
  );

  return (
    <Page title="Fridge temperatures" className="max-w-7xl py-6">
      <DispensaryNav />
      <h1 className="text-2xl font-bold sm:text-3xl">Fridge temperatures</h1>
      <p className="mt-1 text-zinc-600">
        The medicines fridge must stay between 2 °C and 8 °C. Record the current, minimum and maximum twice a day.
      </p>
      {log.data && <ExcursionCard excursion={log.data.excursion} canAssess={log.data.canAssess} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Today</CardTitle>
          </CardHeader>
          <CardContent aria-live="polite">
            {!log.data ? (
              <p role="status">{log.isError ? "The log could not be loaded." : "Loading..."}</p>
            ) : (
              <>
                <p className="font-medium">
                  {log.data.today.count} of {log.data.today.needed} readings recorded today.
                </p>
                {log.data.missingDays.length > 0 ? (
                  <p className="mt-2 text-red-700">
                    No reading on {log.data.missingDays.map((d) => formatShortDate(d)).join(", ")}.
                  </p>
                ) : (
                  <p className="mt-2 text-sm text-zinc-600">No day without a reading in the last week.</p>
                )}
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Record a reading</CardTitle>
            <CardDescription>Temperatures in °C, to one decimal place.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-3">
                {temperatureField("currentC", "Current (°C)")}
                {temperatureField("minC", "Minimum (°C)")}
                {temperatureField("maxC", "Maximum (°C)")}
              </div>
              {(outside || errors.actionTaken?.message) && (
                <TextareaField
                  id="fridge-action"
                  label="Action taken"
                  hint="Outside 2 °C to 8 °C: say what was done. The superintendent is e-mailed."
                  maxLength={2000}
                  {...field("actionTaken")}
                />
              )}
              <div>
                <SubmitButton pending={recording.pending} pendingLabel="Saving...">
                  Record reading
                </SubmitButton>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      <Card className="mt-6">
        <h2 className="border-b border-zinc-200 p-4 text-lg font-semibold">Readings</h2>
        <PagedTable
          query={log}
          loading="Loading the readings..."
          failure="Failed to load the readings"
          empty={log.data?.readings.length === 0 ? "No readings recorded yet." : null}
          noun="readings"
          onPage={setPage}
          headers={["Recorded", "Current", "Minimum", "Maximum", "Action taken"]}
        >
          {() =>
            log.data!.readings.map((r) => (
              <TableRow key={r.readingId}>
                <TableCell>
                  <span className="whitespace-nowrap">{formatDateTime(r.recordedAt)}</span>
                  <span className="block text-sm text-zinc-600">{r.recordedBy}</span>
                </TableCell>
                <TableCell>{celsius(r.currentC)}</TableCell>
                <TableCell>{celsius(r.minC)}</TableCell>
                <TableCell>{celsius(r.maxC)}</TableCell>
                <TableCell className={r.outOfRange ? "text-red-800" : undefined}>
                  {r.outOfRange ? `Out of range. ${r.actionTaken ?? ""}` : "In range"}
                </TableCell>
              </TableRow>
            ))
          }
        </PagedTable>
      </Card>
    </Page>
  );
}
