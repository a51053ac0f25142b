/**
 * The responsible pharmacist in the model-based test (decisions 113, 116, 117): at any moment a
 * member of staff signs in on the RP log, records an absence, comes back or signs out, minutes
 * after the command before (so no two records share an instant). The world keeps who is on duty
 * and whether they are away; each answer is checked against it (anyone but a registered
 * pharmacist: 403), and the supplies meet whatever state it leaves: the invariants check that
 * none went through without a pharmacist in charge.
 */
import type { Cmd, Model } from "./patient-commands";
import { type Member, memberOf, sendExpecting, type World } from "./world";

/** Whoever is on duty ("rp"), or a member of staff by name. */
export type Who = Member | "rp";

const PHARMACISTS: readonly Member[] = ["prescriber", "pharmacist"];
const isPharmacist = (m: Member) => PHARMACISTS.includes(m);

abstract class RpCommand implements Cmd {
  constructor(
    readonly who: Who,
    readonly minutes: number,
  ) {}
  check() {
    return true;
  }
  run(_m: Model, w: World) {
    return this.perform(w);
  }
  /** What the command does, as another command's part too. */
  async perform(w: World) {
    w.clock.shiftMinutes(this.minutes);
    const member = this.who === "rp" ? (w.rp.onDuty ?? "pharmacist") : this.who;
    await this.act(w, member);
  }
  abstract act(w: World, member: Member): Promise<void>;
  abstract readonly name: string;
  toString() {
    return `${this.name}(${this.who}, ${this.minutes} min later)`;
  }
}

const post = (w: World, member: Member, path: string, body: unknown = {}) =>
  memberOf(w, member).post(`/api/admin/rp-log/${path}`, body);

/** Only a registered pharmacist signs in, and only while nobody is on duty. */
export class RpSignIn extends RpCommand {
  readonly name = "RpSignIn";
  async act(w: World, member: Member) {
    const expected = !isPharmacist(member) ? 403 : w.rp.onDuty ? 409 : 200;
    if ((await sendExpecting(w, "RP sign-in", post(w, member, "sign-in"), [expected])) === 200)
      w.rp = { onDuty: member, absent: false };
  }
}

/**
 * The RP on duty, and only they, records an absence (403 for anyone else); refused while nobody
 * is on duty or they are already away, and once the day's absences reach 2 hours (which the model
 * does not count: earlier runs' absences fall on the same day, so a 409 is allowed then).
 */
export class RpAbsent extends RpCommand {
  readonly name = "RpAbsent";
  async act(w: World, member: Member) {
    const expected = !w.rp.onDuty ? [409] : member !== w.rp.onDuty ? [403] : w.rp.absent ? [409] : [200, 409];
    const body = { reason: "Collecting stock from the wholesaler" };
    if ((await sendExpecting(w, "RP absence", post(w, member, "absence", body), expected)) === 200) w.rp.absent = true;
  }
}

/** The RP on duty, and only they, records that they are back, `minutes` after the command before. */
export class RpBack extends RpCommand {
  readonly name = "RpBack";
  async act(w: World, member: Member) {
    const expected = !w.rp.onDuty ? 409 : member !== w.rp.onDuty ? 403 : w.rp.absent ? 200 : 409;
    if ((await sendExpecting(w, "RP back", post(w, member, "back"), [expected])) === 200) w.rp.absent = false;
  }
}

/** A registered pharmacist signs out the RP on duty, themself or a colleague; it ends any absence. */
export class RpSignOut extends RpCommand {
  readonly name = "RpSignOut";
  async act(w: World, member: Member) {
    const expected = !isPharmacist(member) ? 403 : w.rp.onDuty ? 200 : 409;
    if ((await sendExpecting(w, "RP sign-out", post(w, member, "sign-out"), [expected])) === 200)
      w.rp = { onDuty: null, absent: false };
  }
}

/**
 * The RP is made present, as the next step of a supply would wait for: the one on duty comes
 * back, or, with nobody on duty, the pharmacist signs in; a minute later.
 */
export async function rpPresent(w: World) {
  if (!w.rp.onDuty) await new RpSignIn("pharmacist", 1).perform(w);
  else if (w.rp.absent) await new RpBack("rp", 1).perform(w);
}
