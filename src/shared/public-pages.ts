/**
 * The public pages (docs/spec.md §2): the pages a visitor may arrive at from a search engine.
 * The server renders each of them to HTML with its own description, lists them in
 * /sitemap.xml and lets search engines index them; every other page is rendered in the
 * browser and kept out of indexes. Descriptions stay with what the pages say: no
 * advertising of the prescription-only medicine (decision 017).
 */
export const PUBLIC_PAGES: Readonly<Record<string, { description: string }>> = {
  "/": {
    description:
      "A UK community pharmacy's supervised weight-loss programme: check your eligibility, complete a medical questionnaire and speak to our pharmacist by video.",
  },
  "/how-it-works": {
    description:
      "How the pharmacy's supervised weight-loss programme works, step by step: the eligibility check, a secure questionnaire, a video consultation with our pharmacist, then delivery or collection.",
  },
  "/how-it-works/existing": {
    description:
      "How to transfer the weight-loss treatment you already use to our pharmacy, step by step, with our pharmacist's ongoing support.",
  },
  "/am-i-suitable": {
    description:
      "Work out your body mass index (BMI) and see whether the pharmacy's supervised weight-loss programme may be suitable for you.",
  },
  "/prices": {
    description: "The price of each dose, including VAT, with free delivery. A prescription is required for all doses.",
  },
  "/contact": {
    description: "The pharmacy's phone number, e-mail, address and opening hours, and a form to send us a message.",
  },
  "/about": {
    description:
      "Who we are: a local community pharmacy, the pharmacist who leads the weight-loss programme and how we look after you.",
  },
  "/terms": {
    description: "The terms and conditions of the pharmacy's supervised weight-loss programme.",
  },
  "/privacy": {
    description:
      "How the pharmacy collects, uses, keeps and protects your personal and health information, and your rights.",
  },
  "/data": {
    description: "Data protection at the pharmacy: your rights over your personal data and how to use them.",
  },
  "/auth": {
    description: "Sign in to your account, or create one to apply for the pharmacy's supervised weight-loss programme.",
  },
};

/** The public page at a path (a trailing slash ignored), or undefined. */
export function publicPageOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(PUBLIC_PAGES, path) ? path : undefined;
}

/** The id of the element holding a rendered page's data (its JSON data island), read by the client. */
export const INITIAL_DATA_ID = "initial-data";
