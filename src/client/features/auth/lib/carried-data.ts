import type { CarriedUserData, NavState } from "@/client/config/paths";

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

/**
 * Decision 104: without the script, the BMI calculator's Continue link carries its result (and
 * where to go on to) in the query of /auth rather than as navigation state.
 */
export function carriedFromQuery(search: URLSearchParams): NavState {
  const number = (name: string) => {
    const value = Number(search.get(name));
    return search.has(name) && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const sex = search.get("sex");
  const userType = search.get("userType");
  const userData: CarriedUserData = {
    height: number("height"),
    weight: number("weight"),
    bmi: number("bmi"),
    sex: sex === "male" || sex === "female" ? sex : undefined,
    userType: userType === "new" || userType === "existing" ? userType : undefined,
  };
  const carried = Object.values(userData).some((value) => value !== undefined);
  const from = search.get("from") ?? undefined;
  return { ...(from ? { from } : {}), ...(carried ? { userData } : {}) };
}
