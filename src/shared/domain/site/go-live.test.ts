import { describe, expect, it } from "vitest";
import { EXAMPLE_SETTINGS, examplesInPlace, type GoLiveFacts, goLiveItems, siteBanner, takingOrders } from "./go-live";
import { SETTING_DEFAULTS } from "./settings";

const real: GoLiveFacts = {
  settings: {
    ...SETTING_DEFAULTS,
    ...Object.fromEntries(EXAMPLE_SETTINGS.map((k) => [k, `real ${k}`])),
    pharmacy_gphc_premises_number: "1234567",
    cal_booking_url: "https://book.example.org/consult",
    payment_link_url: "https://pay.example.org",
  },
  superintendents: [{ name: "Ann Jones", gphcNumber: "2012345" }],
  mail: { configured: true, delivered: true },
  bookingCheck: { url: "https://book.example.org/consult", ok: true, status: 200, at: "2026-11-26T10:00:00Z" },
  lastBackup: { at: "2026-11-26T02:00:00Z", encrypted: true },
  lastRestoreTest: { at: "2026-11-26T03:00:00Z" },
  untrackedProducts: [],
};
const open = (facts: GoLiveFacts) =>
  goLiveItems(facts)
    .filter((i) => !i.done)
    .map((i) => i.id);

describe("example values (decision 090)", () => {
  it("marks the fictitious names, numbers, addresses and links, and not the pharmacy's policy numbers", () => {
    expect(EXAMPLE_SETTINGS).toEqual(
      expect.arrayContaining([
        "display_name",
        "pharmacist_name",
        "pharmacist_gphc_number",
        "pharmacist_email",
        "company_email",
        "contact_phone_number",
        "pharmacy_address_line1",
        "cal_booking_url",
        "payment_link_url",
        "google_maps_embed_url",
        "pharmacy_gphc_premises_number",
      ]),
    );
    expect(EXAMPLE_SETTINGS).not.toContain("medicine_name");
    expect(EXAMPLE_SETTINGS).not.toContain("reorder_window_days");
  });

  it("counts a value as an example while it is the default, spaces aside", () => {
    expect(examplesInPlace(SETTING_DEFAULTS)).toEqual(EXAMPLE_SETTINGS);
    expect(examplesInPlace({ ...SETTING_DEFAULTS, display_name: ` ${SETTING_DEFAULTS.display_name} ` })).toContain(
      "display_name",
    );
    expect(examplesInPlace(real.settings)).toEqual([]);
  });
});

describe("the go-live checklist", () => {
  it("is clear when every fact is real", () => {
    expect(open(real)).toEqual([]);
  });

  it("opens an item for each example value, the seeded superintendent and what has not been done", () => {
    const fresh: GoLiveFacts = {
      settings: SETTING_DEFAULTS,
      superintendents: [
        { name: SETTING_DEFAULTS.pharmacist_name, gphcNumber: SETTING_DEFAULTS.pharmacist_gphc_number },
      ],
      mail: { configured: false, delivered: false },
      bookingCheck: null,
      lastBackup: null,
      lastRestoreTest: null,
      untrackedProducts: ["Mounjaro 2.5mg pre-filled pen (4 weekly doses)"],
    };
    const items = open(fresh);
    expect(items).toEqual(
      expect.arrayContaining([
        "setting:display_name",
        "setting:pharmacist_gphc_number",
        "premises",
        "superintendent",
        "mail",
        "payment",
        "booking",
        "backup",
        "restore",
        "stock",
      ]),
    );
    // The booking and payment links and the premises number are items of their own, not listed twice.
    expect(items).not.toContain("setting:cal_booking_url");
    expect(items).not.toContain("setting:payment_link_url");
  });

  it("needs the booking link checked at its current address, and answering", () => {
    expect(open({ ...real, bookingCheck: null })).toEqual(["booking"]);
    expect(open({ ...real, bookingCheck: { ...real.bookingCheck!, url: "https://old.example.org" } })).toEqual([
      "booking",
    ]);
    expect(open({ ...real, bookingCheck: { ...real.bookingCheck!, ok: false, status: 404 } })).toEqual(["booking"]);
  });

  it("needs a mail server that has delivered, an encrypted backup and a passed restore test", () => {
    expect(open({ ...real, mail: { configured: true, delivered: false } })).toEqual(["mail"]);
    expect(open({ ...real, lastBackup: { at: "2026-11-26T02:00:00Z", encrypted: false } })).toEqual(["backup"]);
    expect(open({ ...real, lastRestoreTest: null })).toEqual(["restore"]);
    expect(open({ ...real, superintendents: [] })).toEqual(["superintendent"]);
  });

  it("needs stock received for every product (decision 124), naming those never received", () => {
    const items = goLiveItems({ ...real, untrackedProducts: ["Mounjaro 15mg pre-filled pen (4 weekly doses)"] });
    expect(items.filter((i) => !i.done)).toEqual([
      expect.objectContaining({
        id: "stock",
        detail: "Never received, so not tracked: Mounjaro 15mg pre-filled pen (4 weekly doses)",
        fixes: [{ kind: "stock" }],
      }),
    ]);
  });

  it("says where each open item is put right", () => {
    for (const item of goLiveItems({ ...real, settings: SETTING_DEFAULTS, lastBackup: null }))
      expect(item.fixes.length).toBeGreaterThan(0);
  });
});

describe("taking orders and the banner", () => {
  it("in production, only once live and with nothing open", () => {
    expect(takingOrders({ production: true, live: false, open: 0 })).toBe(false);
    expect(takingOrders({ production: true, live: true, open: 1 })).toBe(false);
    expect(takingOrders({ production: true, live: true, open: 0 })).toBe(true);
    expect(takingOrders({ production: false, live: false, open: 9 })).toBe(true);
  });

  it("says production is not taking orders, and in development names the example values in place", () => {
    expect(siteBanner({ production: true, takingOrders: false, settings: real.settings })).toEqual({
      kind: "not-taking-orders",
    });
    expect(siteBanner({ production: true, takingOrders: true, settings: SETTING_DEFAULTS })).toBeNull();
    const dev = siteBanner({ production: false, takingOrders: true, settings: SETTING_DEFAULTS });
    expect(dev).toMatchObject({ kind: "examples" });
    expect(dev && "settings" in dev && dev.settings).toEqual(EXAMPLE_SETTINGS);
    expect(siteBanner({ production: false, takingOrders: true, settings: real.settings })).toBeNull();
  });
});
