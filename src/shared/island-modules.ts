/**
 * The interactive parts of the public pages (decision 107), by name, with the module each is
 * loaded from: the server renders a public page to HTML and names, for the browser to fetch,
 * only the modules of the islands on it; the browser hydrates each island on its own root and
 * nothing else of the page. A test keeps this list and the islands' registry
 * (client/app/islands/registry.ts) the same.
 */
export const ISLAND_MODULES = {
  /** The navigation bar: the phone's menu, the account button (or Sign In). */
  header: "src/client/components/layout/navbar.tsx",
  /** A link that records the new or existing choice on its way (docs/spec.md §4). */
  "patient-type-link": "src/client/features/public/components/patient-type-link.tsx",
  /** The home page's five steps, for a new patient or a transfer. */
  "journey-choice": "src/client/features/public/components/journey-choice.tsx",
  /** How it works: the two tracks and the guide of the chosen one. */
  "journey-tracks": "src/client/features/public/components/journey-tracks.tsx",
  /** The BMI calculator with the patient type it is for. */
  "bmi-calculator": "src/client/features/public/components/bmi-calculator.tsx",
  "contact-form": "src/client/features/public/components/contact-form.tsx",
  /** Sign in, sign up, the reset request, and the forms of the e-mailed links. */
  auth: "src/client/features/auth/components/auth-panel.tsx",
} as const;

export type IslandName = keyof typeof ISLAND_MODULES;

/** The attribute that marks an island's root element in a rendered page; its value is the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute of the root holding the island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-props";
