/**
 * The e-mail of a re-order request (issue 13). Decision 026: it names the order and the next
 * step only; the dose asked for and the check-in's answers are read on the account.
 */
import type { SettingsMap } from "@/shared/domain/settings";
import { type RenderedEmail, renderEmail } from "./layout";

export function reorderReceivedEmail(d: { orderId: number; accountUrl: string }, s: SettingsMap): RenderedEmail {
  return renderEmail(
    `Request received - Order #${d.orderId}`,
    [
      { kind: "p", text: "Hello," },
      {
        kind: "p",
        text: `Thank you: we have received your request for order #${d.orderId}. Our pharmacist will review it, usually within 24 hours.`,
      },
      { kind: "p", text: "We will e-mail you when it has been reviewed. You can follow your order on your account." },
      { kind: "button", label: "View my account", href: d.accountUrl },
    ],
    s,
  );
}
