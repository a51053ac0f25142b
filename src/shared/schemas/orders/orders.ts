/**
 * Orders to the door (decision 029): one schema per staff action and per patient request, used
 * by the dialogs' react-hook-form resolvers and by the Hono validators. The rules that need the
 * server's clock (the expiry's 28 days, the weekend's cold chain) are checked by the server with
 * the same functions (shared/domain/dispensing/dispensing).
 */
import { z } from "../zod";
import { WEIGHT_KG_RANGE } from "../../domain/constants";
import {
  COLD_CHAIN_PACKAGING_REQUIRED,
  COLD_CHAIN_PACKAGINGS,
  COURIERS,
  normalizeTrackingNumber,
  trackingNumberError,
} from "../../domain/dispensing/dispensing";
import { MANUAL_PAYMENT_METHODS } from "../../domain/payments/payments";
import { isOneLine, isPlainText, oneLineMessage, plainTextMessage } from "../text";
import { ORDER_TABS, type OrderTab } from "../../domain/orders/order-queues";
import { DAY_MS } from "../../domain/dates";
import { RETURN_KINDS, RETURN_MESSAGES, RETURN_OUTCOMES, RETURN_REASONS } from "../../domain/orders/returns";

export const oneLine = (label: string, min: number, max: number, required = `Enter the ${label.toLowerCase()}`) =>
  z
    .string({ error: required })
    .trim()
    .min(min, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, oneLineMessage(label));

const note = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).refine(isPlainText, plainTextMessage(label));

export const isoDate = (required: string) =>
  z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      required,
    );

/** An amount of money as typed: pounds, with pence if any ("199", "49.50"); the server checks it against the order. */
export const moneyAmount = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `${required}, such as 49.50`);

/**
 * Mark paid (decision 101): the amount actually received (the server takes what is left to pay
 * when none is given, and refuses more), the method and the reference.
 */
export const markPaidSchema = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: "Choose the payment method" }),
  reference: oneLine("Reference", 1, 100),
  amount: moneyAmount("Enter the amount received").optional(),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

/**
 * Refund (decision 101): to the card through the provider ("card_online"), or given back by hand
 * with its method and reference. The amount defaults to all that may still be refunded.
 */
export const refundSchema = z
  .object({
    method: z.enum([...MANUAL_PAYMENT_METHODS, "card_online"], { error: "Choose how the money goes back" }),
    amount: moneyAmount("Enter the amount to refund").optional(),
    reference: oneLine("Reference", 1, 100).optional(),
    /** Made by the form when it opens: the same key again is the same refund (decision 109). */
    requestKey: z.uuid({ error: "Close the form and open it again" }),
  })
  .superRefine((v, ctx) => {
    if (v.method !== "card_online" && !v.reference)
      ctx.addIssue({ code: "custom", path: ["reference"], message: "Enter the reference" });
  });
export type RefundInput = z.infer<typeof refundSchema>;

/** Dispense: "Batch number" and "Expiry date" (at least 28 days away, checked on the server's day). */
export const dispenseSchema = z.object({
  batchNumber: oneLine("Batch number", 1, 50),
  expiryDate: isoDate("Enter the expiry date"),
});
export type DispenseInput = z.infer<typeof dispenseSchema>;

/**
 * Dispatch: "Courier", "Tracking number" in that courier's format and the "Cold-chain packaging"
 * (every day); the packaging confirmed again on a Friday or Saturday.
 */
export const dispatchSchema = z
  .object({
    courier: z.enum(COURIERS, { error: "Choose the courier" }),
    trackingNumber: z
      .string({ error: "Enter the tracking number" })
      .max(60, "Tracking number must be 6 to 40 letters and digits"),
    coldChainPackaging: z.enum(COLD_CHAIN_PACKAGINGS, { error: COLD_CHAIN_PACKAGING_REQUIRED }),
    coldChainConfirmed: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const message = trackingNumberError(v.courier, v.trackingNumber);
    if (message) ctx.addIssue({ code: "custom", path: ["trackingNumber"], message });
  })
  .transform((v) => ({ ...v, trackingNumber: normalizeTrackingNumber(v.trackingNumber) }));
export type DispatchInput = z.input<typeof dispatchSchema>;

/** Collected: "ID checked" is required; a weight taken at the counter is optional. */
export const collectSchema = z.object({
  idChecked: z.literal(true, { error: "Check the patient's ID before handing over the medicine" }),
  weightKg: z
    .number({ error: "Weight must be a number" })
    .min(WEIGHT_KG_RANGE.min, `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`)
    .max(WEIGHT_KG_RANGE.max, `Weight must be between ${WEIGHT_KG_RANGE.min} and ${WEIGHT_KG_RANGE.max} kg`)
    .optional(),
});
export type CollectInput = z.infer<typeof collectSchema>;

/** Cancel (staff or patient): an optional reason for the timeline. */
export const cancelOrderSchema = z.object({ reason: note("Reason", 500).optional() });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** A rule across fields is said with the other fields' messages, whenever the body is an object at all. */
const anObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

/**
 * Record a return (decision 125): how the pack came back (the kind its order's state allows: a
 * parcel "Returned to pharmacy" with why, "Returned by patient", or "Withdrawn before supply" with
 * a note saying why), and what happens to the order: "Refund due" or "Re-dispatch".
 */
export const recordReturnSchema = z
  .object({
    kind: z.enum(RETURN_KINDS, { error: RETURN_MESSAGES.kindRequired }),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonRequired }).optional(),
    outcome: z.enum(RETURN_OUTCOMES, { error: RETURN_MESSAGES.outcomeRequired }),
    note: note("Note", 1000).optional(),
  })
  .refine((v) => v.kind !== "returned_to_pharmacy" || Boolean(v.reason), {
    path: ["reason"],
    message: RETURN_MESSAGES.reasonRequired,
    when: anObject,
  })
  .refine((v) => v.kind === "returned_to_pharmacy" || !v.reason, {
    path: ["reason"],
    message: RETURN_MESSAGES.reasonOnlyToPharmacy,
    when: anObject,
  })
  .refine((v) => v.kind !== "withdrawn_before_supply" || Boolean(v.note), {
    path: ["note"],
    message: RETURN_MESSAGES.withdrawalNoteRequired,
    when: anObject,
  });
export type RecordReturnInput = z.infer<typeof recordReturnSchema>;

/** A move with nothing to say: ready to collect, delivered. */
export const emptyMoveSchema = z.object({}).strict();

export const page = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, "Page must be a positive whole number")
  .optional();

export const orderListQuerySchema = z.object({
  tab: z.enum(ORDER_TABS as [OrderTab, ...OrderTab[]], { error: "Unknown tab" }).default("to_pay"),
  page,
});

/**
 * The POM register by date range (both days included), at most a year at a time. Without a
 * range the server shows the last 30 days by its own clock.
 */
export const registerQuerySchema = z
  .object({ from: isoDate("Enter the first day").optional(), to: isoDate("Enter the last day").optional(), page })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ["to"],
    message: "The last day must not be before the first",
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= 366 * DAY_MS, {
    path: ["to"],
    message: "Choose at most a year at a time",
  });

export const pageQuerySchema = z.object({ page });

/** /account: the re-order reminders toggle. */
export const reorderRemindersSchema = z.object({ enabled: z.boolean({ error: "Choose on or off" }) });

/** The reconciliation's day (decision 102); today on the server's clock when none is given. */
export const paymentsDayQuerySchema = z.object({ day: isoDate("Enter the day").optional() });
