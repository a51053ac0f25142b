/**
 * Database schema. Table and column names follow the old product (decision 003) so its data
 * can be imported; corrections are added as new columns/tables, never as renames.
 */
import { sql } from "drizzle-orm";
import { OPEN_ORDER_STATE_IDS } from "../../shared/domain/orders/order-lifecycle";
import type { EmployeeRole, Registration } from "../../shared/domain/people/roles";
import type { PrescriberRegulator } from "../../shared/domain/people/prescriber-regulators";
import type { RecallClass } from "../../shared/domain/dispensing/recalls";
import type { StockMoveKind, StockPlace } from "../../shared/domain/dispensing/stock";
import {
  type AnyPgColumn,
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** Money is numeric(10,2) in the database and integer pence in code (decision 009). */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Kilograms and centimetres to one decimal, as the questionnaire stores them. */
const measure = (name: string) => numeric(name, { precision: 5, scale: 1, mode: "number" });
/** Raw file content. node-postgres answers a Buffer and PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// ---------------------------------------------------------------------------
// Authentication (better-auth's models; property names are what its adapter expects)
// ---------------------------------------------------------------------------
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  /** better-auth's two-factor plugin: a time-based code is set up and confirmed (staff only). */
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** The last sign-in (a session opened), kept after sign-out: accounts unused for 2 years are reviewed (decision 093). */
  lastSignInAt: ts("last_sign_in_at"),
});

/** better-auth's two-factor plugin: the encrypted TOTP secret and backup codes of an account. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: ts("locked_until"),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit store: in the database so limits hold across restarts and instances. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------
/** Review status (decision 006): 1 pending, 2 approved, 3 rejected. */
export const patientStatus = pgTable("patient_status", {
  patient_status_id: integer("patient_status_id").primaryKey(),
  description: varchar("description", { length: 50 }).notNull(),
});

/** Patient type (decision 006): 1 new to the treatment, 2 existing user / transfer. */
export const patientType = pgTable("patient_type", {
  patient_type_id: integer("patient_type_id").primaryKey(),
  description: varchar("description", { length: 50 }).notNull(),
});

/** docs/spec.md §9: 1 and 2 open, 3 completed, 99 completed (history). */
export const orderStatus = pgTable("order_status", {
  order_status_id: integer("order_status_id").primaryKey(),
  description: varchar("description", { length: 50 }).notNull(),
});

