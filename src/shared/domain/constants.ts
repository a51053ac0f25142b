/** Business constants of docs/spec.md §9, in one place. */

/** docs/spec.md §9: age for eligibility, inclusive. */
export const MIN_AGE = 18;
export const MAX_AGE = 75;

/** docs/spec.md §5: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound so a hostile body cannot make us hash megabytes. */
export const MAX_PASSWORD_LENGTH = 128;

/** docs/spec.md §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** docs/spec.md §9: medical fields auto-save 2000 ms after the last change of each field. */
export const AUTOSAVE_DEBOUNCE_MS = 2000;
/** docs/spec.md §9: data cache lifetime 5 minutes; 3 retries; back-off min(1000 x 2^n, 30000) ms. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const queryRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** docs/spec.md §9: admin list page size. */
export const ADMIN_PAGE_SIZE = 10;

/** Patient type (decision 006, docs/spec.md §9 'Patient status (form)'). */
export const PATIENT_TYPE = { new: 1, existing: 2 } as const;
/** docs/spec.md §9: sex codes. */
export const SEX = { male: 1, female: 2 } as const;

/**
 * docs/spec.md §9: the default dose product is the starter dose (decision 011), the product the
 * seed lists with this strength: every new patient starts on it (decision 025).
 */
export const STARTER_DOSE_PRODUCT_ID = 2;
export const STARTER_DOSE_MG = 2.5;
/** docs/spec.md §9: order line quantity is fixed at 1. */
export const ORDER_LINE_QUANTITY = 1;

/** docs/spec.md §9: BMI thresholds. */
export const BMI_ELIGIBLE_MIN = 30;
export const BMI_CATEGORY_LIMITS = { underweight: 18.5, normal: 25, overweight: 30 } as const;
/** Plausible human ranges; outside them the calculator and the form refuse the value. */
export const HEIGHT_CM_RANGE = { min: 50, max: 272 } as const;
export const WEIGHT_KG_RANGE = { min: 20, max: 400 } as const;

export const SALUTATIONS = ["Mr", "Mrs", "Miss", "Ms", "Dr", "Prof"] as const;
export const SETTING_TYPES = ["text", "email", "number", "url"] as const;
export const DELIVERY_METHODS = ["delivery", "pickup"] as const;

/** Caps for every free-text field, so no request can store megabytes. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  line: 200,
  city: 100,
  postcode: 12,
  detail: 2000,
  message: 5000,
  notes: 5000,
} as const;
