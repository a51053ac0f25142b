import { useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { usePrescription } from "../api/consultations-api";
import { DocSection, Letterhead, PrintDocument } from "../components/print-document";
import { formatShortDate } from "@/client/features/admin-shell/lib/format";
import { LoadedRecord } from "@/client/features/admin-shell/components/page-parts/loaded-record";
import { PrescriptionSignature } from "../components/prescription-signature";

/**
 * /admin/prescriptions/:id/print (decisions 028, 077, 118): the private prescription, signed
 * electronically by its prescriber (or, made before that, on paper). Reading it is audited.
 */
export default function PrescriptionPrintPage() {
  const { id = "" } = useParams();
  return (
    <LoadedRecord
      query={usePrescription(id)}
      loading="Loading prescription..."
      failed={{
        title: "Prescription not found",
        back: { to: paths.admin.consultations, label: "Back to consultations" },
      }}
    >
      {(rx) => <Prescription rx={rx} />}
    </LoadedRecord>
  );
}

const MEDICINE_ROWS = ["Medicine", "Dose", "Quantity", "Directions"] as const;

function Prescription({ rx }: { rx: NonNullable<ReturnType<typeof usePrescription>["data"]> }) {
  const medicine: Record<(typeof MEDICINE_ROWS)[number], string> = {
    Medicine: rx.medicine.name,
    Dose: rx.medicine.strength,
    Quantity: rx.medicine.quantityLabel,
    Directions: rx.medicine.directions,
  };
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
            {MEDICINE_ROWS.map((row) => (
              <tr key={row} className="border-b border-zinc-200 last:border-b-0">
                <th scope="row" className="w-40 py-1.5 pr-3 align-top font-medium">
                  {row}
                </th>
                <td className="whitespace-pre-wrap py-1.5">{medicine[row]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DocSection>

      <DocSection title="Prescriber">
        <p className="font-medium">{rx.prescriber.name}</p>
        {rx.prescriber.type && <p>{rx.prescriber.type}</p>}
        <p>
          {rx.prescriber.regulator} number {rx.prescriber.number}
        </p>
      </DocSection>

      <DocSection title="Dates">
        <p>Date of issue: {formatShortDate(rx.issuedOn)}</p>
        <p>Valid until: {formatShortDate(rx.validUntil)} (6 months from the date of issue)</p>
      </DocSection>

      <PrescriptionSignature rx={rx} />
    </PrintDocument>
  );
}
