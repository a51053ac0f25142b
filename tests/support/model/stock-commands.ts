/**
 * Stock in the model-based test (decisions 121, 122, 124, 125): goods in, recalls, fridge
 * readings and their assessment, and returns (return-commands.ts), sent as the back office's pages would, now and then
 * with what a careless or hostile client sends (an unknown GTIN, an expired pack, a batch received
 * again with another expiry, a recall's reference twice, an assessment by someone who may not).
 * The world keeps what the server must hold: each batch's free packs and its expiry, the recalled
 * batches, whether an excursion is open, the packs that came back, and each order's pack. Every
 * answer is checked against it, and so is every hold met by an assembly, an accuracy check or a
 * hand-over (staff-commands.ts): an answer the model does not expect fails the run.
 *
 * Each run has its own batches (named with the run's number) and receives its own stock first, so
 * one run's recalls and quarantines never reach another's; the products stay tracked. Every command
 * here moves the clock on a few minutes first, so nothing it records shares an instant with what
 * came before (the invariants compare times within a run).
 */
import fc from "fast-check";
import { daysUntil } from "@/shared/domain/dispensing/dispensing";
import { GTIN_OF } from "../pack-gtins";
import { INVOICE, scanOf } from "../stock-fixtures";
import type { Cmd, Model } from "./patient-commands";
import { Return } from "./return-commands";
import { isoDay, isRecalled, post } from "./stock-holds";
import { batchName, emptyStock, EXPIRY, keyOf, type Letter, LETTERS, TRACKED } from "./stock-state";
import { type Member, send, sendExpecting, type World } from "./world";

/** A GTIN no product has (its check digit is right). */
const UNKNOWN_GTIN = "05012345678900";
const isPharmacist = (m: Member) => m === "prescriber" || m === "pharmacist";

/**
 * The run's own stock, after startRun: an excursion an earlier run left open is closed (usable)
 * by the pharmacist, and the run receives its first batch of each tracked product.
 */
export async function startStock(w: World) {
  w.stock = emptyStock(w.runs);
  const open = await openExcursionId(w);
  if (open !== null) {
    const res = await send(
      w,
      "assessment",
      post(w, "pharmacist", `/api/admin/fridge/excursions/${open}/close`, USABLE),
    );
    if (res.status !== 200) throw new Error(`the open excursion could not be closed: ${await res.text()}`);
  }
  for (const productId of TRACKED) await new GoodsIn(productId, "A", 4, "typed", "staff", 0).perform(w);
  if (w.surprises.length > 0) throw new Error(`the run's stock could not be received: ${w.surprises.join("; ")}`);
}

abstract class StockCommand implements Cmd {
  constructor(readonly minutes: number) {}
  check() {
    return true;
  }
  run(_m: Model, w: World) {
    return this.perform(w);
  }
  async perform(w: World) {
    w.clock.shiftMinutes(this.minutes);
    await this.act(w);
  }
  abstract act(w: World): Promise<void>;
}

/**
 * Goods in (decision 124) by any member of staff: a number of packs of a run's batch, typed,
 * scanned, typed carelessly (lower case, spaces), or with another expiry than the batch was first
 * received with; of a product, or of a GTIN no product has. Refused: no packs (400), an expired
 * pack (400), an unknown GTIN (400), a recalled batch (409), a second expiry (400).
 */
