/**
 * The two journeys of docs/spec.md §1, shown on Home and How it works. decision 017: promotional copy never
 * names the medicine; it is "the treatment" or "the weight-loss injection". The steps follow the
 * order's way (decision 084): the consultation and the pharmacist's review come first, the
 * payment link only after approval.
 */
import { paths } from "@/client/config/paths";
import { STARTER_DOSE_MG } from "@/shared/domain/constants";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";

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
      title: "Online consultation",
      summary: "A short video call with our pharmacist, booked once your form is complete.",
      detail:
        "Book a time that suits you. The pharmacist reviews your answers with you, explains how to use the injection safely and confirms whether it is right for you. Your application is reviewed within 24 hours of your consultation.",
    },
    {
      title: "Approval and payment",
      summary: "Once our pharmacist approves your treatment, we send you a secure payment link.",
      detail:
        "Prices are in pounds sterling and include VAT, with free delivery. Nothing is taken before the pharmacist approves your treatment. You can cancel until your medicine is dispensed; if you have paid, we refund you in full.",
    },
    {
      title: "Receive your treatment",
      summary: `Start on the ${STARTER_DOSE_MG}mg starter dose, delivered free or collected in store.`,
      detail:
        "Once you have paid, your medicine is dispatched within 1-2 business days in discreet, temperature-controlled packaging, or you can collect it from the pharmacy. We check in with you as your dose is reviewed.",
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
      title: "Request your dose",
      summary: "Request the dose you are on now.",
      detail:
        "Request the dose you currently use. Our pharmacist confirms or adjusts it at your consultation. Prices include VAT and delivery is free.",
    },
    {
      title: "Consultation",
      summary: "A video call with our pharmacist, booked once your form is complete.",
      detail:
        "The pharmacist checks your progress, any side effects and your current dose, and answers your questions. Applications are reviewed within 24 hours.",
    },
    {
      title: "Approval, payment and your treatment",
      summary: "Once approved, we send you a payment link; then free delivery or in-store collection.",
      detail:
        "Nothing is taken before the pharmacist approves your treatment. Once you have paid, your medicine is dispatched within 1-2 business days, or you can collect it from the pharmacy, with no gap in your treatment. You can cancel until it is dispensed; if you have paid, we refund you in full.",
    },
  ],
};

export const journeyLabels: Record<PatientTypeName, { track: string; short: string }> = {
  new: { track: "New to the Treatment", short: "New patients" },
  existing: { track: "Already Using the Treatment", short: "Transferring patients" },
};