// ---------------------------------------------------------------------------
// Patients
// ---------------------------------------------------------------------------
export const patients = pgTable(
  "patients",
  {
    patient_id: serial("patient_id").primaryKey(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    salutation: varchar("salutation", { length: 10 }),
    firstname: varchar("firstname", { length: 100 }),
    lastname: varchar("lastname", { length: 100 }),
    email: varchar("email", { length: 254 }),
    mobile: varchar("mobile", { length: 30 }),
    date_of_birth: date("date_of_birth", { mode: "string" }),
    /** 1 male, 2 female, otherwise null (docs/spec.md §9). */
    sex: smallint("sex"),
    address1: varchar("address1", { length: 200 }),
    address2: varchar("address2", { length: 200 }),
    /** Holds the city (docs/spec.md §3). */
    address3: varchar("address3", { length: 100 }),
    postcode: varchar("postcode", { length: 12 }),
    patient_status_id: integer("patient_status_id")
      .notNull()
      .default(1)
      .references(() => patientStatus.patient_status_id),
    patient_type_id: integer("patient_type_id")
      .notNull()
      .default(1)
      .references(() => patientType.patient_type_id),
    for_self: boolean("for_self").notNull().default(true),
    /** 'delivery' or 'pickup': the patient's preference, also stored per order. */
    delivery_method: varchar("delivery_method", { length: 10 }).notNull().default("delivery"),
    admin_notes: text("admin_notes"),
    /** The patient may turn off re-order reminders on /account. */
    reorder_reminders: boolean("reorder_reminders").notNull().default(true),
    status_updated_at: ts("status_updated_at"),
    status_updated_by: text("status_updated_by"),
    /** Optimistic concurrency for staff edits: bumped on every update. */
    version: integer("version").notNull().default(1),
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
    /** decision 018: 'Delete Patient' archives; archived rows are invisible everywhere. */
    archived_at: ts("archived_at"),
    archived_by: text("archived_by"),
  },
  (t) => [
    uniqueIndex("patients_user_id_key")
      .on(t.user_id)
      .where(sql`${t.user_id} IS NOT NULL`),
    // The admin list pages newest first and counts its matches. Ids only grow, so ascending
    // indexes stay compact as patients are added (a descending one splits every page in half)
    // and are read backwards for the list; counting every visible patient is an index-only
    // scan of patients_visible_idx, a fraction of reading the table.
    index("patients_visible_idx")
      .on(t.patient_id)
      .where(sql`${t.archived_at} IS NULL`),
    index("patients_status_idx")
      .on(t.patient_status_id, t.patient_id)
      .where(sql`${t.archived_at} IS NULL`),
    index("patients_type_idx")
      .on(t.patient_type_id, t.patient_id)
      .where(sql`${t.archived_at} IS NULL`),
    index("patients_created_at_idx").on(t.created_at.desc()),
    index("patients_firstname_trgm_idx").using("gin", sql`lower(${t.firstname}) gin_trgm_ops`),
    index("patients_lastname_trgm_idx").using("gin", sql`lower(${t.lastname}) gin_trgm_ops`),
    index("patients_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("patients_fullname_trgm_idx").using(
      "gin",
      sql`lower(coalesce(${t.firstname}, '') || ' ' || coalesce(${t.lastname}, '')) gin_trgm_ops`,
    ),
    // The prescriber's queue looks each patient's duplicates up on four keys (decision 077),
    // written exactly as the look-up compares them (evidence-on-record duplicatePatients).
    index("patients_duplicate_address_idx")
      .on(sql`lower(trim(${t.address1}))`, sql`upper(replace(${t.postcode}, ' ', ''))`)
      .where(sql`${t.archived_at} IS NULL`),
    index("patients_duplicate_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.archived_at} IS NULL`),
    index("patients_duplicate_mobile_idx")
      .on(sql`right(regexp_replace(${t.mobile}, '[^0-9]', '', 'g'), 10)`)
      .where(sql`${t.archived_at} IS NULL`),
    index("patients_duplicate_surname_dob_idx")
      .on(sql`lower(${t.lastname})`, t.date_of_birth)
      .where(sql`${t.archived_at} IS NULL`),
    check("patients_sex_check", sql`${t.sex} IS NULL OR ${t.sex} IN (1, 2)`),
    check("patients_delivery_method_check", sql`${t.delivery_method} IN ('delivery', 'pickup')`),
  ],
);

// ---------------------------------------------------------------------------
// Products, orders
// ---------------------------------------------------------------------------
export const products = pgTable(
  "products",
  {
    product_id: serial("product_id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    /** GBP including VAT (docs/spec.md §3). */
    price: money("price").notNull(),
    /** Percent. Prescription medicines are zero-rated (decision 009). */
    vat_rate: numeric("vat_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    /** The pack's GTIN-14 (decision 099), set by the superintendent; a scanned pack must carry it. */
    gtin: varchar("gtin", { length: 14 }),
  },
  (t) => [
    uniqueIndex("products_gtin_key")
      .on(t.gtin)
      .where(sql`${t.gtin} IS NOT NULL`),
    check("products_gtin_check", sql`${t.gtin} IS NULL OR ${t.gtin} ~ '^[0-9]{14}$'`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    order_id: serial("order_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    order_status_id: integer("order_status_id")
      .notNull()
      .default(1)
      .references(() => orderStatus.order_status_id),
    date: date("date", { mode: "string" })
      .notNull()
      .default(sql`CURRENT_DATE`),
    /** Excluding VAT. */
    total: money("total").notNull().default("0"),
    vat: money("vat").notNull().default("0"),
    total_due: money("total_due").notNull().default("0"),
    delivery_method: varchar("delivery_method", { length: 10 }),
    ship_addr1: varchar("ship_addr1", { length: 200 }),
    ship_addr2: varchar("ship_addr2", { length: 200 }),
    ship_addr3: varchar("ship_addr3", { length: 100 }),
    ship_county: varchar("ship_county", { length: 100 }),
    ship_postcode: varchar("ship_postcode", { length: 12 }),
    product_name: varchar("product_name", { length: 200 }),
    patient_history_id: integer("patient_history_id"),
    completed_at: ts("completed_at"),
    /** Set at dispatch (the order's events hold who and when). */
    courier: varchar("courier", { length: 50 }),
    tracking_number: varchar("tracking_number", { length: 40 }),
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("orders_patient_status_idx").on(t.patient_id, t.order_status_id),
    // One open order per patient (decision 064 §2), so parallel first visits to the dose step
    // cannot make two, and no new order starts while one is on its way: the open states of the
    // lifecycle (a change of them needs a migration, which the migrations test asks for).
    uniqueIndex("orders_one_open_per_patient")
      .on(t.patient_id)
      .where(sql`${t.order_status_id} IN (${sql.raw(OPEN_ORDER_STATE_IDS.join(", "))})`),
    // The back office's order tabs: one state, newest first, paged.
    index("orders_status_idx").on(t.order_status_id, t.order_id),
    index("orders_completed_at_idx").on(t.completed_at),
    check(
      "orders_delivery_method_check",
      sql`${t.delivery_method} IS NULL OR ${t.delivery_method} IN ('delivery', 'pickup')`,
    ),
  ],
);

export const orderLine = pgTable(
  "order_line",
  {
    order_line_id: serial("order_line_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id),
    /** Always 1 (docs/spec.md §9). */
    quantity: integer("quantity").notNull().default(1),
    unit_price: money("unit_price").notNull(),
    item_description: varchar("item_description", { length: 200 }),
  },
  // The product has one dose per order: one line per order.
  (t) => [uniqueIndex("order_line_order_id_key").on(t.order_id)],
);

// ---------------------------------------------------------------------------
// Questionnaire (patient_history)
// ---------------------------------------------------------------------------
/**
 * An answer: 'no', or the detail of a yes; null while the patient has not answered (decision
 * 082: nothing defaults to "no").
 */
const detail = (name: string) => text(name);

export const patientHistory = pgTable(
  "patient_history",
  {
    patient_history_id: serial("patient_history_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** Null while this is the open working questionnaire; set when locked at order completion. */
    order_id: integer("order_id").references(() => orders.order_id),
    history_type_id: integer("history_type_id").notNull().default(1),
    /** Centimetres. */
    height: numeric("height", { precision: 5, scale: 1, mode: "number" }).notNull().default(0),
    /** Kilograms. */
    weight: numeric("weight", { precision: 5, scale: 1, mode: "number" }).notNull().default(0),
    bmi: numeric("bmi", { precision: 4, scale: 1, mode: "number" }).notNull().default(0),
    /** Null until the patient answers "Are you diabetic?" (decision 082). */
    is_diabetic: boolean("is_diabetic"),
    /** type1, type2, gestational, other, or null. */
    diabetes_type: varchar("diabetes_type", { length: 20 }),
    diabetes_details: text("diabetes_details"),
    dispense_allowed: boolean("dispense_allowed").notNull().default(false),
    date_completed: date("date_completed", { mode: "string" }),
    is_pregnant_or_breastfeeding_details: detail("is_pregnant_or_breastfeeding_details"),
    taking_other_weight_loss_medication_details: detail("taking_other_weight_loss_medication_details"),
    history_of_pancreatitis_details: detail("history_of_pancreatitis_details"),
    history_of_heart_condition_details: detail("history_of_heart_condition_details"),
    history_of_gallstones_details: detail("history_of_gallstones_details"),
    has_eating_disorder_details: detail("has_eating_disorder_details"),
    has_liver_or_kidney_issues_details: detail("has_liver_or_kidney_issues_details"),
    history_of_ibs_or_bowel_disease_details: detail("history_of_ibs_or_bowel_disease_details"),
    tried_other_weight_loss_product_details: detail("tried_other_weight_loss_product_details"),
    have_other_medical_conditions_details: detail("have_other_medical_conditions_details"),
    taking_other_medications_details: detail("taking_other_medications_details"),
    /** The safety step's 'Your GP' card. Consent: yes, no, or no_gp ('I have no GP'). */
    gp_practice_name: varchar("gp_practice_name", { length: 200 }),
    gp_practice_address: varchar("gp_practice_address", { length: 500 }),
    gp_consent: varchar("gp_consent", { length: 10 }),
    /**
     * When the patient last gave their height and weight on the safety step (its save or its
     * auto-save); null while they are only carried from the BMI calculator. Completion needs it
     * (decision 082).
     */
    safety_measured_at: ts("safety_measured_at"),
    /** An existing user's transfer details, given on the basic step. */
    transfer_provider: varchar("transfer_provider", { length: 200 }),
    transfer_dose_mg: numeric("transfer_dose_mg", { precision: 4, scale: 1, mode: "number" }),
    transfer_last_injection: date("transfer_last_injection", { mode: "string" }),
    transfer_evidence: text("transfer_evidence"),
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("patient_history_patient_idx").on(t.patient_id, t.patient_history_id.desc()),
    // decision 010: one open questionnaire per patient.
    uniqueIndex("patient_history_one_open_per_patient")
      .on(t.patient_id)
      .where(sql`${t.order_id} IS NULL`),
    index("patient_history_order_idx").on(t.order_id),
    check(
      "patient_history_gp_consent_check",
      sql`${t.gp_consent} IS NULL OR ${t.gp_consent} IN ('yes', 'no', 'no_gp')`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Staff, settings
// ---------------------------------------------------------------------------
export const employees = pgTable(
  "employees",
  {
    employee_id: serial("employee_id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: varchar("name", { length: 200 }),
    /** decision 022: staff, prescriber or superintendent (who is also a prescriber). */
    role: varchar("role", { length: 20 }).$type<EmployeeRole>().notNull().default("staff"),
    /** 7-digit GPhC registration number: a pharmacist's or a pharmacy technician's. */
    gphc_number: varchar("gphc_number", { length: 7 }),
    /** e.g. 'Pharmacist Independent Prescriber'. */
    prescriber_type: varchar("prescriber_type", { length: 100 }),
    /**
     * Decision 119: a prescriber's regulator (GPhC, NMC, HCPC or GMC); null for a member who does
     * not prescribe. A GPhC prescriber is a pharmacist whose number is `gphc_number`.
     */
    prescriber_regulator: varchar("prescriber_regulator", { length: 4 }).$type<PrescriberRegulator>(),
    /** The prescriber's number on the NMC's, the HCPC's or the GMC's register; null for the GPhC. */
    prescriber_number: varchar("prescriber_number", { length: 20 }),
    /**
     * Decision 114: the professional registration that decides who may check what: pharmacist,
     * technician (pharmacy technician) or none. A pharmacist or technician carries their GPhC number.
     */
    registration: varchar("registration", { length: 20 }).$type<Registration>().notNull().default("none"),
    /** An accredited checking technician (a technician only): may do the accuracy check. */
    accredited_checker: boolean("accredited_checker").notNull().default(false),
    /** Decision 118: wrong signing PINs in a row; the fifth locks signing until `signing_locked_until`. */
    signing_failures: integer("signing_failures").notNull().default(0),
    signing_locked_until: ts("signing_locked_until"),
    created_at: ts("created_at").notNull().defaultNow(),
    /** Access removed by the superintendent; the row stays, as decisions name it. */
    removed_at: ts("removed_at"),
    removed_by: text("removed_by"),
  },
  (t) => [
    uniqueIndex("employees_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("employees_user_id_key")
      .on(t.user_id)
      .where(sql`${t.user_id} IS NOT NULL`),
    check("employees_role_check", sql`${t.role} IN ('staff', 'prescriber', 'superintendent')`),
    check(
      "employees_prescriber_check",
      sql`CASE WHEN ${t.role} = 'staff' THEN ${t.prescriber_regulator} IS NULL AND ${t.prescriber_number} IS NULL
        WHEN ${t.prescriber_regulator} = 'GPhC' THEN ${t.registration} = 'pharmacist' AND ${t.prescriber_number} IS NULL
        ELSE ${t.prescriber_regulator} IN ('NMC', 'HCPC', 'GMC') AND ${t.prescriber_number} IS NOT NULL END`,
    ),
    check("employees_registration_check", sql`${t.registration} IN ('pharmacist', 'technician', 'none')`),
    check("employees_registration_gphc_check", sql`${t.registration} = 'none' OR ${t.gphc_number} ~ '^[0-9]{7}$'`),
    check("employees_checker_check", sql`NOT ${t.accredited_checker} OR ${t.registration} = 'technician'`),
    check(
      "employees_superintendent_check",
      sql`${t.role} <> 'superintendent' OR (${t.registration} = 'pharmacist' AND ${t.prescriber_regulator} = 'GPhC')`,
    ),
  ],
);

export const pharmacySettings = pgTable(
  "pharmacy_settings",
  {
    setting_id: serial("setting_id").primaryKey(),
    setting_key: varchar("setting_key", { length: 100 }).notNull().unique(),
    setting_value: text("setting_value").notNull(),
    /** text, email, number, url (docs/spec.md §9). */
    setting_type: varchar("setting_type", { length: 10 }).notNull().default("text"),
    description: text("description"),
    category: varchar("category", { length: 50 }),
    pharmacy_id: integer("pharmacy_id"),
    updated_at: ts("updated_at").notNull().defaultNow(),
    updated_by: text("updated_by"),
  },
  (t) => [
    index("pharmacy_settings_category_idx").on(t.category, t.setting_key),
    check("pharmacy_settings_type_check", sql`${t.setting_type} IN ('text', 'email', 'number', 'url')`),
  ],
);

// ---------------------------------------------------------------------------
// Audit, e-mail outbox, contact messages, rate limits
// ---------------------------------------------------------------------------
/** decision 019: every admin read or change of a patient, status, setting, and every archive. */
export const auditLog = pgTable(
  "audit_log",
  {
    audit_id: bigserial("audit_id", { mode: "number" }).primaryKey(),
    actor_user_id: text("actor_user_id"),
    actor_email: varchar("actor_email", { length: 254 }),
    action: varchar("action", { length: 50 }).notNull(),
    target_type: varchar("target_type", { length: 50 }).notNull(),
    target_id: varchar("target_id", { length: 100 }).notNull(),
    changed_fields: jsonb("changed_fields"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_target_idx").on(t.target_type, t.target_id, t.created_at.desc())],
);

/** decision 005: every e-mail is written here in the transaction that caused it, then sent by a worker. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: varchar("type", { length: 40 }).notNull(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** pending, sending, sent, failed */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: ts("next_attempt_at").notNull().defaultNow(),
    locked_until: ts("locked_until"),
    last_error: text("last_error"),
    /** Makes a send idempotent (e.g. one confirmation per order). */
    dedupe_key: varchar("dedupe_key", { length: 200 }).unique(),
    created_at: ts("created_at").notNull().defaultNow(),
    sent_at: ts("sent_at"),
  },
  (t) => [
    index("email_outbox_due_idx")
      .on(t.next_attempt_at)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    check("email_outbox_status_check", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** decision 015: contact messages are stored before any e-mail is queued. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 30 }),
    message: text("message").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  // The erasure after 2 years (decision 081) finds the old messages by their date.
  (t) => [index("contact_messages_created_at_idx").on(t.created_at)],
);

/** Fixed-window counters for our own endpoints (contact form), shared by all instances. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 200 }).primaryKey(),
  count: integer("count").notNull(),
  window_start: ts("window_start").notNull(),
});

// ---------------------------------------------------------------------------
// Prescribing (decisions 022-028): one consultation per order, decided by a named prescriber
// on verified evidence. Rows marked append-only refuse UPDATE and DELETE in the database
// (trigger refuse_change, migration 0004): a correction is a new row.
// ---------------------------------------------------------------------------
const staffRef = (name: string) => integer(name).references(() => employees.employee_id);

/** decision 023: the review of one order. Its status moves with the decisions recorded on it. */
export const consultations = pgTable(
  "consultations",
  {
    consultation_id: serial("consultation_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** initial, transfer, reorder, restart */
    kind: varchar("kind", { length: 10 }).notNull(),
    /** awaiting_review, info_requested, approved, rejected, withdrawn */
    status: varchar("status", { length: 20 }).notNull().default("awaiting_review"),
    requested_product_id: integer("requested_product_id").references(() => products.product_id),
    opened_at: ts("opened_at").notNull(),
    /** 24 hours after opening, or after the patient's answer to a request for information. */
    due_at: ts("due_at").notNull(),
    decided_at: ts("decided_at"),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("consultations_order_key").on(t.order_id),
    index("consultations_queue_idx").on(t.status, t.opened_at),
    index("consultations_patient_idx").on(t.patient_id, t.consultation_id),
    check("consultations_kind_check", sql`${t.kind} IN ('initial', 'transfer', 'reorder', 'restart')`),
    check(
      "consultations_status_check",
      sql`${t.status} IN ('awaiting_review', 'info_requested', 'approved', 'rejected', 'withdrawn')`,
    ),
  ],
);

/** Append-only. A prescriber's approval, rejection or request for information, with the reasoning. */
export const prescribingDecisions = pgTable(
  "prescribing_decisions",
  {
    decision_id: serial("decision_id").primaryKey(),
    consultation_id: integer("consultation_id")
      .notNull()
      .references(() => consultations.consultation_id),
    /** approved, rejected, info_requested */
    outcome: varchar("outcome", { length: 20 }).notNull(),
    prescriber_employee_id: staffRef("prescriber_employee_id").notNull(),
    prescriber_name: varchar("prescriber_name", { length: 200 }).notNull(),
    /** Decision 119: the prescriber's regulator and their number on its register. */
    prescriber_regulator: varchar("prescriber_regulator", { length: 4 }).$type<PrescriberRegulator>().notNull(),
    prescriber_number: varchar("prescriber_number", { length: 20 }).notNull(),
    prescriber_type: varchar("prescriber_type", { length: 100 }),
    /** 20-5000 characters for an approval or a rejection. */
    reasoning: text("reasoning"),
    /** Approved: the dose (product), one pen, and the directions. */
    product_id: integer("product_id").references(() => products.product_id),
    quantity: integer("quantity"),
    directions: text("directions"),
    /** Rejected: bmi_below_threshold, contraindication, pregnancy_or_breastfeeding, not_verifiable, identity_not_verified, other */
    reject_reason: varchar("reject_reason", { length: 30 }),
    /** Request for information: the question to the patient (10-2000 characters). */
    question: text("question"),
    /** Two-way contact: live_video, in_person, phone, secure_message; or a justification. */
    contact_method: varchar("contact_method", { length: 20 }),
    contact_justification: text("contact_justification"),
    /** GP sharing: shared, not_shared (with a reason), no_gp. */
    gp_sharing: varchar("gp_sharing", { length: 20 }),
    gp_not_shared_reason: text("gp_not_shared_reason"),
    /** Female patients: contraception advice given (MHRA, June 2025). */
    contraception_advice_given: boolean("contraception_advice_given"),
    /** A correction names the decision it replaces (decision 085): an earlier decision of the same consultation. */
    supersedes_decision_id: integer("supersedes_decision_id"),
    /** A correction says why (20-2000 characters); a first decision has none. */
    correction_reason: text("correction_reason"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("prescribing_decisions_consultation_idx").on(t.consultation_id, t.decision_id),
    foreignKey({
      name: "prescribing_decisions_supersedes_fk",
      columns: [t.supersedes_decision_id],
      foreignColumns: [t.decision_id],
    }),
    // A decision is corrected once: the correction is then the one to correct.
    uniqueIndex("prescribing_decisions_supersedes_key").on(t.supersedes_decision_id),
    check(
      "prescribing_decisions_correction_check",
      sql`(${t.supersedes_decision_id} IS NULL AND ${t.correction_reason} IS NULL) OR (${t.supersedes_decision_id} IS NOT NULL AND ${t.correction_reason} IS NOT NULL AND char_length(${t.correction_reason}) BETWEEN 20 AND 2000)`,
    ),
    check("prescribing_decisions_outcome_check", sql`${t.outcome} IN ('approved', 'rejected', 'info_requested')`),
    check(
      "prescribing_decisions_reasoning_check",
      sql`${t.outcome} = 'info_requested' OR char_length(${t.reasoning}) BETWEEN 20 AND 5000`,
    ),
    check(
      "prescribing_decisions_approved_check",
      sql`${t.outcome} <> 'approved' OR (${t.product_id} IS NOT NULL AND ${t.quantity} = 1 AND ${t.directions} IS NOT NULL)`,
    ),
  ],
);

/** Append-only. An identity check; only the last 4 characters of the document number are kept. */
export const identityChecks = pgTable(
  "identity_checks",
  {
    identity_check_id: serial("identity_check_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** live_video_document, in_person_document, third_party */
    method: varchar("method", { length: 30 }).notNull(),
    document_type: varchar("document_type", { length: 30 }),
    document_last4: varchar("document_last4", { length: 4 }),
    document_expiry: date("document_expiry", { mode: "string" }),
    name_matches: boolean("name_matches").notNull(),
    dob_matches: boolean("dob_matches").notNull(),
    /** verified, not_verified */
    outcome: varchar("outcome", { length: 20 }).notNull(),
    recorded_by_employee_id: staffRef("recorded_by_employee_id").notNull(),
    recorded_by_name: varchar("recorded_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("identity_checks_patient_idx").on(t.patient_id, t.identity_check_id),
    check(
      "identity_checks_method_check",
      sql`${t.method} IN ('live_video_document', 'in_person_document', 'third_party')`,
    ),
    check("identity_checks_outcome_check", sql`${t.outcome} IN ('verified', 'not_verified')`),
  ],
);

/**
 * Append-only. Weight and height as verified by staff. Only live_video, in_person, gp_record
 * and third_party_record are independent (GPhC, Feb 2025); photo and recorded_video never
 * count alone. Height may be missing for a weight taken at the counter.
 */
export const measurements = pgTable(
  "measurements",
  {
    measurement_id: serial("measurement_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    method: varchar("method", { length: 20 }).notNull(),
    weight_kg: measure("weight_kg").notNull(),
    height_cm: measure("height_cm"),
    /** Computed by the server from the weight and the height. */
    bmi: numeric("bmi", { precision: 4, scale: 1, mode: "number" }),
    measured_on: date("measured_on", { mode: "string" }).notNull(),
    source: varchar("source", { length: 200 }),
    /** The order at whose collection the weight was taken, if any. */
    order_id: integer("order_id").references(() => orders.order_id),
    recorded_by_employee_id: staffRef("recorded_by_employee_id").notNull(),
    recorded_by_name: varchar("recorded_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("measurements_patient_idx").on(t.patient_id, t.measured_on),
    check(
      "measurements_method_check",
      sql`${t.method} IN ('live_video', 'in_person', 'gp_record', 'third_party_record', 'photo', 'recorded_video')`,
    ),
    check("measurements_weight_check", sql`${t.weight_kg} BETWEEN 20 AND 400`),
    check("measurements_height_check", sql`${t.height_cm} IS NULL OR ${t.height_cm} BETWEEN 50 AND 272`),
  ],
);

/**
 * Evidence files (JPEG, PNG, PDF up to 10 MB), served only to employees. The content of
 * identity and body images is erased 90 days after verification; the row stays.
 */
export const patientFiles = pgTable(
  "patient_files",
  {
    file_id: serial("file_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** identity, body, gp_record, transfer_evidence, other */
    kind: varchar("kind", { length: 20 }).notNull(),
    file_name: varchar("file_name", { length: 200 }).notNull(),
    content_type: varchar("content_type", { length: 50 }).notNull(),
    size_bytes: integer("size_bytes").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    data: bytea("data"),
    uploaded_by_employee_id: staffRef("uploaded_by_employee_id").notNull(),
    uploaded_by_name: varchar("uploaded_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
    /** When the content was erased (retention); null while held. */
    erased_at: ts("erased_at"),
  },
  (t) => [
    index("patient_files_patient_idx").on(t.patient_id, t.file_id),
    check(
      "patient_files_kind_check",
      sql`${t.kind} IN ('identity', 'body', 'gp_record', 'transfer_evidence', 'other')`,
    ),
    check("patient_files_type_check", sql`${t.content_type} IN ('image/jpeg', 'image/png', 'application/pdf')`),
    check("patient_files_size_check", sql`${t.size_bytes} BETWEEN 1 AND 10485760`),
  ],
);

/** Append-only. The prescription printed at approval and signed in ink (decision 028). */
export const prescriptions = pgTable(
  "prescriptions",
  {
    prescription_id: serial("prescription_id").primaryKey(),
    decision_id: integer("decision_id")
      .notNull()
      .references(() => prescribingDecisions.decision_id),
    consultation_id: integer("consultation_id")
      .notNull()
      .references(() => consultations.consultation_id),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id),
    medicine_name: varchar("medicine_name", { length: 200 }).notNull(),
    strength: varchar("strength", { length: 20 }).notNull(),
    quantity: integer("quantity").notNull(),
    directions: text("directions").notNull(),
    prescriber_name: varchar("prescriber_name", { length: 200 }).notNull(),
    /** Decision 119: the prescriber's regulator and their number on its register. */
    prescriber_regulator: varchar("prescriber_regulator", { length: 4 }).$type<PrescriberRegulator>().notNull(),
    prescriber_number: varchar("prescriber_number", { length: 20 }).notNull(),
    prescriber_type: varchar("prescriber_type", { length: 100 }),
    issued_on: date("issued_on", { mode: "string" }).notNull(),
    /** Six months after issue. */
    valid_until: date("valid_until", { mode: "string" }).notNull(),
    /**
     * Decision 118: electronic (signed by its prescriber, prescription_signatures) or paper (an
     * approval made before electronic signing, dispensed once its paper prescription is filed).
     */
    form: varchar("form", { length: 10 }).$type<"electronic" | "paper">().notNull().default("electronic"),
    /** The particulars as signed (decision 118): the patient and the practice as they were at issue. */
    patient_name: varchar("patient_name", { length: 200 }),
    patient_date_of_birth: date("patient_date_of_birth", { mode: "string" }),
    /** The patient's address, one line per line. */
    patient_address: text("patient_address"),
    /** The prescriber's address of practice (the pharmacy's), one line per line. */
    practice_address: text("practice_address"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("prescriptions_decision_key").on(t.decision_id),
    index("prescriptions_order_idx").on(t.order_id),
    check("prescriptions_form_check", sql`${t.form} IN ('electronic', 'paper')`),
  ],
);

/**
 * A prescriber's signing keys (decision 118): the current one, and those a new PIN replaced
 * (kept, retired, to verify what they signed). The private half is sealed under the PIN and the
 * server's secret (lib/prescribing/signing-keys.ts).
 */
export const signingKeys = pgTable(
  "signing_keys",
  {
    signing_key_id: serial("signing_key_id").primaryKey(),
    employee_id: integer("employee_id")
      .notNull()
      .references(() => employees.employee_id),
    /** SPKI, base64. */
    public_key: text("public_key").notNull(),
    sealed_private_key: text("sealed_private_key").notNull(),
    salt: varchar("salt", { length: 64 }).notNull(),
    iv: varchar("iv", { length: 64 }).notNull(),
    tag: varchar("tag", { length: 64 }).notNull(),
    created_at: ts("created_at").notNull(),
    retired_at: ts("retired_at"),
  },
  (t) => [
    uniqueIndex("signing_keys_one_current")
      .on(t.employee_id)
      .where(sql`${t.retired_at} IS NULL`),
  ],
);

/**
 * The prescriber's electronic signature of a prescription (decision 118), append-only: the
 * canonical text of its particulars as signed, its SHA-256 and the Ed25519 signature, by the
 * key named. A correction issues a new prescription, signed anew; the earlier one's signature
 * stays, void with the decision it belonged to.
 */
export const prescriptionSignatures = pgTable(
  "prescription_signatures",
  {
    signature_id: serial("signature_id").primaryKey(),
    prescription_id: integer("prescription_id")
      .notNull()
      .references(() => prescriptions.prescription_id),
    signing_key_id: integer("signing_key_id")
      .notNull()
      .references(() => signingKeys.signing_key_id),
    signer_name: varchar("signer_name", { length: 200 }).notNull(),
    /** The signer's regulator and registration number, as the prescription names them. */
    signer_regulator: varchar("signer_regulator", { length: 10 }).notNull(),
    signer_number: varchar("signer_number", { length: 20 }).notNull(),
    particulars: text("particulars").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    signature: text("signature").notNull(),
    signed_at: ts("signed_at").notNull(),
  },
  (t) => [uniqueIndex("prescription_signatures_prescription_key").on(t.prescription_id)],
);

/** Decision 118: a pharmacist confirmed a paper prescription (an approval before electronic signing) signed and filed. Append-only. */
export const paperPrescriptionFilings = pgTable("paper_prescription_filings", {
  prescription_id: integer("prescription_id")
    .primaryKey()
    .references(() => prescriptions.prescription_id),
  employee_id: integer("employee_id")
    .notNull()
    .references(() => employees.employee_id),
  filed_by_name: varchar("filed_by_name", { length: 200 }).notNull(),
  filed_at: ts("filed_at").notNull(),
});

/** The letter to the patient's GP after an approval: a draft, sent (with the channel), or not required. */
export const gpLetters = pgTable(
  "gp_letters",
  {
    gp_letter_id: serial("gp_letter_id").primaryKey(),
    consultation_id: integer("consultation_id")
      .notNull()
      .references(() => consultations.consultation_id),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** draft, sent, not_required */
    status: varchar("status", { length: 20 }).notNull(),
    not_required_reason: text("not_required_reason"),
    /** post, email, nhs_mail, hand */
    sent_channel: varchar("sent_channel", { length: 20 }),
    sent_at: ts("sent_at"),
    sent_by_name: varchar("sent_by_name", { length: 200 }),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("gp_letters_consultation_key").on(t.consultation_id),
    index("gp_letters_status_idx").on(t.status),
    check("gp_letters_status_check", sql`${t.status} IN ('draft', 'sent', 'not_required')`),
  ],
);

// ---------------------------------------------------------------------------
// Orders to the door (decision 029): events, payment, the POM register
// ---------------------------------------------------------------------------
/** Append-only. Every move of an order between states: who, when, and a note. */
export const orderEvents = pgTable(
  "order_events",
  {
    order_event_id: bigserial("order_event_id", { mode: "number" }).primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    from_status_id: integer("from_status_id"),
    to_status_id: integer("to_status_id").notNull(),
    /** patient, staff, system */
    actor_kind: varchar("actor_kind", { length: 10 }).notNull(),
    actor_user_id: text("actor_user_id"),
    actor_name: varchar("actor_name", { length: 200 }),
    note: text("note"),
    /** The move's own facts: payment reference, courier and tracking number, batch, ... */
    data: jsonb("data"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("order_events_order_idx").on(t.order_id, t.order_event_id),
    // The reminders find orders by when they reached a state (supplied, ready to collect, ...).
    index("order_events_to_status_idx").on(t.to_status_id, t.created_at),
    check("order_events_actor_check", sql`${t.actor_kind} IN ('patient', 'staff', 'system')`),
  ],
);

/**
 * Append-only. Money received for an order (decisions 100 and 101): by staff at the counter
 * ("Mark paid", the amount actually received, so part payments are several rows) or confirmed by
 * the card provider's signed webhook (recorded_by_user_id empty, the provider's payment id kept).
 */
export const payments = pgTable(
  "payments",
  {
    payment_id: serial("payment_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    method: varchar("method", { length: 30 }).notNull(),
    reference: varchar("reference", { length: 100 }).notNull(),
    amount: money("amount").notNull(),
    recorded_by_user_id: text("recorded_by_user_id"),
    recorded_by_name: varchar("recorded_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
    /** manual or stripe */
    provider: varchar("provider", { length: 10 }).notNull().default("manual"),
    currency: varchar("currency", { length: 3 }).notNull().default("GBP"),
    /** The provider's payment (a Stripe PaymentIntent), which its refunds name. */
    provider_payment_id: varchar("provider_payment_id", { length: 255 }),
    checkout_session_id: varchar("checkout_session_id", { length: 255 }),
  },
  (t) => [
    index("payments_order_idx").on(t.order_id),
    index("payments_created_idx").on(t.created_at),
    uniqueIndex("payments_provider_payment_key").on(t.provider_payment_id),
    check("payments_provider_check", sql`${t.provider} IN ('manual', 'stripe')`),
  ],
);

/** Append-only. Each card checkout opened for an order (decision 100): reused while open, for the same amount. */
export const paymentCheckouts = pgTable(
  "payment_checkouts",
  {
    checkout_id: serial("checkout_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    provider: varchar("provider", { length: 10 }).notNull(),
    session_id: varchar("session_id", { length: 255 }).notNull(),
    url: text("url").notNull(),
    amount: money("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    expires_at: ts("expires_at").notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("payment_checkouts_session_key").on(t.session_id),
    index("payment_checkouts_order_idx").on(t.order_id),
  ],
);

/**
 * Append-only. Money given back (decision 101): by the provider (pending until its event says it
 * succeeded or failed) or by hand at the counter (settled at once). Never more than was paid.
 */
export const refunds = pgTable(
  "refunds",
  {
    refund_id: serial("refund_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    payment_id: integer("payment_id")
      .notNull()
      .references(() => payments.payment_id),
    provider: varchar("provider", { length: 10 }).notNull(),
    amount: money("amount").notNull(),
    method: varchar("method", { length: 30 }).notNull(),
    reference: varchar("reference", { length: 255 }).notNull(),
    provider_refund_id: varchar("provider_refund_id", { length: 255 }),
    requested_by_user_id: text("requested_by_user_id"),
    requested_by_name: varchar("requested_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("refunds_order_idx").on(t.order_id),
    index("refunds_created_idx").on(t.created_at),
    uniqueIndex("refunds_provider_refund_key").on(t.provider_refund_id),
    check("refunds_provider_check", sql`${t.provider} IN ('manual', 'stripe')`),
    check("refunds_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * Append-only. Each "Refund" request by the key its form made when it opened (decision 109): a
 * second request with the same key (a double click, a retry) is the same refund, never another.
 * A card refund's plan (the payment, the amount, the provider's idempotency key) is kept before
 * the provider is asked, so the second request asks it the same.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    request_key: varchar("request_key", { length: 64 }).notNull(),
    payment_id: integer("payment_id").references(() => payments.payment_id),
    amount_pence: integer("amount_pence"),
    idempotency_key: varchar("idempotency_key", { length: 255 }),
    created_at: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.request_key] })],
);

/** Append-only. How a refund ended, once: succeeded (the money went back) or failed. */
export const refundSettlements = pgTable(
  "refund_settlements",
  {
    settlement_id: serial("settlement_id").primaryKey(),
    refund_id: integer("refund_id")
      .notNull()
      .references(() => refunds.refund_id),
    /** The refund's order, so the retention erasure finds the row by its patient (migration 0008). */
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    outcome: varchar("outcome", { length: 10 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("refund_settlements_refund_key").on(t.refund_id),
    check("refund_settlements_outcome_check", sql`${t.outcome} IN ('succeeded', 'failed')`),
  ],
);

/**
 * Append-only. Each signed provider event, once by its id (decision 103): a replay is answered and
 * ignored. Only the facts the product read are kept, never the payer's details.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    payment_event_id: serial("payment_event_id").primaryKey(),
    provider: varchar("provider", { length: 10 }).notNull(),
    event_id: varchar("event_id", { length: 255 }).notNull(),
    type: varchar("type", { length: 100 }).notNull(),
    order_id: integer("order_id").references(() => orders.order_id),
    /** paid, amount_mismatch, not_awaiting_payment, refund, held, ignored */
    outcome: varchar("outcome", { length: 30 }).notNull(),
    /** The provider's payment the event is about, so an event held for it is found when it arrives. */
    provider_payment_id: varchar("provider_payment_id", { length: 255 }),
    data: jsonb("data"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("payment_events_event_key").on(t.provider, t.event_id),
    index("payment_events_payment_idx").on(t.provider_payment_id),
    index("payment_events_created_idx").on(t.created_at),
  ],
);

/**
 * Append-only. The prescription-only medicine register: one entry per supply, written by the
 * accuracy check that dispensed it; an order supplied again after a return has an entry for each
 * supply (decision 125).
 */
export const pomRegister = pgTable(
  "pom_register",
  {
    entry_id: serial("entry_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    entry_date: date("entry_date", { mode: "string" }).notNull(),
    medicine_name: varchar("medicine_name", { length: 200 }).notNull(),
    strength: varchar("strength", { length: 20 }).notNull(),
    quantity: integer("quantity").notNull(),
    prescriber_name: varchar("prescriber_name", { length: 200 }).notNull(),
    prescriber_address: text("prescriber_address").notNull(),
    patient_name: varchar("patient_name", { length: 200 }).notNull(),
    patient_address: text("patient_address").notNull(),
    prescription_date: date("prescription_date", { mode: "string" }).notNull(),
    batch_number: varchar("batch_number", { length: 50 }).notNull(),
    expiry_date: date("expiry_date", { mode: "string" }).notNull(),
    entered_by_user_id: text("entered_by_user_id").notNull(),
    entered_by_name: varchar("entered_by_name", { length: 200 }).notNull(),
    /** The accuracy check that made the supply (decision 125); empty on entries written before it was kept. */
    accuracy_step_id: integer("accuracy_step_id").references((): AnyPgColumn => dispensingSteps.step_id),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("pom_register_order_idx").on(t.order_id, t.entry_id),
    // One entry per supply: one per accuracy check.
    uniqueIndex("pom_register_accuracy_step_key").on(t.accuracy_step_id),
    index("pom_register_date_idx").on(t.entry_date, t.entry_id),
    // A batch recall finds every supply from the batch, however its number was typed (decision 098).
    index("pom_register_batch_idx").on(sql`upper(${t.batch_number})`),
  ],
);

/**
 * Append-only. A note added to a register entry, which itself never changes: a return of the
 * pack supplied (decision 125), with who wrote it and when.
 */
export const pomRegisterNotes = pgTable(
  "pom_register_notes",
  {
    note_id: serial("note_id").primaryKey(),
    entry_id: integer("entry_id")
      .notNull()
      .references(() => pomRegister.entry_id),
    /** The entry's order: whose record the note is part of (data requests, the retention erasure). */
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    /** return */
    kind: varchar("kind", { length: 12 }).notNull(),
    note: text("note").notNull(),
    entered_by_user_id: text("entered_by_user_id").notNull(),
    entered_by_name: varchar("entered_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("pom_register_notes_entry_idx").on(t.entry_id, t.note_id),
    // A supply comes back once.
    uniqueIndex("pom_register_notes_return_key")
      .on(t.entry_id)
      .where(sql`${t.kind} = 'return'`),
    check("pom_register_notes_kind_check", sql`${t.kind} IN ('return')`),
  ],
);

// ---------------------------------------------------------------------------
// Ongoing treatment: re-order check-ins, messages, side effects, advice
// ---------------------------------------------------------------------------
/** Append-only. The progress check-in a re-order is requested with. */
export const checkins = pgTable(
  "checkins",
  {
    checkin_id: serial("checkin_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    weight_kg: measure("weight_kg").notNull(),
    weighed_on: date("weighed_on", { mode: "string" }).notNull(),
    injections_taken: smallint("injections_taken").notNull(),
    last_injection_on: date("last_injection_on", { mode: "string" }).notNull(),
    /** { [effect]: 'none' | 'mild' | 'moderate' | 'severe' } over the fixed list. */
    side_effects: jsonb("side_effects").notNull(),
    new_conditions: text("new_conditions"),
    new_medicines: text("new_medicines"),
    /** Female patients only; null otherwise. */
    pregnant_breastfeeding_or_planning: boolean("pregnant_breastfeeding_or_planning"),
    oral_contraception: boolean("oral_contraception"),
    /** Days between the last injection and the check-in, as the dose ladder read them. */
    gap_days: integer("gap_days").notNull(),
    previous_product_id: integer("previous_product_id").references(() => products.product_id),
    requested_product_id: integer("requested_product_id").references(() => products.product_id),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("checkins_order_key").on(t.order_id),
    index("checkins_patient_idx").on(t.patient_id, t.checkin_id),
    check("checkins_injections_check", sql`${t.injections_taken} BETWEEN 0 AND 4`),
    check("checkins_weight_check", sql`${t.weight_kg} BETWEEN 20 AND 400`),
  ],
);

/** The thread between a patient and the pharmacy. Rows are never edited but for the read mark. */
export const messages = pgTable(
  "messages",
  {
    message_id: bigserial("message_id", { mode: "number" }).primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** patient, pharmacy */
    sender: varchar("sender", { length: 10 }).notNull(),
    sender_user_id: text("sender_user_id"),
    sender_name: varchar("sender_name", { length: 200 }),
    body: text("body").notNull(),
    /** A prescriber's request for information is posted with its consultation. */
    consultation_id: integer("consultation_id").references(() => consultations.consultation_id),
    created_at: ts("created_at").notNull(),
    /** When the other side first read it. */
    read_at: ts("read_at"),
  },
  (t) => [
    index("messages_patient_idx").on(t.patient_id, t.message_id),
    index("messages_unread_from_patients_idx")
      .on(t.patient_id)
      .where(sql`${t.sender} = 'patient' AND ${t.read_at} IS NULL`),
    check("messages_sender_check", sql`${t.sender} IN ('patient', 'pharmacy')`),
    check("messages_body_check", sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
  ],
);

/** A side-effect report. A red flag blocks re-order and dispatch until a prescriber handles it. */
export const sideEffectReports = pgTable(
  "side_effect_reports",
  {
    report_id: serial("report_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** { [effect]: 'none' | 'mild' | 'moderate' | 'severe' } */
    symptoms: jsonb("symptoms").notNull(),
    /** The red flags ticked (severe stomach pain, yellow skin or eyes, ...). */
    red_flags: jsonb("red_flags").notNull(),
    is_red_flag: boolean("is_red_flag").notNull(),
    details: text("details"),
    created_at: ts("created_at").notNull(),
    handled_at: ts("handled_at"),
    handled_by_employee_id: staffRef("handled_by_employee_id"),
    handled_by_name: varchar("handled_by_name", { length: 200 }),
    handled_note: text("handled_note"),
  },
  (t) => [
    index("side_effect_reports_patient_idx").on(t.patient_id, t.report_id),
    index("side_effect_reports_open_red_flags_idx")
      .on(t.patient_id)
      .where(sql`${t.is_red_flag} AND ${t.handled_at} IS NULL`),
  ],
);

/** Append-only. The patient confirmed reading the contraception and pregnancy advice for an order. */
export const adviceAcknowledgements = pgTable(
  "advice_acknowledgements",
  {
    acknowledgement_id: serial("acknowledgement_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    kind: varchar("kind", { length: 40 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("advice_acknowledgements_order_kind_key").on(t.order_id, t.kind)],
);

/**
 * A weight the patient gave between check-ins from their account (issue 23): self-reported,
 * on the day the server's clock read. Never changed or removed (migration 0019).
 */
export const selfReportedWeights = pgTable(
  "self_reported_weights",
  {
    self_reported_weight_id: serial("self_reported_weight_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    weight_kg: measure("weight_kg").notNull(),
    weighed_on: date("weighed_on", { mode: "string" }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("self_reported_weights_patient_idx").on(t.patient_id, t.weighed_on),
    check("self_reported_weights_weight_check", sql`${t.weight_kg} BETWEEN 20 AND 400`),
  ],
);

// ---------------------------------------------------------------------------
// Patients' data rights (UK GDPR): requests to erase an account (decision 066)
// ---------------------------------------------------------------------------
/** A patient's request to delete their account; staff handle it in the back office. */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    request_id: serial("request_id").primaryKey(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    patient_id: integer("patient_id").references(() => patients.patient_id),
    /** The account's address when asked, so staff can answer after the account is gone. */
    email: varchar("email", { length: 254 }).notNull(),
    requested_at: ts("requested_at").notNull(),
    /** open, completed */
    status: varchar("status", { length: 10 }).notNull().default("open"),
    handled_at: ts("handled_at"),
    handled_by: text("handled_by"),
  },
  (t) => [
    index("deletion_requests_open_idx")
      .on(t.requested_at)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex("deletion_requests_one_open_per_user")
      .on(t.user_id)
      .where(sql`${t.status} = 'open'`),
    check("deletion_requests_status_check", sql`${t.status} IN ('open', 'completed')`),
  ],
);

// ---------------------------------------------------------------------------
// Dispensing to pharmacy standards (issue 20, decisions 095-099): the steps on an order, the
// responsible pharmacist log, recalls, fridge temperatures and incidents
// ---------------------------------------------------------------------------
/**
 * Kept 5 years and never edited (decision 098): the responsible pharmacist for the day, from
 * signing in to signing out. Only the sign-out is ever written to a row, once (migration trigger).
 */
export const rpLog = pgTable(
  "rp_log",
  {
    rp_log_id: serial("rp_log_id").primaryKey(),
    employee_id: staffRef("employee_id").notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    gphc_number: varchar("gphc_number", { length: 7 }).notNull(),
    signed_in_at: ts("signed_in_at").notNull(),
    signed_out_at: ts("signed_out_at"),
    /** Who ended it: the pharmacist, or a colleague who found the sign-out forgotten. */
    signed_out_by_name: varchar("signed_out_by_name", { length: 200 }),
  },
  (t) => [
    // One responsible pharmacist at a time.
    uniqueIndex("rp_log_one_on_duty")
      .on(sql`(true)`)
      .where(sql`${t.signed_out_at} IS NULL`),
    index("rp_log_signed_in_idx").on(t.signed_in_at),
    check("rp_log_gphc_check", sql`${t.gphc_number} ~ '^[0-9]{7}$'`),
    check(
      "rp_log_times_check",
      sql`${t.signed_out_at} IS NULL OR (${t.signed_out_at} >= ${t.signed_in_at} AND ${t.signed_out_by_name} IS NOT NULL)`,
    ),
  ],
);

/**
 * Decision 114 (Responsible Pharmacist Regulations 2008): the responsible pharmacist's
 * absences from the pharmacy while signed in, at most 2 hours, with the reason. Written when the
 * absence starts; its end (the time, who recorded it) is written once; never otherwise changed.
 */
export const rpAbsences = pgTable(
  "rp_absences",
  {
    rp_absence_id: serial("rp_absence_id").primaryKey(),
    rp_log_id: integer("rp_log_id")
      .notNull()
      .references(() => rpLog.rp_log_id),
    reason: varchar("reason", { length: 500 }).notNull(),
    started_at: ts("started_at").notNull(),
    ended_at: ts("ended_at"),
    ended_by_name: varchar("ended_by_name", { length: 200 }),
  },
  (t) => [
    // One absence at a time (there is one responsible pharmacist at a time).
    uniqueIndex("rp_absences_one_open")
      .on(sql`(true)`)
      .where(sql`${t.ended_at} IS NULL`),
    index("rp_absences_rp_log_idx").on(t.rp_log_id),
    check(
      "rp_absences_times_check",
      sql`${t.ended_at} IS NULL OR (${t.ended_at} >= ${t.started_at} AND ${t.ended_by_name} IS NOT NULL)`,
    ),
  ],
);

/**
 * Append-only. The steps of dispensing an order (decision 095): its clinical check (with the
 * responsible pharmacist on duty and the decision checked), each assembly (a later one
 * supersedes an earlier one until the accuracy check), each print of the label, and the
 * accuracy check (with whether it was lone working, decision 097). A return (decision 125) closes
 * the round: its row keeps the pack that came back, and the steps after it are a new round's.
 */
export const dispensingSteps = pgTable(
  "dispensing_steps",
  {
    step_id: serial("step_id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    /** clinical_check, assembly, label_print, accuracy_check, return */
    step: varchar("step", { length: 20 }).notNull(),
    employee_id: staffRef("employee_id").notNull(),
    employee_name: varchar("employee_name", { length: 200 }).notNull(),
    rp_log_id: integer("rp_log_id").references(() => rpLog.rp_log_id),
    rp_name: varchar("rp_name", { length: 200 }),
    decision_id: integer("decision_id").references(() => prescribingDecisions.decision_id),
    note: text("note"),
    product_id: integer("product_id").references(() => products.product_id),
    gtin: varchar("gtin", { length: 14 }),
    batch_number: varchar("batch_number", { length: 50 }),
    expiry_date: date("expiry_date", { mode: "string" }),
    serial_number: varchar("serial_number", { length: 50 }),
    /** The pack was read from its barcode, not typed. */
    scanned: boolean("scanned"),
    /** The assembly a label print, an accuracy check or a return belongs to. */
    assembly_step_id: integer("assembly_step_id").references((): AnyPgColumn => dispensingSteps.step_id),
    /** Accuracy check: the assembler checked (decision 097); clinical check: their own prescription (decision 117). */
    lone_working: boolean("lone_working"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("dispensing_steps_order_idx").on(t.order_id, t.step_id),
    // One accuracy check per pack assembled, and a pack returned once (decision 125).
    uniqueIndex("dispensing_steps_check_of_assembly_key")
      .on(t.assembly_step_id)
      .where(sql`${t.step} = 'accuracy_check'`),
    uniqueIndex("dispensing_steps_return_of_assembly_key")
      .on(t.assembly_step_id)
      .where(sql`${t.step} = 'return'`),
    // A returned pack is found by its batch and serial, whichever order it came from.
    index("dispensing_steps_returned_pack_idx")
      .on(sql`upper(${t.batch_number})`, sql`upper(btrim(${t.serial_number}))`)
      .where(sql`${t.step} = 'return'`),
    // One clinical check per decision: a correction voids the check of the decision it supersedes (decision 115).
    uniqueIndex("dispensing_steps_check_once_key")
      .on(t.order_id, t.decision_id)
      .where(sql`${t.step} = 'clinical_check'`),
    check(
      "dispensing_steps_step_check",
      sql`${t.step} IN ('clinical_check', 'assembly', 'label_print', 'accuracy_check', 'return')`,
    ),
    check("dispensing_steps_return_check", sql`${t.step} <> 'return' OR ${t.note} IS NOT NULL`),
    check(
      "dispensing_steps_clinical_check",
      sql`${t.step} <> 'clinical_check' OR (${t.rp_log_id} IS NOT NULL AND ${t.rp_name} IS NOT NULL AND ${t.decision_id} IS NOT NULL)`,
    ),
    check(
      "dispensing_steps_assembly_check",
      sql`${t.step} <> 'assembly' OR (${t.product_id} IS NOT NULL AND ${t.batch_number} IS NOT NULL AND ${t.expiry_date} IS NOT NULL AND ${t.scanned} IS NOT NULL)`,
    ),
    check(
      "dispensing_steps_of_assembly_check",
      sql`${t.step} NOT IN ('label_print', 'accuracy_check') OR ${t.assembly_step_id} IS NOT NULL`,
    ),
    check("dispensing_steps_lone_check", sql`${t.step} <> 'accuracy_check' OR ${t.lone_working} IS NOT NULL`),
  ],
);

/** Append-only. A recall notice sent to a patient supplied from a recalled batch (decision 098). */
export const recallNotices = pgTable(
  "recall_notices",
  {
    notice_id: serial("notice_id").primaryKey(),
    batch_number: varchar("batch_number", { length: 50 }).notNull(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.order_id),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    /** The notice in the patient's thread: its read mark says whether they have read it. */
    message_id: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.message_id),
    sent_by_employee_id: staffRef("sent_by_employee_id").notNull(),
    sent_by_name: varchar("sent_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("recall_notices_order_batch_key").on(t.order_id, sql`upper(${t.batch_number})`),
    index("recall_notices_patient_idx").on(t.patient_id),
    index("recall_notices_message_idx").on(t.message_id),
  ],
);

/** Append-only. The fridge's current, minimum and maximum temperatures, read twice a day (decision 098). */
export const fridgeReadings = pgTable(
  "fridge_readings",
  {
    reading_id: serial("reading_id").primaryKey(),
    current_c: numeric("current_c", { precision: 4, scale: 1, mode: "number" }).notNull(),
    min_c: numeric("min_c", { precision: 4, scale: 1, mode: "number" }).notNull(),
    max_c: numeric("max_c", { precision: 4, scale: 1, mode: "number" }).notNull(),
    out_of_range: boolean("out_of_range").notNull(),
    action_taken: text("action_taken"),
    recorded_by_employee_id: staffRef("recorded_by_employee_id").notNull(),
    recorded_by_name: varchar("recorded_by_name", { length: 200 }).notNull(),
    recorded_at: ts("recorded_at").notNull(),
  },
  (t) => [
    index("fridge_readings_recorded_at_idx").on(t.recorded_at),
    check("fridge_readings_order_check", sql`${t.min_c} <= ${t.current_c} AND ${t.current_c} <= ${t.max_c}`),
    check("fridge_readings_action_check", sql`NOT ${t.out_of_range} OR ${t.action_taken} IS NOT NULL`),
  ],
);

/**
 * Issue 29 (decision 121): a fridge reading outside 2–8 °C opens an excursion, which holds
 * every supply (assembly, the accuracy check, the hand-over, the dispatch) until a pharmacist
 * records the assessment. One open at a time; the row is written once when it opens and once when
 * it closes (trigger `write_once`).
 */
export const fridgeExcursions = pgTable(
  "fridge_excursions",
  {
    excursion_id: serial("excursion_id").primaryKey(),
    opened_by_reading_id: integer("opened_by_reading_id")
      .notNull()
      .references(() => fridgeReadings.reading_id),
    opened_at: ts("opened_at").notNull(),
    closed_at: ts("closed_at"),
    closed_by_employee_id: staffRef("closed_by_employee_id"),
    closed_by_name: varchar("closed_by_name", { length: 200 }),
    /** usable (the stock kept, on the manufacturer's stability data) or quarantined. */
    outcome: varchar("outcome", { length: 12 }).$type<"usable" | "quarantined">(),
    assessment: text("assessment"),
    /** The manufacturer's stability reference the assessment relied on (stock usable). */
    stability_reference: text("stability_reference"),
  },
  (t) => [
    uniqueIndex("fridge_excursions_one_open")
      .on(sql`(true)`)
      .where(sql`${t.closed_at} IS NULL`),
    uniqueIndex("fridge_excursions_reading_key").on(t.opened_by_reading_id),
    check("fridge_excursions_outcome_check", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('usable', 'quarantined')`),
    check(
      "fridge_excursions_closed_check",
      sql`(${t.closed_at} IS NULL) = (${t.outcome} IS NULL) AND (${t.closed_at} IS NULL) = (${t.closed_by_name} IS NULL) AND (${t.closed_at} IS NULL) = (${t.assessment} IS NULL)`,
    ),
    check(
      "fridge_excursions_stability_check",
      sql`${t.outcome} IS DISTINCT FROM 'usable' OR ${t.stability_reference} IS NOT NULL`,
    ),
  ],
);

/**
 * An incident or near miss (decision 098): what happened, the order if any, the category and
 * the learning; the superintendent closes it. Nothing else is ever changed (migration trigger);
 * the order link goes only when the order itself is erased at the end of retention.
 */
export const incidents = pgTable(
  "incidents",
  {
    incident_id: serial("incident_id").primaryKey(),
    /** near_miss, incident */
    kind: varchar("kind", { length: 10 }).notNull(),
    category: varchar("category", { length: 30 }).notNull(),
    order_id: integer("order_id").references(() => orders.order_id, { onDelete: "set null" }),
    what_happened: text("what_happened").notNull(),
    learning: text("learning").notNull(),
    reported_by_employee_id: staffRef("reported_by_employee_id").notNull(),
    reported_by_name: varchar("reported_by_name", { length: 200 }).notNull(),
    created_at: ts("created_at").notNull(),
    closed_at: ts("closed_at"),
    closed_by_employee_id: staffRef("closed_by_employee_id"),
    closed_by_name: varchar("closed_by_name", { length: 200 }),
    closing_note: text("closing_note"),
  },
  (t) => [
    index("incidents_open_idx")
      .on(t.created_at)
      .where(sql`${t.closed_at} IS NULL`),
    index("incidents_created_idx").on(t.created_at),
    index("incidents_order_idx").on(t.order_id),
    check("incidents_kind_check", sql`${t.kind} IN ('near_miss', 'incident')`),
    check(
      "incidents_closed_check",
      sql`(${t.closed_at} IS NULL) = (${t.closed_by_employee_id} IS NULL) AND (${t.closed_at} IS NULL) = (${t.closed_by_name} IS NULL)`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Going live and backups (decisions 090 and 092)
// ---------------------------------------------------------------------------
/**
 * What the superintendent did on the go-live checklist: a check of the booking link (its address
 * and whether it answered) and going live. Append-only: the newest row of a kind is the state.
 */
export const goLiveEvents = pgTable(
  "go_live_events",
  {
    event_id: serial("event_id").primaryKey(),
    /** booking_link_checked, went_live */
    event: varchar("event", { length: 30 }).notNull(),
    ok: boolean("ok").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    actor_user_id: text("actor_user_id"),
    actor_email: varchar("actor_email", { length: 254 }),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("go_live_events_event_idx").on(t.event, t.created_at.desc()),
    check("go_live_events_event_check", sql`${t.event} IN ('booking_link_checked', 'went_live')`),
  ],
);

/** Every backup taken and every restore test run, whoever started it, and how it ended. Append-only. */
export const backupRuns = pgTable(
  "backup_runs",
  {
    run_id: serial("run_id").primaryKey(),
    /** backup, restore_test */
    kind: varchar("kind", { length: 20 }).notNull(),
    ok: boolean("ok").notNull(),
    /** The backup file's name in BACKUP_DIR (a restore test names the file it restored). */
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    /** schedule, command (npm run backup), or the e-mail of who pressed the button. */
    started_by: varchar("started_by", { length: 254 }).notNull(),
    /** What was found (tables and rows, the clinical tables' checksum) or why it failed. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("backup_runs_kind_idx").on(t.kind, t.created_at.desc()),
    check("backup_runs_kind_check", sql`${t.kind} IN ('backup', 'restore_test')`),
  ],
);

/**
 * A medicines recall recorded from the alert (issue 29, decision 122): its reference, class,
 * product, date and the action asked for. Its batches are held from then on: none is assembled,
 * checked, handed over or dispatched. Written once, but for its closing by a pharmacist with
 * what was done (trigger `write_once`).
 */
export const recalls = pgTable(
  "recalls",
  {
    recall_id: serial("recall_id").primaryKey(),
    /** The alert's reference as published, e.g. "EL (25)A/12". */
    reference: varchar("reference", { length: 40 }).notNull(),
    /** 1 to 4 (the MHRA's classes), or company-led. */
    recall_class: varchar("recall_class", { length: 8 }).$type<RecallClass>().notNull(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id),
    issued_on: date("issued_on", { mode: "string" }).notNull(),
    action: text("action").notNull(),
    recorded_at: ts("recorded_at").notNull(),
    recorded_by_employee_id: staffRef("recorded_by_employee_id").notNull(),
    recorded_by_name: varchar("recorded_by_name", { length: 200 }).notNull(),
    closed_at: ts("closed_at"),
    closed_by_employee_id: staffRef("closed_by_employee_id"),
    closed_by_name: varchar("closed_by_name", { length: 200 }),
    /** What was done, in the pharmacist's words. */
    outcome: text("outcome"),
  },
  (t) => [
    uniqueIndex("recalls_reference_key").on(sql`upper(${t.reference})`),
    index("recalls_open_idx")
      .on(t.recorded_at)
      .where(sql`${t.closed_at} IS NULL`),
    check("recalls_class_check", sql`${t.recall_class} IN ('1', '2', '3', '4', 'company')`),
    check(
      "recalls_closed_check",
      sql`(${t.closed_at} IS NULL) = (${t.outcome} IS NULL) AND (${t.closed_at} IS NULL) = (${t.closed_by_name} IS NULL)`,
    ),
  ],
);

/** Append-only. A batch a recall names, stored as compared: trimmed, in capitals (`normalizeBatch`). */
export const recallBatches = pgTable(
  "recall_batches",
  {
    recall_id: integer("recall_id")
      .notNull()
      .references(() => recalls.recall_id),
    batch_number: varchar("batch_number", { length: 50 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recall_id, t.batch_number] }),
    index("recall_batches_batch_idx").on(t.batch_number),
    check("recall_batches_normalised_check", sql`${t.batch_number} = upper(btrim(${t.batch_number}))`),
  ],
);

/**
 * Stock on hand (issue 29, decision 124): append-only movements of packs of one product and batch
 * between places (`stock`, `assembled`, `quarantine`; null is outside the pharmacy). What is on
 * hand in a place is what moved in less what moved out; never a figure typed over. `order_id`
 * is a number, not a link: the ledger outlives a patient's record erased at the end of retention.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    movement_id: serial("movement_id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id),
    /** As compared: trimmed, in capitals (`normalizeBatch`). */
    batch_number: varchar("batch_number", { length: 50 }).notNull(),
    expiry_date: date("expiry_date", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 30 }).$type<StockMoveKind>().notNull(),
    from_place: varchar("from_place", { length: 12 }).$type<StockPlace>(),
    to_place: varchar("to_place", { length: 12 }).$type<StockPlace>(),
    quantity: integer("quantity").notNull(),
    order_id: integer("order_id"),
    /** Goods in: the supplier and their invoice or delivery note. */
    supplier: varchar("supplier", { length: 200 }),
    invoice_reference: varchar("invoice_reference", { length: 100 }),
    /** Why, in the words of who moved it (adjustments), or what moved it (a recall, an excursion). */
    reason: text("reason"),
    recorded_at: ts("recorded_at").notNull(),
    recorded_by_employee_id: staffRef("recorded_by_employee_id"),
    recorded_by_name: varchar("recorded_by_name", { length: 200 }).notNull(),
  },
  (t) => [
    index("stock_movements_batch_idx").on(t.product_id, t.batch_number),
    index("stock_movements_order_idx").on(t.order_id),
    index("stock_movements_recorded_idx").on(t.recorded_at, t.movement_id),
    check("stock_movements_quantity_check", sql`${t.quantity} > 0`),
    check(
      "stock_movements_kind_check",
      sql`${t.kind} IN ('received', 'assembled', 'put_back', 'held_back', 'supplied', 'returned', 'quarantined', 'broken', 'destroyed', 'returned_to_wholesaler', 'found')`,
    ),
    check(
      "stock_movements_places_check",
      sql`${t.from_place} IS DISTINCT FROM ${t.to_place} AND (${t.from_place} IS NULL OR ${t.from_place} IN ('stock', 'assembled', 'quarantine')) AND (${t.to_place} IS NULL OR ${t.to_place} IN ('stock', 'assembled', 'quarantine'))`,
    ),
    check(
      "stock_movements_normalised_check",
      sql`${t.batch_number} = upper(btrim(${t.batch_number})) AND ${t.batch_number} <> ''`,
    ),
    check(
      "stock_movements_received_check",
      sql`${t.kind} <> 'received' OR (${t.supplier} IS NOT NULL AND ${t.invoice_reference} IS NOT NULL)`,
    ),
    check(
      "stock_movements_order_check",
      sql`(${t.kind} IN ('assembled', 'put_back', 'held_back', 'supplied', 'returned')) = (${t.order_id} IS NOT NULL)`,
    ),
  ],
);

/**
 * "Tell me when it is back" (issue 29, decision 124): a patient waiting for a strength out of
 * stock. The first goods in of it that makes it suppliable e-mails them (naming no medicine) and
 * marks the wish told; a patient waits once per strength at a time. Erased with the patient.
 */
export const stockWishes = pgTable(
  "stock_wishes",
  {
    wish_id: serial("wish_id").primaryKey(),
    patient_id: integer("patient_id")
      .notNull()
      .references(() => patients.patient_id),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id),
    created_at: ts("created_at").notNull(),
    told_at: ts("told_at"),
  },
  (t) => [
    uniqueIndex("stock_wishes_waiting_key")
      .on(t.patient_id, t.product_id)
      .where(sql`${t.told_at} IS NULL`),
    index("stock_wishes_product_idx")
      .on(t.product_id)
      .where(sql`${t.told_at} IS NULL`),
  ],
);
