/**
 * `npm run bench:scale`: the admin patient list, and the queue's duplicate look-up, on 100,000
 * patients in PostgreSQL.
 *
 * Needs DATABASE_URL (a PostgreSQL 15+ server; the database named in it is only used to create
 * and drop a fresh one). Migrates and seeds the fresh database with the product's own code,
 * bulk-inserts patients, questionnaires and orders with set-based SQL, then times the list
 * service the admin API calls (listPatients) and the consultations queue's duplicate look-up
 * (duplicatePatients), and prints the plans PostgreSQL chose for the statements they sent.
 * Target: p95 under 30 ms for each.
 */
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { seedReferenceData } from "../../src/server/db/seed";
import { duplicatePatients } from "../../src/server/features/admin-consultations/evidence-on-record";
import { listPatients } from "../../src/server/features/admin-patients/list-patients";
import type { PatientListQuery } from "../../src/shared/schemas/people/admin";
import { machine, percentile, printTable } from "./lib";
import { FIRST, LAST } from "./names";

const PATIENTS = Number(process.env.BENCH_SCALE_PATIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 50);
const WARMUP = 5;
const TARGET_P95_MS = 30;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error("bench:scale needs DATABASE_URL: a PostgreSQL server where it may create and drop a database.");
  process.exit(1);
}
const dbName = `bench_scale_${process.pid}_${Date.now()}`;
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/** Set-based: every table is filled by one INSERT … SELECT over generate_series. */
const SEED_SQL = [
  `INSERT INTO patients (firstname, lastname, email, mobile, date_of_birth, sex, address1, address3, postcode,
     patient_status_id, patient_type_id, for_self, delivery_method, created_at, updated_at, archived_at)
   SELECT f, l,
     lower(replace(f || '.' || l, '''', '')) || '.' || g || '@example.com',
     '07700 ' || lpad((g % 1000000)::text, 6, '0'),
     date '1950-01-01' + (g * 7919 % 20000),
     1 + g % 2,
     (g % 300 + 1) || ' High Street', 'Leeds', 'LS' || (g % 28 + 1) || ' ' || (g % 9 + 1) || 'AA',
     CASE WHEN g % 10 < 6 THEN 1 WHEN g % 10 < 9 THEN 2 ELSE 3 END,
     CASE WHEN (hashtext('t' || g) & 2147483647) % 4 = 0 THEN 2 ELSE 1 END,
     true, CASE WHEN g % 5 = 0 THEN 'pickup' ELSE 'delivery' END,
     now() - ((${PATIENTS} - g) || ' minutes')::interval,
     now() - ((${PATIENTS} - g) || ' minutes')::interval,
     CASE WHEN g % 50 = 0 THEN now() END
   FROM generate_series(1, ${PATIENTS}) AS g,
     LATERAL (SELECT (${sqlArray(FIRST)})[1 + (hashtext('f' || g) & 2147483647) % ${FIRST.length}] AS f,
                     (${sqlArray(LAST)})[1 + (hashtext('l' || g) & 2147483647) % ${LAST.length}] AS l) AS names`,
  // 70% have a completed order (status 3), 20% an open one.
  `INSERT INTO orders (patient_id, order_status_id, date, total, vat, total_due, delivery_method,
     ship_addr1, ship_addr3, ship_postcode, product_name, completed_at, created_at, updated_at)
   SELECT p.patient_id, CASE WHEN p.patient_id % 10 < 7 THEN 3 ELSE 1 END,
     (p.created_at + interval '1 day')::date, 199.00, 0, 199.00, p.delivery_method,
     p.address1, p.address3, p.postcode, 'Mounjaro 2.5mg pre-filled pen (4 weekly doses)',
     CASE WHEN p.patient_id % 10 < 7 THEN p.created_at + interval '1 day' END,
     p.created_at, p.created_at
   FROM patients p WHERE p.patient_id % 10 < 9`,
  `INSERT INTO order_line (order_id, product_id, quantity, unit_price, item_description)
   SELECT o.order_id, 2, 1, 199.00, o.product_name FROM orders o`,
  // The questionnaire locked with each completed order, and one open questionnaire per patient.
  `INSERT INTO patient_history (patient_id, order_id, height, weight, bmi, date_completed, created_at, updated_at)
   SELECT o.patient_id, o.order_id, 170, 100, 34.6, o.date, o.created_at, o.created_at
   FROM orders o WHERE o.order_status_id = 3`,
  `INSERT INTO patient_history (patient_id, height, weight, bmi, is_diabetic, history_of_gallstones_details, created_at, updated_at)
   SELECT p.patient_id, 150 + p.patient_id % 50, 80 + p.patient_id % 60,
     round(((80 + p.patient_id % 60) / ((150 + p.patient_id % 50) / 100.0) ^ 2)::numeric, 1),
     p.patient_id % 13 = 0, CASE WHEN p.patient_id % 17 = 0 THEN 'yes: in 2019' ELSE 'no' END,
     p.created_at, p.updated_at
   FROM patients p`,
  `UPDATE orders o SET patient_history_id = h.patient_history_id FROM patient_history h WHERE h.order_id = o.order_id`,
  // What autovacuum does to a table that has settled: statistics and the visibility map.
  `VACUUM (ANALYZE)`,
];

interface Capture {
  text: string;
  values: unknown[];
}

/** Records the statements the service sends, so their plans are those of the real queries. */
function captureStatements(): { stop(): Capture[] } {
  const captured: Capture[] = [];
  const proto = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  return {
    stop() {
      proto.query = original;
      return captured;
    },
  };
}

/**
 * The target's lists (no filter, a status filter, a name search, an e-mail search), then one
 * beyond it: a search every patient matches, whose count must read the whole table.
 */
