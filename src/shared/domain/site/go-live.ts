/**
 * Decision 090: not live until checked. The go-live checklist is one list of item definitions,
 * each a pure check of the facts the server reads (settings, the superintendent's record, the
 * mail server, the last checks and backups): one more item, or another check for an item, is
 * one entry here. In production the site takes no orders until the superintendent has gone live
 * and while any item is open.
 */
import { SETTING_DEFAULTS, SETTING_DEFINITIONS, type SettingKey, type SettingsMap } from "./settings";
import type { SiteBanner } from "./site-banner";

export const NOT_TAKING_ORDERS_ERROR = "The pharmacy is not taking orders yet.";

/** The seeded superintendent's GPhC number is the example prescriber's (decision 022). */
export const EXAMPLE_GPHC_NUMBER = SETTING_DEFAULTS.pharmacist_gphc_number;

/** Every setting whose default is an example, in the order of the settings. */
export const EXAMPLE_SETTINGS: readonly SettingKey[] = SETTING_DEFINITIONS.filter(
  (d) => "example" in d && d.example,
).map((d) => d.key);

const isExample = (settings: SettingsMap, key: SettingKey) => settings[key].trim() === SETTING_DEFAULTS[key];

/** The example settings still holding their example value. */
export function examplesInPlace(settings: SettingsMap): SettingKey[] {
  return EXAMPLE_SETTINGS.filter((key) => isExample(settings, key));
}

const descriptionOf = (key: SettingKey) => SETTING_DEFINITIONS.find((d) => d.key === key)!.description;

/** What the checklist reads; the server gathers it (server/lib/site/go-live.ts). Times are ISO strings. */
export interface GoLiveFacts {
  settings: SettingsMap;
  /** Every superintendent with access. */
  superintendents: ReadonlyArray<{ name: string | null; gphcNumber: string | null }>;
  mail: { configured: boolean; delivered: boolean };
  /** The newest check of the booking link. */
  bookingCheck: { url: string; ok: boolean; status: number | null; at: string } | null;
  /** The newest backup that was written. */
  lastBackup: { at: string; encrypted: boolean } | null;
  /** The newest restore test that passed. */
  lastRestoreTest: { at: string } | null;
  /** The products whose stock has never been received (decision 124): assembly does not count them. */
  untrackedProducts: readonly string[];
}

/** Where an item is put right: a page of the back office, a setting on it, or an action on the checklist page. */
export type GoLiveFix =
  | { kind: "setting"; key: SettingKey }
  | { kind: "staff" }
  | { kind: "stock" }
  | { kind: "action"; action: GoLiveAction }
  | { kind: "guide"; text: string };

export type GoLiveAction = "check-booking-link" | "send-test-email" | "back-up-now" | "test-restore";

export interface GoLiveItem {
  id: string;
  label: string;
  done: boolean;
  /** What was found, in a sentence. */
  detail: string;
  fixes: GoLiveFix[];
}

interface ItemDefinition {
  id: string;
  label: string;
  check(facts: GoLiveFacts): { done: boolean; detail: string };
  fixes: GoLiveFix[];
}

/** Settings checked by an item of their own rather than as an example value. */
const OWN_ITEM: ReadonlySet<SettingKey> = new Set([
  "pharmacy_gphc_premises_number",
  "payment_link_url",
  "cal_booking_url",
]);

const exampleItem = (key: SettingKey): ItemDefinition => ({
  id: `setting:${key}`,
  label: descriptionOf(key),
  check: ({ settings }) =>
    isExample(settings, key)
      ? { done: false, detail: `Still the example value: ${settings[key]}` }
      : { done: true, detail: settings[key] },
  fixes: [{ kind: "setting", key }],
});

const dateOf = (iso: string) => iso.slice(0, 10);

