import { isoToday } from "@/shared/domain/dates";
import { dispensingLabel } from "@/shared/domain/dispensing/dispensing-label";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import type { Ctx } from "../../../deps";
import { AppError } from "../../../lib/http/app-error";
import { writeAudit } from "../../../lib/people/audit";
import { getSettings } from "../../../lib/site/settings";
import { addressLine, requireStaffOrder } from "../admin-orders.queries";
import { currentSteps, requirePrescription, stepsOf } from "./dispensing.queries";

/**
 * GET /api/admin/orders/:id/label (decision 096): the dispensing label of the assembled pack,
 * its particulars worded by shared/domain/dispensing/dispensing-label, dated the day it is dispensed (the
 * server's day), with the prints recorded so far. It names the patient and the medicine: an
 * audited read.
 */
export async function getLabel({ db, actor, now }: Ctx, orderId: number) {
  const { patient } = await requireStaffOrder(db, orderId);
  const [prescription, rows, settings] = await Promise.all([
    requirePrescription(db, orderId),
    stepsOf(db, orderId),
    getSettings(db),
  ]);
  const current = currentSteps(rows);
  if (!current.assembly) throw new AppError("conflict", DISPENSING_MESSAGES.assemblyFirst);
  await writeAudit(db, actor, "label.view", { type: "order", id: orderId });
  const dispensedOn = current.accuracyCheck ? isoToday(current.accuracyCheck.created_at) : isoToday(now);
  return {
    orderId,
    label: dispensingLabel({
      patientName: [patient.firstname, patient.lastname].filter(Boolean).join(" ") || "No name",
      medicine: prescription.medicine_name,
      strength: prescription.strength,
      quantity: prescription.quantity,
      prescribedDirections: prescription.directions,
      dispensedOn,
      pharmacy: {
        name: settings.display_name,
        address: addressLine(
          settings.pharmacy_address_line1,
          settings.pharmacy_address_line2,
          settings.pharmacy_address_line3,
        ),
        phone: settings.contact_phone_number,
      },
    }),
    printed: rows
      .filter((r) => r.step === "label_print" && r.assembly_step_id === current.assembly!.step_id)
      .map((r) => ({ by: r.employee_name, at: r.created_at.toISOString() })),
  };
}
