/**
 * Returns in the model-based test (decision 125): staff record that a pack came back, the kind
 * its order's state allows or another, to be refunded or supplied again. The model keeps the
 * returned pack (its batch and serial), which is never assembled or checked again.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { queryRows } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import {
  OPEN_ORDER_STATE_IDS,
  orderStateOf,
  RETURNABLE_STATES,
  stateIds,
} from "@/shared/domain/orders/order-lifecycle";
import { RETURN_KINDS, type ReturnKind, returnKindFor } from "@/shared/domain/orders/returns";
import type { Patient } from "../patient-journey";
import { PatientCommand } from "./patient-commands";
import { packKey } from "./stock-state";
import { latestOrderOf, sendExpecting, type World } from "./world";

const RETURN_BODY: Record<ReturnKind, Record<string, string>> = {
  returned_to_pharmacy: { kind: "returned_to_pharmacy", reason: "undelivered" },
  returned_by_patient: { kind: "returned_by_patient" },
  withdrawn_before_supply: { kind: "withdrawn_before_supply", note: "Held by a recall of its batch." },
};

/** The patient's newest order a pack may come back from (dispensed, handed over), or null. */
async function returnableOrderOf(w: World, patientId: number) {
  const rows = await w.t.db
    .select()
    .from(orders)
    .where(and(eq(orders.patient_id, patientId), inArray(orders.order_status_id, stateIds(RETURNABLE_STATES))))
    .orderBy(desc(orders.order_id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Staff record that the pack of the patient's newest order it may come from (else of their latest order) came back (decision 125), as the kind its
 * state allows or, as from a page read before the order moved on, another; to be refunded or
 * supplied again. Refused: nothing dispensed to come back, or the wrong kind (409); a re-dispatch
 * while the patient has another open order (409). The pack is quarantined and never supplied again.
 */
export class Return extends PatientCommand {
  constructor(
    slot: number,
    readonly outcome: "refund_due" | "redispatch",
    readonly rightKind: boolean,
    readonly minutes: number,
  ) {
    super(slot);
  }
  async act(w: World, _p: Patient, id: number) {
    w.clock.shiftMinutes(this.minutes);
    const order = (await returnableOrderOf(w, id)) ?? (await latestOrderOf(w, id));
    if (!order) return;
    const kind = returnKindFor(orderStateOf(order.order_status_id));
    const sent = this.rightKind && kind ? kind : RETURN_KINDS.find((k) => k !== kind)!;
    const [other] = await queryRows<{ n: number }>(
      w.t.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE patient_id = ${id} AND order_id <> ${order.order_id}
        AND order_status_id IN (${sql.raw(OPEN_ORDER_STATE_IDS.join(", "))})`,
    );
    const expected = !kind || sent !== kind || (this.outcome === "redispatch" && other!.n > 0) ? 409 : 200;
    const body = { ...RETURN_BODY[sent], outcome: this.outcome };
    const at = `/api/admin/orders/${order.order_id}/return`;
    if ((await sendExpecting(w, "return", w.staff.post(at, body), [expected])) !== 200) return;
    const pack = w.stock.orders[order.order_id];
    if (pack?.serial) w.stock.returned.push(packKey(pack.batch, pack.serial));
    delete w.stock.orders[order.order_id];
  }
  toString() {
    return `Return(#${this.slot}, ${this.outcome.replace("_", " ")}${this.rightKind ? "" : ", wrong kind"})`;
  }
}
