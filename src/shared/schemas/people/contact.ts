/**
 * The contact form (docs/spec.md §2 /contact, §5 "Contact form"): one schema for the form's resolver
 * and the POST /api/contact validator, so a message is written once.
 */
import { z } from "../zod";
import { TEXT_LIMITS } from "../../domain/constants";
import { isOneLine, isPlainText, oneLineMessage, plainTextMessage } from "../text";

const PHONE_CHARS = /^[0-9+()\-.\s]*$/;

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // Never valid in a one-line field or an e-mail subject, line breaks included.
    .refine(isOneLine, `${label} must be on one line`);

export const contactMessageSchema = z.strictObject({
  name: oneLine("Name", TEXT_LIMITS.name),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(TEXT_LIMITS.email, `Email must be at most ${TEXT_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  /** docs/spec.md §5: optional; an empty string means not given. */
  phone: z
    .string()
    .trim()
    .max(TEXT_LIMITS.phone, `Phone must be at most ${TEXT_LIMITS.phone} characters`)
    .regex(PHONE_CHARS, "Please enter a valid phone number")
    .refine(isOneLine, oneLineMessage("Phone"))
    .optional(),
  /** Over several lines; no other control character (PostgreSQL cannot store a NUL at all). */
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(TEXT_LIMITS.message, `Message must be at most ${TEXT_LIMITS.message} characters`)
    .refine(isPlainText, plainTextMessage("Message")),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
export const CONTACT_RATE_LIMITED_MESSAGE =
  "You have sent several messages in a short time. Please wait a few minutes and try again, or call us.";
