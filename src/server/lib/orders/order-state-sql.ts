/**
 * Order states in raw SQL, named from the lifecycle (shared/domain/orders/order-lifecycle.ts): no query
 * writes a state's id as a number, so a state's id is defined once and every query follows it.
 */
import { type SQL, sql } from "drizzle-orm";
import { type OrderState, stateIds } from "@/shared/domain/orders/order-lifecycle";

/** `a, b, c`: the stored ids of `states` as bound values, for `... IN (${stateIdList(states)})`. */
export function stateIdList(states: readonly OrderState[]): SQL {
  return sql.join(
    stateIds(states).map((id) => sql`${id}`),
    sql`, `,
  );
}
