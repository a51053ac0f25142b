/**
 * The pharmacy's invariants (docs/invariants.md), proven on random interleavings: patients,
 * staff of each registration, the responsible pharmacist and a prescriber send the API whatever
 * commands fast-check picks (tests/support/model), with the clock moving on between them, against
 * the real app; after every command the database is read and every invariant must hold, no
 * request may have answered 5xx, and the RP log and signing must have answered as the model expects.
 * Every run ends with the same closing commands (closing-commands.ts): a new patient's order meets
 * the holds the random commands seldom reach. A fixed seed and a bounded number of runs keep
 * `npm test` repeatable; FUZZ_SEED (and FUZZ_RUNS) explore others. A failure prints the shortest
 * sequence of commands that breaks it.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";
import { RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";
import { HANDED_OVER_STATES, stateIds } from "@/shared/domain/orders/order-lifecycle";
import { SIGNING_MESSAGES } from "@/shared/domain/prescribing/signing";
import { COMMANDS, type Model, SIGN_UP } from "../../../tests/support/model/commands";
import { closingCommands } from "../../../tests/support/model/closing-commands";
import { invariantBreaches } from "../../../tests/support/model/invariants";
import { startStock } from "../../../tests/support/model/stock-commands";
import { createWorld, startRun, type World } from "../../../tests/support/model/world";

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world?.t.close());

/**
 * Runs the command, then reads the database: every invariant holds, nothing answered 5xx, and
 * the RP log and signing answered as the model expects.
 */
function checked(command: fc.AsyncCommand<Model, World>): fc.AsyncCommand<Model, World> {
  return {
    check: (m) => command.check(m),
    async run(m, w) {
      await command.run(m, w);
      expect(w.serverErrors, `after ${command}`).toEqual([]);
      expect(w.surprises, `after ${command}`).toEqual([]);
      expect(await invariantBreaches(w.t.db, w.scope), `after ${command}`).toEqual([]);
    },
    toString: () => command.toString(),
  };
}

it("every invariant holds after every command of patients, staff and prescribers", { timeout: 600_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(
      SIGN_UP,
      fc.commands(
        COMMANDS.map((a) => a.map(checked)),
        { maxCommands: 50, size: "max" },
      ),
      async (first, commands) => {
        await startRun(world);
        await startStock(world);
        const closing = closingCommands(first.method).map(checked);
        await fc.asyncModelRun(
          () => ({ model: { patients: 0 }, real: world }),
          [checked(first), ...commands, ...closing],
        );
      },
    ),
    // Shrinking stops after a while, so a failure is reported with the shortest run found by then.
    { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 400_000, markInterruptAsFailure: true },
  );
  // The runs must reach the records the invariants are about, or they would hold for nothing.
  const [reached] = await queryRows<{
    supplies: number;
    handovers: number;
    checkins: number;
    corrections: number;
    refunds: number;
    fromStock: number;
    recalls: number;
    excursions: number;
    returns: number;
  }>(
    world.t.db,
    sql`SELECT (SELECT count(*)::int FROM pom_register) AS supplies,
      (SELECT count(*)::int FROM order_events WHERE to_status_id IN (${sql.raw(stateIds(HANDED_OVER_STATES).join(","))})) AS handovers,
      (SELECT count(*)::int FROM checkins) AS checkins,
      (SELECT count(*)::int FROM prescribing_decisions WHERE supersedes_decision_id IS NOT NULL) AS corrections,
      (SELECT count(*)::int FROM refunds) AS refunds,
      (SELECT count(*)::int FROM stock_movements WHERE kind = 'supplied') AS "fromStock",
      (SELECT count(*)::int FROM recalls) AS recalls,
      (SELECT count(*)::int FROM fridge_excursions) AS excursions,
      (SELECT count(*)::int FROM dispensing_steps WHERE step = 'return') AS returns`,
  );
  expect(reached).toEqual(Object.fromEntries(Object.keys(reached!).map((k) => [k, expect.any(Number)])));
  process.stdout.write(`model runs reached ${JSON.stringify(reached)}\n`);
  expect(
    Math.min(reached!.supplies, reached!.handovers, reached!.checkins, reached!.fromStock, reached!.recalls),
  ).toBeGreaterThan(0);
  expect(Math.min(reached!.excursions, reached!.returns)).toBeGreaterThan(0);
  // And the refusals the rules are about: a supply with no RP present, an RP or a check by the
  // wrong registration, a wrong signing PIN, the stock's holds; and a new PIN set.
  const heldBy = (what: RegExp) =>
    Object.entries(world.refusals)
      .filter(([key]) => what.test(key))
      .reduce((n, [, count]) => n + count, 0);
  const met = (what: RegExp, ...messages: string[]) =>
    Object.entries(world.refusals)
      .filter(([key]) => what.test(key) && messages.some((m) => key.endsWith(`: ${m}`)))
      .reduce((n, [, count]) => n + count, 0);
  const refused = {
    supplyWithoutRp: met(
      /^(accuracy check|collect|dispatch) 409/,
      DISPENSING_MESSAGES.noResponsiblePharmacist,
      RP_MESSAGES.absent,
    ),
    rpNotPharmacist: met(/^RP sign-in 403/, RP_MESSAGES.pharmacistOnly),
    checkByRegistration: met(
      /^(clinical|accuracy) check 403/,
      DISPENSING_MESSAGES.pharmacistOnly,
      DISPENSING_MESSAGES.checkerOnly,
    ),
    wrongPin: met(/approved 400/, SIGNING_MESSAGES.wrongPin),
    // The stock's holds (decisions 121, 122, 124, 125): a recalled batch, one not in stock, an open
    // excursion, a pack that came back (assembled again by the closing commands of a run where one did).
    recalledBatch: heldBy(/^(assemble|accuracy check|collect|dispatch) 409: Batch .+ is recalled/),
    notInStock: heldBy(/^assemble 409: Batch .+ is not in stock\.$/),
    excursion: met(/^(assemble|accuracy check|collect|dispatch) 409/, FRIDGE_MESSAGES.held),
    returnedPack: heldBy(/^(assemble|accuracy check|collect|dispatch) 409: The pack of batch .+ was returned/),
    // The closing commands' (closing-commands.ts): an excursion opened just before each kind of hand-over.
    excursionAtCollect: met(/^collect 409/, FRIDGE_MESSAGES.held),
    excursionAtDispatch: met(/^dispatch 409/, FRIDGE_MESSAGES.held),
  };
  process.stdout.write(
    `model runs were refused ${JSON.stringify(refused)}; PINs set ${world.signing.replaced.length}\n`,
  );
  if (process.env.MODEL_DEBUG) process.stdout.write(`${JSON.stringify(world.refusals, null, 1)}\n`);
  for (const [what, count] of Object.entries({ ...refused, pinsSet: world.signing.replaced.length }))
    expect(count, `the runs never met ${what}`).toBeGreaterThan(0);
});
