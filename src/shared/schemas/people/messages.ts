/**
 * The thread between a patient and the pharmacy (issue 13): one schema for the message form and
 * the server's validators, the patient's and the back office's alike.
 */
import { z } from "../zod";
import { MESSAGE_MAX_LENGTH } from "../../domain/people/messaging";
import { isPlainText } from "../text";

export const messageSchema = z.object({
  body: z
    .string({ error: "Enter a message" })
    .trim()
    .min(1, "Enter a message")
    .max(MESSAGE_MAX_LENGTH, `Your message must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .refine(isPlainText, "Your message must not contain control characters"),
});
export type MessageInput = z.infer<typeof messageSchema>;

/** Older messages: the page before the message `before` (an id the thread itself gave). */
export const threadQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "Before must be a message number")
    .optional(),
});