/** The checklist's items, in the order the page lists them. */
const ITEMS: readonly ItemDefinition[] = [
  ...EXAMPLE_SETTINGS.filter((key) => !OWN_ITEM.has(key)).map(exampleItem),
  {
    id: "premises",
    label: "The pharmacy's GPhC premises number",
    check: ({ settings }) =>
      isExample(settings, "pharmacy_gphc_premises_number")
        ? { done: false, detail: "Still the example number" }
        : { done: true, detail: settings.pharmacy_gphc_premises_number },
    fixes: [{ kind: "setting", key: "pharmacy_gphc_premises_number" }],
  },
  {
    id: "superintendent",
    label: "The superintendent's name and GPhC number",
    check: ({ superintendents }) => {
      const example = superintendents.filter(
        (s) =>
          !s.gphcNumber ||
          s.gphcNumber === EXAMPLE_GPHC_NUMBER ||
          (s.name ?? "").trim() === SETTING_DEFAULTS.pharmacist_name,
      );
      if (superintendents.length === 0) return { done: false, detail: "No superintendent has access" };
      if (example.length > 0)
        return {
          done: false,
          detail: `Still the example prescriber's details (${SETTING_DEFAULTS.pharmacist_name}, GPhC ${EXAMPLE_GPHC_NUMBER})`,
        };
      return {
        done: true,
        detail: superintendents.map((s) => `${s.name ?? "(no name)"}, GPhC ${s.gphcNumber}`).join("; "),
      };
    },
    fixes: [{ kind: "staff" }],
  },
  {
    id: "mail",
    label: "The mail server",
    check: ({ mail }) =>
      !mail.configured
        ? { done: false, detail: "No mail server is set (SMTP_URL): no e-mail reaches anyone" }
        : !mail.delivered
          ? { done: false, detail: "Set, but no e-mail has been delivered yet" }
          : { done: true, detail: "E-mails are delivered" },
    fixes: [
      { kind: "guide", text: "Set SMTP_URL to the pharmacy's mail server and restart (docs/deploy.md)." },
      { kind: "action", action: "send-test-email" },
    ],
  },
  {
    id: "payment",
    label: "The payment provider",
    check: ({ settings }) =>
      isExample(settings, "payment_link_url")
        ? { done: false, detail: "The payment link is still the example one" }
        : { done: true, detail: `Patients pay through ${settings.payment_link_url}` },
    fixes: [{ kind: "setting", key: "payment_link_url" }],
  },
  {
    id: "booking",
    label: "The booking link",
    check: ({ settings, bookingCheck }) => {
      const url = settings.cal_booking_url;
      if (isExample(settings, "cal_booking_url"))
        return { done: false, detail: "Still the example booking page, which belongs to nobody here" };
      if (!bookingCheck || bookingCheck.url !== url)
        return { done: false, detail: `Not opened yet to check that ${url} answers` };
      if (!bookingCheck.ok)
        return {
          done: false,
          detail: `${url} did not answer on ${dateOf(bookingCheck.at)}${bookingCheck.status ? ` (HTTP ${bookingCheck.status})` : ""}`,
        };
      return { done: true, detail: `${url} answered on ${dateOf(bookingCheck.at)}` };
    },
    fixes: [
      { kind: "setting", key: "cal_booking_url" },
      { kind: "action", action: "check-booking-link" },
    ],
  },
  {
    id: "backup",
    label: "A first backup",
    check: ({ lastBackup }) =>
      !lastBackup
        ? { done: false, detail: "No backup has been taken" }
        : !lastBackup.encrypted
          ? { done: false, detail: "The last backup is not encrypted: set BACKUP_KEY and back up again" }
          : { done: true, detail: `Last backup on ${dateOf(lastBackup.at)}` },
    fixes: [{ kind: "action", action: "back-up-now" }],
  },
  {
    id: "restore",
    label: "A restore test",
    check: ({ lastRestoreTest }) =>
      lastRestoreTest
        ? { done: true, detail: `A backup was restored and checked on ${dateOf(lastRestoreTest.at)}` }
        : { done: false, detail: "No backup has been restored and checked yet" },
    fixes: [{ kind: "action", action: "test-restore" }],
  },
  {
    id: "stock",
    label: "Stock received for every product",
    check: ({ untrackedProducts }) =>
      untrackedProducts.length === 0
        ? { done: true, detail: "Every product's stock is counted from goods in" }
        : { done: false, detail: `Never received, so not tracked: ${untrackedProducts.join(", ")}` },
    fixes: [{ kind: "stock" }],
  },
];

/** The checklist as the facts make it. */
export function goLiveItems(facts: GoLiveFacts): GoLiveItem[] {
  return ITEMS.map(({ check, ...item }) => ({ ...item, ...check(facts) }));
}

/** Decision 090: production takes orders once the superintendent has gone live, and while no item is open. */
export function takingOrders(opts: { production: boolean; live: boolean; open: number }): boolean {
  return !opts.production || (opts.live && opts.open === 0);
}

/** What every public page shows (./site-banner.ts). */
export function siteBanner(opts: { production: boolean; takingOrders: boolean; settings: SettingsMap }): SiteBanner {
  if (opts.production) return opts.takingOrders ? null : { kind: "not-taking-orders" };
  const examples = examplesInPlace(opts.settings);
  return examples.length > 0 ? { kind: "examples", settings: examples } : null;
}
