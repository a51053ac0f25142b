/**
 * Which doses a patient may request (docs/spec.md §4 'New-patient restriction'; decision 020:
 * a requested dose, confirmed by the pharmacist). The server enforces it on every dose change
 * and again at completion; the dose step explains it with the same answer.
 */
import { PATIENT_TYPE, STARTER_DOSE_PRODUCT_ID } from "../constants";

export const DOSE_NOT_AVAILABLE_MESSAGE =
  "This dose is not available for new patients. Your pharmacist will guide any dose adjustments after your consultation.";

/**
 * A new patient (patient type 1, decision 006) may request only the starter dose until a
 * prescriber has approved a supply for them (decision 025): completing their own order does
 * not lift it. An existing (transfer) patient may request any dose; the prescriber decides.
 */
export function isStarterDoseOnly(patient: { patientTypeId: number | null; hasApprovedSupply: boolean }): boolean {
  return patient.patientTypeId === PATIENT_TYPE.new && !patient.hasApprovedSupply;
}

/** Whether `productId` may be requested by a patient with this restriction. */
export function isDoseAllowed(productId: number, starterDoseOnly: boolean): boolean {
  return !starterDoseOnly || productId === STARTER_DOSE_PRODUCT_ID;
}

/** Every product, each marked with whether it may be requested (greyed out otherwise). */
export function availableDoses<T extends { productId: number }>(
  products: readonly T[],
  starterDoseOnly: boolean,
): Array<T & { available: boolean }> {
  return products.map((p) => ({ ...p, available: isDoseAllowed(p.productId, starterDoseOnly) }));
}
