/**
 * The parts the prescribing documents share (decisions 028, 077, 118): the patient as a document
 * names them and the pharmacy's letterhead. An approval writes them into the prescription it
 * signs; the prescription and the GP letter show them.
 */
import type { SettingsMap } from "@/shared/domain/site/settings";
import type { patients } from "../../db/schema";

const lines = (...parts: Array<string | null | undefined>) => parts.map((p) => p?.trim() ?? "").filter(Boolean);

/** The patient as a document names them. */
export function documentPatient(p: typeof patients.$inferSelect) {
  return {
    patientId: p.patient_id,
    name: lines(p.firstname, p.lastname).join(" ") || "No name",
    dateOfBirth: p.date_of_birth,
    address: lines(p.address1, p.address2, p.address3, p.postcode),
  };
}

/** The pharmacy's letterhead, from the settings. */
export function documentPharmacy(s: SettingsMap) {
  return {
    name: s.display_name,
    companyName: s.company_name,
    address: lines(s.pharmacy_address_line1, s.pharmacy_address_line2, s.pharmacy_address_line3),
    phone: s.contact_phone_number,
    email: s.company_email,
  };
}
