/**
 * The contact form's outcomes (docs/spec.md §2, decision 015), one copy for the app's toasts
 * and for the page the server answers a message sent without the script with (decision 104).
 */
export const CONTACT_NOTICES = {
  sent: { title: "Message Sent", description: "Thank you for your message. We'll get back to you within 24 hours!" },
  notSent: "Message not sent",
  failed: "We could not send your message. Please check your connection and try again.",
} as const;