const CASES: Array<{ name: string; query: PatientListQuery; stress?: true }> = [
  { name: "no filter (page 1)", query: {} },
  { name: "no filter (page 50)", query: { page: "50" } },
  { name: "status filter: approved", query: { status: "2" } },
  { name: "status + type filter", query: { status: "3", type: "2" } },
  { name: "partial name: 'kowal'", query: { search: "kowal" } },
  { name: "full name: 'zofia nowak'", query: { search: "zofia nowak" } },
  { name: "search with no match: 'qwxz'", query: { search: "qwxz" } },
  { name: "e-mail: '.54321@ex'", query: { search: ".54321@ex" } },
  { name: "whole e-mail of one patient", query: { search: "" } },
  { name: "every patient: '@example.com'", query: { search: "@example.com" }, stress: true },
];

/**
 * Why a plan will not scale, if it will not: a sequential scan of patients, or an index walked
 * while discarding more than a tenth of the table (a filter the index does not answer).
 */
function scanConcern(plan: string[]): string | undefined {
  for (const [i, line] of plan.entries()) {
    const scan =
      /(Seq Scan|Index Scan(?: Backward)? using \S+|Index Only Scan(?: Backward)? using \S+) on patients/.exec(line);
    if (!scan) continue;
    const indent = line.search(/\S/);
    let removed = 0;
    for (const next of plan.slice(i + 1)) {
      if (next.search(/\S/) <= indent || next.includes("->")) break;
      const m = /Rows Removed by Filter: (\d+)/.exec(next);
      if (m) removed = Number(m[1]);
    }
    if (scan[1] === "Seq Scan") return `sequential scan of patients (${removed} rows discarded by the filter)`;
    if (removed > PATIENTS / 10) return `${scan[1]} discarding ${removed} rows by a filter the index does not answer`;
  }
  return undefined;
}

console.log(`bench:scale on ${machine()}`);
const serverVersion = await withClient(
  adminUrl,
  async (c) => (await c.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version,
);
console.log(
  `PostgreSQL ${serverVersion}; database ${dbName}; ${PATIENTS.toLocaleString("en-GB")} patients; ${RUNS} timed runs per list after ${WARMUP} warm-up runs\n`,
);

await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${dbName}"`));
const database = await openDatabase({ url: benchUrl });
const rows: Array<Array<string | number>> = [];
const plans: Array<{ name: string; plan: string[] }> = [];
let allMet = true;
try {
  const seedStarted = performance.now();
  await database.migrate();
  await seedReferenceData(database.db);
  await withClient(benchUrl, async (c) => {
    for (const statement of SEED_SQL) await c.query(statement);
    const one = await c.query<{ email: string }>("SELECT email FROM patients WHERE patient_id = 54321");
    CASES.find((k) => k.query.search === "")!.query.search = one.rows[0]!.email;
    const counts = await c.query<{ patients: number; orders: number; histories: number }>(
      `SELECT (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM orders)::int AS orders,
              (SELECT count(*) FROM patient_history)::int AS histories`,
    );
    const n = counts.rows[0]!;
    console.log(
      `seeded ${n.patients} patients, ${n.orders} orders, ${n.histories} questionnaires in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
    );
  });

  /** Times `run` (warm-up first), then records the plans of the statements it sends. */
  async function timeCase(name: string, run: () => Promise<number>, stress = false) {
    let total = 0;
    for (let i = 0; i < WARMUP; i++) total = await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    const p95 = percentile(times, 95);
    if (p95 >= TARGET_P95_MS && !stress) allMet = false;
    const verdict = p95 < TARGET_P95_MS ? "yes" : stress ? "no (beyond the target)" : "NO";
    rows.push([name, total, percentile(times, 50).toFixed(1), p95.toFixed(1), verdict]);

    const capture = captureStatements();
    await run();
    const statements = capture.stop();
    await withClient(benchUrl, async (c) => {
      for (const [i, statement] of statements.entries()) {
        const explained = await c.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
          statement.values,
        );
        const part = statements.length === 1 ? "" : `: ${i === 0 ? "page of rows" : "count"}`;
        plans.push({ name: `${name}${part}`, plan: explained.rows.map((r) => r["QUERY PLAN"]) });
      }
    });
  }

  for (const { name, query, stress } of CASES)
    await timeCase(name, async () => (await listPatients({ db: database.db }, query)).meta.total, stress);
  // The consultations queue looks up each listed patient's duplicates on four keys (decision 077).
  const page = Array.from({ length: 20 }, (_, i) => 1 + i * Math.floor(PATIENTS / 20));
  await timeCase("queue page: duplicates of 20 patients", async () =>
    [...(await duplicatePatients(database.db, page)).values()].reduce((n, list) => n + list.length, 0),
  );
} finally {
  await database.close();
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
}

printTable(["admin list or look-up", "matches", "p50 ms", "p95 ms", `p95 < ${TARGET_P95_MS} ms`], rows);
console.log(`\n${allMet ? "Every list of the target met" : "NOT every list of the target met"} the p95 target.\n`);

console.log("Query plans (EXPLAIN ANALYZE of the statements the service sent):");
const unindexed: string[] = [];
for (const { name, plan } of plans) {
  console.log(`\n-- ${name}`);
  for (const line of plan) console.log(`   ${line}`);
  const concern = scanConcern(plan);
  if (concern) unindexed.push(`${name}: ${concern}`);
}
console.log(
  unindexed.length === 0
    ? "\nEvery plan reads patients through an index, and none reads more than a tenth of the table to find its rows."
    : `\nPlans that read patients without an index, or read through more than a tenth of the table:\n${unindexed.map((n) => `  - ${n}`).join("\n")}`,
);
