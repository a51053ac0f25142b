/**
 * Database schema. Table and column names follow the old product (decision 003) so its data
 * can be imported; corrections are added as new columns/tables, never as renames.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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
});

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
    uniqueIndex("patients_user_id_key").on(t.user_id).where(sql`${t.user_id} IS NOT NULL`),
    // The admin list pages newest first and counts its matches. Ids only grow, so ascending
    // indexes stay compact as patients are added (a descending one splits every page in half)
    // and are read backwards for the list; counting every visible patient is an index-only
    // scan of patients_visible_idx, a fraction of reading the table.
    index("patients_visible_idx").on(t.patient_id).where(sql`${t.archived_at} IS NULL`),
    index("patients_status_idx").on(t.patient_status_id, t.patient_id).where(sql`${t.archived_at} IS NULL`),
    index("patients_type_idx").on(t.patient_type_id, t.patient_id).where(sql`${t.archived_at} IS NULL`),
    index("patients_created_at_idx").on(t.created_at.desc()),
    index("patients_firstname_trgm_idx").using("gin", sql`lower(${t.firstname}) gin_trgm_ops`),
    index("patients_lastname_trgm_idx").using("gin", sql`lower(${t.lastname}) gin_trgm_ops`),
    index("patients_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("patients_fullname_trgm_idx").using(
      "gin",
      sql`lower(coalesce(${t.firstname}, '') || ' ' || coalesce(${t.lastname}, '')) gin_trgm_ops`,
    ),
    check("patients_sex_check", sql`${t.sex} IS NULL OR ${t.sex} IN (1, 2)`),
    check("patients_delivery_method_check", sql`${t.delivery_method} IN ('delivery', 'pickup')`),
  ],
);

// ---------------------------------------------------------------------------
// Products, orders
// ---------------------------------------------------------------------------
export const products = pgTable("products", {
  product_id: serial("product_id").primaryKey(),
  name: varchar("name", { length: 200 }).notNull(),
  /** GBP including VAT (docs/spec.md §3). */
  price: money("price").notNull(),
  /** Percent. Prescription medicines are zero-rated (decision 009). */
  vat_rate: numeric("vat_rate", { precision: 5, scale: 2 }).notNull().default("0"),
});

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
    date: date("date", { mode: "string" }).notNull().default(sql`CURRENT_DATE`),
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
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("orders_patient_status_idx").on(t.patient_id, t.order_status_id),
    // One open order per patient, so parallel first visits to the dose step cannot make two.
    uniqueIndex("orders_one_open_per_patient").on(t.patient_id).where(sql`${t.order_status_id} IN (1, 2)`),
    index("orders_completed_at_idx").on(t.completed_at),
    check("orders_delivery_method_check", sql`${t.delivery_method} IS NULL OR ${t.delivery_method} IN ('delivery', 'pickup')`),
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
const detail = (name: string) => text(name).notNull().default("no");

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
    is_diabetic: boolean("is_diabetic").notNull().default(false),
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
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("patient_history_patient_idx").on(t.patient_id, t.patient_history_id.desc()),
    // decision 010: one open questionnaire per patient.
    uniqueIndex("patient_history_one_open_per_patient").on(t.patient_id).where(sql`${t.order_id} IS NULL`),
    index("patient_history_order_idx").on(t.order_id),
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
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("employees_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("employees_user_id_key").on(t.user_id).where(sql`${t.user_id} IS NOT NULL`),
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
    index("email_outbox_due_idx").on(t.next_attempt_at).where(sql`${t.status} IN ('pending', 'sending')`),
    check("email_outbox_status_check", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** decision 015: contact messages are stored before any e-mail is queued. */
export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 200 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  phone: varchar("phone", { length: 30 }),
  message: text("message").notNull(),
  created_at: ts("created_at").notNull().defaultNow(),
});

/** Fixed-window counters for our own endpoints (contact form), shared by all instances. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 200 }).primaryKey(),
  count: integer("count").notNull(),
  window_start: ts("window_start").notNull(),
});
