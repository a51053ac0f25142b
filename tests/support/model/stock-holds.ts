/**
 * What holds a supply in the model (decisions 099, 121, 122, 124, 125): the pack an assembly
 * picks and the hold the model expects it to meet, and the holds of the order's pack at the
 * accuracy check and the hand-over. A step that goes through moves the model's stock as the
 * server must; a step refused for a hold must meet the one the model expects.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/db/client";
import { daysUntil, MIN_EXPIRY_DAYS } from "@/shared/domain/dispensing/dispensing";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import { normalizeBatch } from "@/shared/domain/dispensing/recalls";
import { ukDay } from "@/shared/domain/people/retention";
import { batchName, EXPIRY, isTracked, keyOf, packKey, type StockBatch as Batch } from "./stock-state";
import { errorBody } from "../typed-api";
import { type Member, memberOf, send, type World } from "./world";

export const isRecalled = (w: World, productId: number, batch: string) =>
  w.stock.recalled.includes(keyOf(productId, batch));
export const post = (w: World, who: Member, path: string, body: unknown) => memberOf(w, who).post(path, body);

/** Why a step is held, as the server words it; null for any other answer. */
export type Hold = "fridge" | "recalled" | "returned" | "not_in_stock" | "expiry_mismatch" | "expired" | "too_soon";

function holdOf(error: string | undefined): Hold | null {
  if (!error) return null;
  if (error === FRIDGE_MESSAGES.held) return "fridge";
  if (/^Batch .+ is recalled \(.+\)\.$/.test(error)) return "recalled";
  if (/^The pack of batch .+ was returned/.test(error)) return "returned";
  if (/^Batch .+ is not in stock\.$/.test(error)) return "not_in_stock";
  if (/^Batch .+ was received with expiry/.test(error)) return "expiry_mismatch";
  if (error === DISPENSING_MESSAGES.packExpired) return "expired";
  if (error === DISPENSING_MESSAGES.packExpiresTooSoon) return "too_soon";
  return null;
}

async function errorOf(res: Response): Promise<string | undefined> {
  try {
    const body = await errorBody(res.clone());
    return Object.values(body.fields ?? {})[0] ?? body.error;
  } catch {
    return undefined;
  }
}

/**
 * Sends a step the stock may hold and checks the hold: a step that went through must have met none
 * the model expects; a step refused for a hold must have met the one the model expects (the first
 * the server checks). A refusal for anything else (who, turn, the RP) says nothing of the stock.
 */
export async function sendHeld(w: World, what: string, request: Promise<Response>, expected: Hold | null) {
  const res = await send(w, what, request);
  const met = res.status < 300 ? null : holdOf(await errorOf(res));
  if ((res.status < 300 && expected) || (met && met !== expected))
    w.surprises.push(`${what} → ${res.status}${met ? ` ${met}` : ""} (expected ${expected ?? "no hold"})`);
  return res.status < 300;
}

/** The product of the order's current prescription (what assembly takes), or null. */
async function prescribedProduct(w: World, orderId: number): Promise<number | null> {
  const [row] = await queryRows<{ product_id: number }>(
    w.t.db,
    sql`SELECT product_id FROM prescriptions WHERE order_id = ${orderId} ORDER BY prescription_id DESC LIMIT 1`,
  );
  return row?.product_id ?? null;
}

/**
 * Which pack an assembly picks: one free in stock (typed as printed, or carelessly in lower case
 * with spaces), a batch never received, a recalled batch, the batch and serial of a pack that came
 * back, or a short-dated batch. A product not tracked takes the pack it always did.
 */
export const PACK_CHOICES = ["free", "careless", "absent", "recalled", "returned", "short"] as const;
export type PackChoice = (typeof PACK_CHOICES)[number];

interface Pick {
  body: { batchNumber: string; expiryDate: string; serialNumber?: string };
  productId: number | null;
  hold: Hold | null;
}

