/** Every route path of docs/spec.md §2, in one place. */
export const paths = {
  home: "/",
  howItWorks: "/how-it-works",
  howItWorksExisting: "/how-it-works/existing",
  amISuitable: "/am-i-suitable",
  prices: "/prices",
  contact: "/contact",
  about: "/about",
  auth: "/auth",
  terms: "/terms",
  privacy: "/privacy",
  data: "/data",
  patientForm: {
    root: "/patient-form",
    existing: "/patient-form/existing",
    basic: "/patient-form/basic",
    safety: "/patient-form/safety",
    dose: "/patient-form/dose",
    shipping: "/patient-form/shipping",
    confirmation: "/patient-form/confirmation",
  },
  orderSuccess: "/order-success",
  account: "/account",
  accountOrder: (id: number | string) => `/account/orders/${id}`,
  accountMessages: "/account/messages",
  accountSideEffects: "/account/side-effects",
  accountReorder: "/account/reorder",
  admin: {
    login: "/admin/login",
    dashboard: "/admin",
    patients: "/admin/patients",
    patient: (id: number | string) => `/admin/patients/${id}`,
    patientEdit: (id: number | string) => `/admin/patients/${id}/edit`,
    settings: "/admin/system-settings",
    orders: "/admin/orders",
    order: (id: number | string) => `/admin/orders/${id}`,
    register: "/admin/register",
    payments: "/admin/payments",
    messages: "/admin/messages",
    staff: "/admin/staff",
    goLive: "/admin/go-live",
    dataRequests: "/admin/data-requests",
    account: "/admin/account",
    consultations: "/admin/consultations",
    consultation: (id: number | string) => `/admin/consultations/${id}`,
    prescriptionPrint: (id: number | string) => `/admin/prescriptions/${id}/print`,
    gpLetterPrint: (id: number | string) => `/admin/gp-letters/${id}/print`,
    orderLabel: (id: number | string) => `/admin/orders/${id}/label`,
    // The dispensary's records (decision 098), one section of the navigation.
    rpLog: "/admin/rp-log",
    fridge: "/admin/fridge",
    incidents: "/admin/incidents",
    recalls: "/admin/recalls",
    packBarcodes: "/admin/pack-barcodes",
    stock: "/admin/stock",
  },
} as const;

/** Navigation state carried to /auth and the patient form (docs/spec.md §2, §4). */
export interface CarriedUserData {
  height?: number;
  weight?: number;
  sex?: "male" | "female";
  bmi?: number;
  userType?: "new" | "existing";
}
export interface NavState {
  from?: string;
  userData?: CarriedUserData;
  redirectToBasic?: boolean;
}
