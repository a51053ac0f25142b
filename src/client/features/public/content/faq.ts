/** docs/spec.md §2 How it works FAQ: cost, time to results, side effects, stopping treatment. */
import { STARTER_DOSE_MG } from "@/shared/domain/constants";

export interface FaqItem {
  question: string;
  answer: string[];
}

export const faq: FaqItem[] = [
  {
    question: "How much does the treatment cost?",
    answer: [
      "The price depends on your dose; every dose is listed on our prices page. Prices are in pounds sterling and include VAT, and delivery is free.",
      "You pay through a secure payment link that we e-mail you once our pharmacist has approved the treatment for you, after your consultation. Nothing is taken before then.",
      "You can cancel your order from your account until your medicine is dispensed. If you have already paid, we refund you in full.",
    ],
  },
  {
    question: "How soon will I see results?",
    answer: [
      "Many people notice a reduced appetite within the first weeks, and results are typically seen within 2-4 weeks, alongside a reduced-calorie diet and more physical activity.",
      `Everyone responds differently. You start on the ${STARTER_DOSE_MG}mg starter dose and our pharmacist reviews your progress before any dose change.`,
    ],
  },
  {
    question: "What are the side effects?",
    answer: [
      "The most common side effects are feeling sick, diarrhoea, constipation, indigestion and a reduced appetite. They are usually mild and tend to ease as your body adjusts.",
      "Seek urgent medical help for severe stomach pain that does not go away (it can spread to your back), signs of an allergic reaction, or yellowing of the skin or eyes. Tell us about any side effect; you can also report it through the MHRA Yellow Card scheme.",
    ],
  },
  {
    question: "Can I stop the treatment?",
    answer: [
      "Yes, you can stop at any time; please tell our pharmacist first so we can update your record and advise you.",
      "Some weight may return after stopping, so we help you plan healthy eating and activity habits to keep your progress.",
    ],
  },
];
