import type { CarriedUserData } from "@/client/config/paths";

/**
 * Decision 027: between sign-up and the e-mailed link the page is left, often for another tab.
 * What the BMI calculator carried (height, weight, sex) is kept on this device until the link
 * signs the patient in, then handed to the form and forgotten.
 */
const KEY = "pharmacy.carriedUserData";

export function rememberCarriedData(data: CarriedUserData | undefined): void {
  try {
    if (data) localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage may be off (private browsing): the form simply starts empty.
  }
}

export function takeCarriedData(): CarriedUserData | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as CarriedUserData) : undefined;
  } catch {
    return undefined;
  }
}
