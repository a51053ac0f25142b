/** Reference data, products and settings (decision 011). Idempotent: safe to run at every start. */
import { sql } from "drizzle-orm";
import {
  LEGACY_DRAFT_ID,
  ORDER_STATE_ID,
  ORDER_STATE_LABEL,
  ORDER_STATES,
} from "@/shared/domain/orders/order-lifecycle";
import { REVIEW_STATUS_ID, REVIEW_STATUS_LABEL, REVIEW_STATUSES } from "@/shared/domain/prescribing/review-status";
import { SETTING_DEFINITIONS } from "@/shared/domain/site/settings";
import { type Db, queryRows } from "./client";
import { orderStatus, patientStatus, patientType, pharmacySettings } from "./schema";

/** decision 011: 2.5 mg is product 2, the starter dose (docs/spec.md §9 default dose). Prices include VAT; zero-rated (decision 009). */
export const SEED_PRODUCTS = [
  { product_id: 2, name: "Mounjaro 2.5mg pre-filled pen (4 weekly doses)", price: "199.00" },
  { product_id: 3, name: "Mounjaro 5mg pre-filled pen (4 weekly doses)", price: "239.00" },
  { product_id: 4, name: "Mounjaro 7.5mg pre-filled pen (4 weekly doses)", price: "279.00" },
  { product_id: 5, name: "Mounjaro 10mg pre-filled pen (4 weekly doses)", price: "299.00" },
  { product_id: 6, name: "Mounjaro 12.5mg pre-filled pen (4 weekly doses)", price: "319.00" },
  { product_id: 7, name: "Mounjaro 15mg pre-filled pen (4 weekly doses)", price: "329.00" },
] as const;

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(patientStatus)
      .values(
        REVIEW_STATUSES.map((s) => ({ patient_status_id: REVIEW_STATUS_ID[s], description: REVIEW_STATUS_LABEL[s] })),
      )
      .onConflictDoNothing();
    await tx
      .insert(patientType)
      .values([
        { patient_type_id: 1, description: "New to the treatment" },
        { patient_type_id: 2, description: "Existing user" },
      ])
      .onConflictDoNothing();
    // The order states of the treatment workflow, with the labels staff see.
    await tx
      .insert(orderStatus)
      .values([
        ...ORDER_STATES.map((s) => ({ order_status_id: ORDER_STATE_ID[s], description: ORDER_STATE_LABEL[s] })),
        { order_status_id: LEGACY_DRAFT_ID, description: "Open (in progress)" },
      ])
      .onConflictDoUpdate({ target: orderStatus.order_status_id, set: { description: sql`excluded.description` } });
    // Products are seeded only into an empty catalogue, so staff changes are never overwritten.
    const [row] = await queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM products`);
    if (row?.count === 0) {
      // The columns named, so the seed also runs on a database migrated only to an earlier
      // version (a migration's test seeds it, then adds the columns that came later).
      await tx.execute(
        sql`INSERT INTO products (product_id, name, price, vat_rate) VALUES ${sql.join(
          SEED_PRODUCTS.map((p) => sql`(${p.product_id}, ${p.name}, ${p.price}, 0)`),
          sql`, `,
        )}`,
      );
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence('products', 'product_id'), (SELECT max(product_id) FROM products))`,
      );
    }
    // Missing settings keys are added with their defaults; existing values are kept.
    await tx
      .insert(pharmacySettings)
      .values(
        SETTING_DEFINITIONS.map((s) => ({
          setting_key: s.key,
          setting_value: s.value,
          setting_type: s.type,
          category: s.category,
          description: s.description,
        })),
      )
      .onConflictDoNothing({ target: pharmacySettings.setting_key });
  });
}