function pickPack(w: World, orderId: number, productId: number | null, choice: PackChoice): Pick {
  const s = w.stock;
  if (productId === null || !isTracked(productId)) {
    const body = { batchNumber: "BN12345", expiryDate: isoDay(w, 365) };
    return { body, productId, hold: s.excursionOpen ? "fridge" : null };
  }
  const mine = Object.values(s.batches).filter((b) => b.productId === productId);
  const usable = (b: Batch) => (daysUntil(b.expiry, w.t.deps.now()) ?? -1) >= MIN_EXPIRY_DAYS;
  const held = s.orders[orderId];
  const freeOf = (b: Batch) =>
    b.free +
    (held?.withOrder &&
    keyOf(held.productId, held.batch) === keyOf(productId, b.batch) &&
    !isRecalled(w, productId, b.batch)
      ? 1
      : 0);
  const free = mine.find((b) => freeOf(b) > 0 && usable(b) && !isRecalled(w, productId, b.batch));
  const fallback = { batch: batchName(w.stock, productId, "A"), expiry: EXPIRY.A };
  let batch = free ?? fallback;
  let serial: string | null = `SN${++s.serial}`;
  if (choice === "careless") batch = { ...batch, batch: ` ${batch.batch.toLowerCase()} ` };
  if (choice === "absent") batch = { batch: batchName(w.stock, productId, "Z"), expiry: EXPIRY.Z };
  if (choice === "short") batch = s.batches[keyOf(productId, batchName(w.stock, productId, "S"))] ?? batch;
  if (choice === "recalled") {
    const recalled = mine.find((b) => isRecalled(w, productId, b.batch));
    if (recalled) batch = recalled;
  }
  if (choice === "returned" && s.returned.length > 0) {
    // The newest that came back of a batch no recall of the product names (else the recall holds it first).
    const split = (key: string) => key.split("|") as [string, string];
    const pick = [...s.returned].reverse().find((key) => !isRecalled(w, productId, split(key)[0]));
    const [b, n] = split(pick ?? s.returned[s.returned.length - 1]!);
    batch = s.batches[keyOf(productId, b)] ?? { batch: b, expiry: EXPIRY.A };
    serial = n;
  }
  const body = { batchNumber: batch.batch, expiryDate: batch.expiry, ...(serial ? { serialNumber: serial } : {}) };
  return { body, productId, hold: assemblyHold(w, productId, body, freeOf) };
}

/** What holds the assembly of the pack, in the order the server checks (decisions 121, 122, 125, 099, 124). */
function assemblyHold(w: World, productId: number, pack: Pick["body"], freeOf: (b: Batch) => number): Hold | null {
  if (w.stock.excursionOpen) return "fridge";
  if (isRecalled(w, productId, pack.batchNumber)) return "recalled";
  if (pack.serialNumber && w.stock.returned.includes(packKey(pack.batchNumber, pack.serialNumber))) return "returned";
  const days = daysUntil(pack.expiryDate, w.t.deps.now()) ?? -1;
  if (days < 0) return "expired";
  if (days < MIN_EXPIRY_DAYS) return "too_soon";
  const batch = w.stock.batches[keyOf(productId, pack.batchNumber)];
  if (!batch || freeOf(batch) < 1) return "not_in_stock";
  if (batch.expiry !== pack.expiryDate) return "expiry_mismatch";
  return null;
}

export const isoDay = (w: World, days: number) => ukDay(new Date(w.t.deps.now().getTime() + days * 86_400_000));

/**
 * Assembly as the back office sends it, with the pack `choice` picks; checks the hold the model
 * expects, and on success moves the model's stock as the server must: the order's earlier pack
 * back to free stock (unless its batch is recalled: to quarantine), the new one out of it.
 */
export async function assemble(w: World, at: string, orderId: number, who: Member, choice: PackChoice) {
  const pick = pickPack(w, orderId, await prescribedProduct(w, orderId), choice);
  if (!(await sendHeld(w, "assemble", post(w, who, `${at}/assemble`, pick.body), pick.hold))) return;
  const s = w.stock;
  const earlier = s.orders[orderId];
  if (earlier?.withOrder && !isRecalled(w, earlier.productId, earlier.batch))
    s.batches[keyOf(earlier.productId, earlier.batch)]!.free += 1;
  const tracked = pick.productId !== null && isTracked(pick.productId);
  if (tracked) s.batches[keyOf(pick.productId!, pick.body.batchNumber)]!.free -= 1;
  s.orders[orderId] = {
    productId: pick.productId ?? 0,
    batch: normalizeBatch(pick.body.batchNumber),
    serial: pick.body.serialNumber ?? null,
    withOrder: tracked,
  };
}

/** What holds the order's pack at the accuracy check or at the hand-over, in the order the server checks. */
export function packHold(w: World, orderId: number): Hold | null {
  if (w.stock.excursionOpen) return "fridge";
  const pack = w.stock.orders[orderId];
  if (pack && isRecalled(w, pack.productId, pack.batch)) return "recalled";
  if (pack?.serial && w.stock.returned.includes(packKey(pack.batch, pack.serial))) return "returned";
  return null;
}

/** A hand-over went through: the order's pack left the pharmacy. */
export function supplied(w: World, orderId: number) {
  const pack = w.stock.orders[orderId];
  if (pack) pack.withOrder = false;
}
