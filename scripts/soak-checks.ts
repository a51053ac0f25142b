/** The soak's check after the run: every acknowledged completion is in the database, exactly once. */
import pg from "pg";

export interface Completion {
  orderId: number;
  patientId: number;
  email: string;
  userId: string;
}

export async function lostWrites(completions: Completion[], databaseUrl: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const settings = await db.query<{ setting_key: string; setting_value: string }>(
      "SELECT setting_key, setting_value FROM pharmacy_settings WHERE setting_key IN ('company_email', 'pharmacist_email')",
    );
    const staff = new Set(settings.rows.map((r) => r.setting_value.toLowerCase()));
    const orderIds = completions.map((c) => c.orderId);
    const orders = await db.query<{
      order_id: number;
      patient_id: number;
      order_status_id: number;
      patient_history_id: number | null;
      locked_to: number | null;
      height: number | null;
    }>(
      `SELECT o.order_id, o.patient_id, o.order_status_id, o.patient_history_id, h.order_id AS locked_to, h.height::float8 AS height
       FROM orders o LEFT JOIN patient_history h ON h.patient_history_id = o.patient_history_id
       WHERE o.order_id = ANY($1::int[])`,
      [orderIds],
    );
    const mails = await db.query<{ dedupe_key: string; to_address: string }>(
      `SELECT dedupe_key, to_address FROM email_outbox
       WHERE dedupe_key LIKE 'order-%' OR dedupe_key LIKE 'welcome:%'`,
    );
    const mailsByKey = new Map<string, string[]>();
    for (const m of mails.rows) mailsByKey.set(m.dedupe_key, [...(mailsByKey.get(m.dedupe_key) ?? []), m.to_address]);
    const byOrder = new Map(orders.rows.map((o) => [o.order_id, o]));

    const lost: string[] = [];
    for (const c of completions) {
      const o = byOrder.get(c.orderId);
      if (!o) lost.push(`order ${c.orderId}: missing`);
      else if (o.order_status_id !== 3 || o.patient_id !== c.patientId)
        lost.push(`order ${c.orderId}: status ${o.order_status_id}, patient ${o.patient_id}`);
      else if (o.patient_history_id === null || o.locked_to !== c.orderId || o.height !== 170)
        lost.push(`order ${c.orderId}: questionnaire not locked to it`);
      const confirmation = mailsByKey.get(`order-confirmation:${c.orderId}`) ?? [];
      if (confirmation.length !== 1 || confirmation[0] !== c.email)
        lost.push(`order ${c.orderId}: confirmation e-mails ${JSON.stringify(confirmation)}`);
      for (const to of staff) {
        if ((mailsByKey.get(`order-staff:${c.orderId}:${to}`) ?? []).length !== 1)
          lost.push(`order ${c.orderId}: staff e-mail to ${to} missing`);
      }
      const welcome = mailsByKey.get(`welcome:${c.userId}`) ?? [];
      if (welcome.length !== 1 || welcome[0] !== c.email)
        lost.push(`user ${c.userId}: welcome e-mails ${JSON.stringify(welcome)}`);
    }
    // Exactly its e-mails: nothing queued for an order beyond the confirmation and the staff copies.
    const perOrder = await db.query<{ order_id: string; n: number }>(
      `SELECT split_part(dedupe_key, ':', 2) AS order_id, count(*)::int AS n FROM email_outbox
       WHERE dedupe_key LIKE 'order-%' GROUP BY 1`,
    );
    const expectedPerOrder = 1 + staff.size;
    for (const row of perOrder.rows) {
      if (row.n !== expectedPerOrder)
        lost.push(`order ${row.order_id}: ${row.n} e-mails queued, expected ${expectedPerOrder}`);
    }
    if (perOrder.rows.length !== completions.length)
      lost.push(`${perOrder.rows.length} orders have e-mails, ${completions.length} were acknowledged`);
    return lost;
  } finally {
    await db.end();
  }
}
