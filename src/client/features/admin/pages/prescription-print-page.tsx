import { useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Spinner } from "@/client/components/ui/spinner";
import { usePrescription } from "../api/consultations-api";
import { DocSection, Letterhead, PrintDocument } from "../components/consultation/print-document";
import { formatShortDate } from "../lib/format";
import { LoadFailed } from "../components/load-failed";

/**
 * /admin/prescriptions/:id/print (decision 028, decision 077): the private prescription the
 * prescriber signs in ink before the pen is dispensed. Reading it is audited.
 */
export default function PrescriptionPrintPage() {
  const { id = "" } = useParams();
  const { data: rx, isPending, isError, error } = usePrescription(id);
  if (isPending) return <Spinner label="Loading prescription..." />;
  if (isError) {
    return (
      <LoadFailed
        title="Prescription not found"
        message={error.message}
        back={{ to: paths.admin.consultations, label: "Back to consultations" }}
        className="max-w-3xl py-6"
      />
    );
  }
  return (
    <PrintDocument
      title={`Prescription #${rx.prescriptionId}`}
      back={{ to: paths.admin.consultation(rx.consultationId), label: "Back to the consultation" }}
    >
      <Letterhead pharmacy={rx.pharmacy} />
      <div className="mt-5 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">Private prescription</h1>
        <p>
          Prescription #{rx.prescriptionId} · order #{rx.orderId}
        </p>
      </div>

      <DocSection title="Patient">
        <p className="font-medium">{rx.patient.name}</p>
        <p>Date of birth: {rx.patient.dateOfBirth ? formatShortDate(rx.patient.dateOfBirth) : "not given"}</p>
        <p>{rx.patient.address.join(", ") || "No address on record"}</p>
      </DocSection>

      <DocSection title="Medicine">
        <table className="w-full border-collapse text-left">
          <tbody>
            <tr className="border-b border-zinc-200">
              <th scope="row" className="w-40 py-1.5 pr-3 font-medium">
                Medicine
              </th>
              <td className="py-1.5">{rx.medicine.name}</td>
            </tr>
            <tr className="border-b border-zinc-200">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                Dose
              </th>
              <td className="py-1.5">{rx.medicine.strength}</td>
            </tr>
            <tr className="border-b border-zinc-200">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                Quantity
              </th>
              <td className="py-1.5">{rx.medicine.quantityLabel}</td>
            </tr>
            <tr>
              <th scope="row" className="py-1.5 pr-3 align-top font-medium">
                Directions
              </th>
              <td className="whitespace-pre-wrap py-1.5">{rx.medicine.directions}</td>
            </tr>
          </tbody>
        </table>
      </DocSection>

      <DocSection title="Prescriber">
        <p className="font-medium">{rx.prescriber.name}</p>
        {rx.prescriber.type && <p>{rx.prescriber.type}</p>}
        <p>GPhC number {rx.prescriber.gphcNumber}</p>
      </DocSection>

      <DocSection title="Dates">
        <p>Date of issue: {formatShortDate(rx.issuedOn)}</p>
        <p>Valid until: {formatShortDate(rx.validUntil)} (6 months from the date of issue)</p>
      </DocSection>

      <DocSection title="Signature">
        <div className="mt-2 grid gap-6 sm:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr]">
          <div>
            <div className="h-20 border-b border-zinc-900" aria-hidden="true" />
            <p className="mt-1 text-xs text-zinc-600">Prescriber's signature (in ink)</p>
          </div>
          <div>
            <div className="h-20 border-b border-zinc-900" aria-hidden="true" />
            <p className="mt-1 text-xs text-zinc-600">Date signed</p>
          </div>
        </div>
      </DocSection>
    </PrintDocument>
  );
}
