/**
 * The two journeys of docs/spec.md §1, shown on Home and How it works. decision 017: promotional copy never
 * names the medicine; it is "the treatment" or "the weight-loss injection".
 */
import { paths } from "@/client/app/paths";
import type { PatientTypeName } from "@/shared/domain/bmi";

export interface JourneyStep {
  title: string;
  summary: string;
  /** Longer explanation for the How it works guide. */
  detail: string;
  action?: { label: string; to: string };
}

export const journeys: Record<PatientTypeName, JourneyStep[]> = {
  new: [
    {
      title: "Check your eligibility",
      summary: "Use our BMI calculator to see whether the treatment may be suitable for you.",
      detail:
        "Enter your height and weight. The treatment is usually suitable for adults aged 18 to 75 with a BMI of 30 or more; our pharmacist also considers a BMI of 27 or more with a weight-related health condition.",
      action: { label: "Check Now", to: paths.amISuitable },
    },
    {
      title: "Complete the information form",
      summary: "Tell us about yourself and your medical history in a secure online form.",
      detail:
        "Create an account and answer questions about your health, current medicines and any conditions that could make the treatment unsafe. Your answers are seen only by our pharmacy team.",
    },
    {
      title: "Pay securely",
      summary: "We send you a payment link once your order is complete.",
      detail:
        "Prices are in pounds sterling and include VAT, with free delivery. The payment link must be paid before your consultation; nothing is dispensed until our pharmacist has approved it.",
    },
    {
      title: "Online consultation",
      summary: "A short video call with our pharmacist, within 7 days of payment.",
      detail:
        "Book a time that suits you. The pharmacist reviews your answers with you, explains how to use the injection safely and confirms whether it is right for you. Your application is reviewed within 24 hours.",
    },
    {
      title: "Receive your treatment",
      summary: "Start on the 2.5mg starter dose, delivered free or collected in store.",
      detail:
        "Once approved, your medicine is dispatched within 1-2 business days in discreet, temperature-controlled packaging, or you can collect it from the pharmacy. We check in with you as your dose is reviewed.",
    },
  ],
  existing: [
    {
      title: "Verify your current treatment",
      summary: "Tell us about the treatment you are already using with another provider.",
      detail:
        "Let us know your current dose and when you last injected. We may ask for proof of your current prescription, such as a dispensing label or a letter from your provider.",
      action: { label: "Start Transfer", to: paths.patientForm.root },
    },
    {
      title: "Give your transfer information",
      summary: "Complete our secure form with your details and medical history.",
      detail:
        "We ask the same health questions as for new patients, so our pharmacist has a full picture before continuing your treatment safely.",
    },
    {
      title: "Choose your dose and pay",
      summary: "Request the dose you are on now; we send you a payment link.",
      detail:
        "Request the dose you currently use. Our pharmacist confirms or adjusts it at your consultation. Prices include VAT and delivery is free.",
    },
    {
      title: "Consultation",
      summary: "A video call with our pharmacist, within 7 days of payment.",
      detail:
        "The pharmacist checks your progress, any side effects and your current dose, and answers your questions. Applications are reviewed within 24 hours.",
    },
    {
      title: "Receive your treatment",
      summary: "Free delivery or in-store collection, with no gap in your treatment.",
      detail:
        "Once approved, your medicine is dispatched within 1-2 business days, or you can collect it from the pharmacy. We stay in touch for ongoing monitoring and dose reviews.",
    },
  ],
};

export const journeyLabels: Record<PatientTypeName, { track: string; short: string }> = {
  new: { track: "New to the Treatment", short: "New patients" },
  existing: { track: "Already Using the Treatment", short: "Transferring patients" },
};