export class GoodsIn extends StockCommand {
  constructor(
    readonly productId: number,
    readonly letter: Exclude<Letter, "Z">,
    readonly quantity: number,
    readonly how: "typed" | "scanned" | "careless" | "other_expiry" | "unknown_gtin",
    readonly who: Member,
    minutes: number,
  ) {
    super(minutes);
  }
  async act(w: World) {
    const s = w.stock;
    const batch = batchName(w.stock, this.productId, this.letter);
    const known = s.batches[keyOf(this.productId, batch)];
    const expiry = this.how === "other_expiry" ? "2027-09-30" : EXPIRY[this.letter];
    const gtin = this.how === "unknown_gtin" ? UNKNOWN_GTIN : GTIN_OF[this.productId]!;
    const typed = {
      gtin,
      batchNumber: this.how === "careless" ? ` ${batch.toLowerCase()} ` : batch,
      expiryDate: expiry,
    };
    const pack =
      this.how === "scanned" ? { scan: scanOf(gtin, expiry.slice(2).replaceAll("-", ""), batch, "SN0") } : typed;
    const days = daysUntil(expiry, w.t.deps.now()) ?? -1;
    const expected =
      this.quantity < 1 || days < 0 || this.how === "unknown_gtin"
        ? 400
        : isRecalled(w, this.productId, batch)
          ? 409
          : known && known.expiry !== expiry
            ? 400
            : 201;
    const body = { ...INVOICE, ...pack, quantity: this.quantity };
    const status = await sendExpecting(w, "goods in", post(w, this.who, "/api/admin/stock/receive", body), [expected]);
    if (status !== 201) return;
    if (known) known.free += this.quantity;
    else s.batches[keyOf(this.productId, batch)] = { productId: this.productId, batch, expiry, free: this.quantity };
  }
  toString() {
    return `GoodsIn(${this.productId === 2 ? "2.5" : "5"} mg, ${this.letter} ×${this.quantity}, ${this.how}, by ${this.who})`;
  }
}

/**
 * Any member of staff records a recall (decision 122) of a product naming some of the run's
 * batches of it (in stock, assembled, short-dated, never received): their free stock moves to
 * quarantine and the batches are held from then on. Refused: a date ahead of today (400), a
 * reference already recorded (409).
 */
export class Recall extends StockCommand {
  constructor(
    readonly productId: number,
    readonly letters: Letter[],
    readonly reference: number,
    readonly ahead: boolean,
    readonly who: Member,
    minutes: number,
  ) {
    super(minutes);
  }
  async act(w: World) {
    const s = w.stock;
    const reference = `EL (R${s.run})A/${this.reference}`;
    const batches = this.letters.map((l) => batchName(w.stock, this.productId, l));
    const body = {
      reference,
      recallClass: "2",
      productId: this.productId,
      batches: batches.join(", "),
      issuedOn: isoDay(w, this.ahead ? 2 : 0),
      action: "Quarantine stock of the batches and return it to the wholesaler.",
    };
    const expected = this.ahead ? 400 : s.references.includes(reference) ? 409 : 201;
    const status = await sendExpecting(w, "recall", post(w, this.who, "/api/admin/recalls/recorded", body), [expected]);
    if (status !== 201) return;
    s.references.push(reference);
    for (const batch of batches) {
      const key = keyOf(this.productId, batch);
      if (!s.recalled.includes(key)) s.recalled.push(key);
      if (s.batches[key]) s.batches[key].free = 0;
    }
  }
  toString() {
    return `Recall(#${this.reference} of ${this.productId === 2 ? "2.5" : "5"} mg: ${this.letters.join(", ")}${this.ahead ? ", dated ahead" : ""}, by ${this.who})`;
  }
}

const IN_RANGE = { currentC: 5, minC: 3, maxC: 7 };
const WARM = { currentC: 6, minC: 3, maxC: 12.5, actionTaken: "Door found ajar; closed it and moved the stock." };
const USABLE = {
  outcome: "usable",
  assessment: "Minutes at up to 12.5 °C; within the stability data for unopened pens.",
  stabilityReference: "Manufacturer's stability letter, 2025-03",
};
const QUARANTINED = { outcome: "quarantined", assessment: "Hours out of range overnight: every pen is quarantined." };

async function openExcursionId(w: World): Promise<number | null> {
  return (await (await w.pharmacist.api.admin.fridge.$get({ query: {} })).json()).excursion?.id ?? null;
}

/**
 * Any member of staff records the fridge (decision 121): in range, or out of it, which opens an
 * excursion unless one is open. The model checks the fridge page agrees on whether one is open.
 */
export class FridgeReading extends StockCommand {
  constructor(
    readonly out: boolean,
    readonly who: Member,
    minutes: number,
  ) {
    super(minutes);
  }
  async act(w: World) {
    const body = this.out ? WARM : IN_RANGE;
    const status = await sendExpecting(w, "fridge reading", post(w, this.who, "/api/admin/fridge", body), [201]);
    if (status === 201 && this.out) w.stock.excursionOpen = true;
    if (((await openExcursionId(w)) !== null) !== w.stock.excursionOpen)
      w.surprises.push(`the fridge page says an excursion is ${w.stock.excursionOpen ? "not " : ""}open`);
  }
  toString() {
    return `FridgeReading(${this.out ? "out of range" : "in range"}, by ${this.who})`;
  }
}

