/**
 * How a payment was taken (decision 029): today a link from the `payment_link_url` setting or at
 * the counter, recorded by staff with "Mark paid". A payment provider is added later behind
 * the server's one payments module.
 */
export const PAYMENT_METHODS = ["payment_link", "card_in_pharmacy", "bank_transfer", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  payment_link: "Payment link",
  card_in_pharmacy: "Card in the pharmacy",
  bank_transfer: "Bank transfer",
  cash: "Cash",
};

/** The patient's payment page: the setting's address with the order number added (its description says so). */
export function paymentLinkFor(base: string, orderId: number): string | null {
  try {
    const url = new URL(base);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    url.searchParams.set("order", String(orderId));
    return url.toString();
  } catch {
    return null;
  }
}
