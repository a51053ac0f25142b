/**
 * How every run of the model-based test ends (decisions 121, 125): a new patient's order is taken
 * to its hand-over and meets on its way the holds the random commands seldom reach. At its
 * assembly, when a pack came back in the run, that pack's batch and serial are tried first (409,
 * never supplied again); just before its hand-over the fridge reads out of range, and the
 * hand-over is tried (409). Each answer is checked against the model as the random commands' are,
 * and the invariants are read after each command.
 *
 * They come after the run's random commands, so the commands a seed picks stay as they were; the
 * new patient may be one more than MAX_PATIENTS, and is collected from or sent to as the run's
 * first patient is (so a seed's runs meet both the collection and the dispatch).
 */
import { type OrderState, orderStateOf } from "@/shared/domain/orders/order-lifecycle";
import { Progress } from "./commands";
import { type Cmd, type Model, SignUp } from "./patient-commands";
import { rpPresent } from "./rp-commands";
import { StaffMove } from "./staff-commands";
import { CloseExcursion, FridgeReading, GoodsIn } from "./stock-commands";
import { assemble } from "./stock-holds";
import { latestOrderOf, memberOf, patientIdOf, send, type World } from "./world";

/** The newest patient's slot and their latest order (null before one). */
async function newest(w: World) {
  const slot = w.patients.length - 1;
  const id = await patientIdOf(w, w.patients[slot]!);
  return { slot, order: id === null ? null : await latestOrderOf(w, id) };
}

/**
 * Nothing the run left holds the new order but what is tried: the RP is made present, an open
 * excursion is assessed usable, the clock moves past a signing lock, and two 2.5 mg pens of a
 * batch no recall names come in. Then the new patient signs up for 2.5 mg, however many the run has.
 */
class NewPatient extends SignUp {
  check() {
    return true;
  }
  async run(m: Model, w: World) {
    await rpPresent(w);
    if (w.stock.excursionOpen) await new CloseExcursion("usable", "pharmacist", 1).perform(w);
    const locked = w.signing.lockedUntil ? w.signing.lockedUntil.getTime() - w.t.deps.now().getTime() : 0;
    if (locked > 0) w.clock.shiftMinutes(Math.ceil(locked / 60_000) + 1);
    await new GoodsIn(2, "C", 2, "typed", "staff", 1).perform(w);
    await super.run(m, w);
  }
  toString() {
    return `NewPatient(2.5 mg, ${this.method}, after the way is cleared)`;
  }
}

/**
 * The new patient's order is taken on, one step at a time with the RP made present first, until
 * it is dispensed. Once prescribed, when a pack came back in the run, its clinical check is done
 * and the pack that came back is assembled for it: refused (decision 125).
 */
class ToDispensed implements Cmd {
  check() {
    return true;
  }
  async run(m: Model, w: World) {
    let state: OrderState = "draft";
    let tried = false;
    for (let i = 0; i < 8; i++) {
      const { slot, order } = await newest(w);
      state = order ? orderStateOf(order.order_status_id) : "draft";
      if (state === "dispensed") return;
      if (state === "prescribed" && !tried && w.stock.returned.length > 0) {
        tried = true;
        const at = `/api/admin/orders/${order!.order_id}`;
        await send(w, "clinical check", memberOf(w, "pharmacist").post(`${at}/clinical-check`, { confirmed: true }));
        await assemble(w, at, order!.order_id, "staff", "returned");
      }
      await new Progress(slot, 0, true).run(m, w);
    }
    w.surprises.push(`the closing order stopped at ${state}, not dispensed`);
  }
  toString() {
    return "ToDispensed(new patient, a returned pack tried first)";
  }
}

/** The fridge reads out of range just before the hand-over: the hand-over is held (decision 121). */
class ExcursionAtHandOver implements Cmd {
  check() {
    return true;
  }
  async run(m: Model, w: World) {
    await new FridgeReading(true, "staff", 1).perform(w);
    const { slot } = await newest(w);
    await new StaffMove(slot, "hand_over").run(m, w);
  }
  toString() {
    return "ExcursionAtHandOver(new patient)";
  }
}

/** The closing commands of a run whose first patient chose `method`. */
export function closingCommands(method: "delivery" | "pickup"): Cmd[] {
  return [new NewPatient("new", "answered", 2.5, method), new ToDispensed(), new ExcursionAtHandOver()];
}