/**
 * Someone records the assessment of the open excursion (or, with none open, of the last one):
 * the stock usable, with or without the stability reference it needs, or quarantined (every free
 * pack moves to quarantine). Only a pharmacist (403), once (409); without the reference, 400.
 */
export class CloseExcursion extends StockCommand {
  constructor(
    readonly outcome: "usable" | "usable_without_reference" | "quarantined",
    readonly who: Member,
    minutes: number,
  ) {
    super(minutes);
  }
  async act(w: World) {
    const s = w.stock;
    const id = (await openExcursionId(w)) ?? s.lastExcursionId;
    const body =
      this.outcome === "quarantined"
        ? QUARANTINED
        : this.outcome === "usable"
          ? USABLE
          : { outcome: "usable", assessment: USABLE.assessment };
    const expected =
      this.outcome === "usable_without_reference"
        ? 400
        : !isPharmacist(this.who)
          ? 403
          : id === null
            ? 404
            : s.excursionOpen
              ? 200
              : 409;
    const at = `/api/admin/fridge/excursions/${id ?? 999999}/close`;
    if ((await sendExpecting(w, "assessment", post(w, this.who, at, body), [expected])) !== 200) return;
    s.excursionOpen = false;
    s.lastExcursionId = id;
    if (this.outcome === "quarantined") for (const b of Object.values(s.batches)) b.free = 0;
  }
  toString() {
    return `CloseExcursion(${this.outcome.replaceAll("_", " ")}, by ${this.who})`;
  }
}

/**
 * The stock's commands and how often each is picked, from the model's arbitraries of a patient's
 * slot, a member of staff and the minutes a command comes after the one before.
 */
export function stockCommands(
  slot: fc.Arbitrary<number>,
  member: fc.Arbitrary<Member>,
  minutes: fc.Arbitrary<number>,
): Array<fc.Arbitrary<Cmd>> {
  const pen = fc.constantFrom(...TRACKED);
  return [
    // Goods in, by anyone: mostly packs of a batch in date, now and then what must be refused.
    fc
      .tuple(
        pen,
        fc.constantFrom(...LETTERS, "A" as const, "B" as const),
        fc.constantFrom(0, 1, 2, 3, 5),
        fc.constantFrom(...(["typed", "typed", "scanned", "careless", "other_expiry", "unknown_gtin"] as const)),
        member,
        minutes,
      )
      .map(([productId, letter, n, how, who, m]) => new GoodsIn(productId, letter, n, how, who, m)),
    // A recall of some of the run's batches, by anyone; its reference one of two (the second time 409).
    ...[1, 2].map(() =>
      fc
        .tuple(
          pen,
          fc.subarray(["A", "B", "S", "Z"] as const, { minLength: 1 }),
          fc.constantFrom(1, 2),
          fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
          member,
          minutes,
        )
        .map(([productId, letters, ref, ahead, who, m]) => new Recall(productId, [...letters], ref, ahead, who, m)),
    ),
    // The fridge read by anyone, as often out of range as in it; the assessment, mostly by the pharmacist.
    ...[1, 2].map(() => fc.tuple(fc.boolean(), member, minutes).map(([out, who, m]) => new FridgeReading(out, who, m))),
    fc
      .tuple(
        fc.constantFrom(
          "usable" as const,
          "usable" as const,
          "quarantined" as const,
          "usable_without_reference" as const,
        ),
        fc.oneof({ weight: 4, arbitrary: fc.constant<Member>("pharmacist") }, { weight: 1, arbitrary: member }),
        minutes,
      )
      .map(([outcome, who, m]) => new CloseExcursion(outcome, who, m)),
    // A pack comes back: refunded or supplied again, now and then recorded as the wrong kind.
    ...[1, 2, 3].map(() =>
      fc
        .tuple(
          slot,
          fc.constantFrom("refund_due" as const, "redispatch" as const),
          fc.constantFrom(true, true, true, false),
          minutes,
        )
        .map(([s, outcome, right, m]) => new Return(s, outcome, right, m)),
    ),
  ];
}
