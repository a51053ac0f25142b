import type { ComponentType } from "react";
import type { IslandName } from "@/shared/island-modules";

/**
 * Each island's module (shared/island-modules.ts names the same files; island-modules.test.ts
 * keeps the two lists the same), fetched only for a page that holds the island.
 */
// The props of each island are its own; the page's HTML carries them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = () => Promise<ComponentType<any>>;

export const ISLANDS: Record<IslandName, Loader> = {
  header: () => import("@/client/components/layout/navbar").then((m) => m.Navbar),
  "patient-type-link": () =>
    import("@/client/features/public/components/patient-type-link").then((m) => m.PatientTypeLink),
  "journey-choice": () => import("@/client/features/public/components/journey-choice").then((m) => m.JourneyChoice),
  "journey-tracks": () => import("@/client/features/public/components/journey-tracks").then((m) => m.JourneyTracks),
  "bmi-calculator": () => import("@/client/features/public/components/bmi-calculator").then((m) => m.BmiCalculator),
  "contact-form": () => import("@/client/features/public/components/contact-form").then((m) => m.ContactForm),
  auth: () => import("@/client/features/auth/components/auth-panel").then((m) => m.AuthPanel),
};
