import type { Page } from "@playwright/test";
import { ADMIN, expect, signInAsAdmin, signUpViaApi, test } from "./support/fixtures";
import { afterTheRetries, retriesComeAtOnce } from "./support/retries";
import { linesOf } from "./support/layout";

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a patient page sends a visitor to sign in, remembering where they were going", async ({ page }) => {
  await page.goto("/patient-form/dose");
  await expect(page).toHaveURL(/\/auth$/);
  const from = await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from);
  expect(from).toBe("/patient-form/dose");
});

test("while the next page's code is on its way, the previous page is no longer shown under the new address", async ({
  page,
}) => {
  // The app's own navigation: from a page of the app (a patient page sends a visitor to sign in
  // within the app). A public page the server rendered goes to another by a page load (decision 107).
  await page.goto("/patient-form/dose");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const home = await page.getByRole("heading", { level: 1 }).textContent();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/prices-page-*.js", async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prices" }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: home! })).toHaveCount(0);

  release();
  await expect(page.getByRole("heading", { level: 1, name: /Prices/ })).toBeVisible();
});

test("the footer shows opening hours from the settings, one per line", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Monday-Friday 9:00 AM-6:00 PM")).toBeVisible();
  await expect(footer.getByText("Saturday 9:00 AM-1:00 PM")).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});

test("the footer has the pharmacy, eligibility, quick and legal links, contact details and the prescriber", async ({
  page,
}) => {
  await page.goto("/prices");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("The Village Pharmacy", { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Check Eligibility" })).toHaveAttribute("href", "/am-i-suitable");
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  await expect(quick.getByRole("link")).toHaveText(["How it Works", "Am I Suitable?", "Prices", "About Us", "Contact"]);
  const legal = footer.getByRole("navigation", { name: "Legal" });
  for (const [name, href] of [
    ["Terms & Conditions", "/terms"],
    ["Privacy Policy", "/privacy"],
    ["Data Protection", "/data"],
  ] as const) {
    await expect(legal.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "01632 960123" })).toHaveAttribute("href", "tel:01632960123");
  await expect(footer.getByRole("link", { name: "hello@villagepharmacy.example" })).toHaveAttribute(
    "href",
    "mailto:hello@villagepharmacy.example",
  );
  await expect(footer.getByText("Oxfordshire OX12 3AB")).toBeVisible();
  // decision 021: the prescriber is named, with a way to check the registration.
  await expect(footer).toContainText("Prescriber: Priya Shah, Lead Pharmacist");
  await expect(footer.getByRole("link", { name: /2000000/ })).toHaveAttribute(
    "href",
    /pharmacyregulation\.org.*2000000/,
  );
});

test("the footer says the hours are loading until the settings arrive, on a page the browser renders", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/settings", async (route) => {
    await released;
    await route.continue();
  });
  // A public page arrives with the settings in its HTML; a page the server does not render (the
  // account's, which sends a visitor to sign in) asks for them.
  await page.goto("/account");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Loading hours...")).toBeVisible();
  release();
  await expect(footer.getByText("Monday-Friday 9:00 AM-6:00 PM")).toBeVisible();
  await expect(footer.getByText("Loading hours...")).toHaveCount(0);
});

test("when the settings cannot be loaded the failure is logged and the defaults are shown", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await page.route("**/api/settings", (route) =>
    route.fulfill({ status: 503, json: { error: "The service is temporarily unavailable." } }),
  );
  // The app asks the API for the settings: it is opened on a page of its own (a patient page
  // sends a visitor to sign in), then goes to Contact. A public page the server rendered has
  // them in its HTML (decision 107).
  await retriesComeAtOnce(page);
  await page.goto("/patient-form");
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  const main = page.getByRole("main");
  await afterTheRetries(page, main.getByRole("link", { name: "01632 960123" }));
  await expect(main.getByText("Saturday 9:00 AM-1:00 PM")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Monday-Friday 9:00 AM-6:00 PM")).toBeVisible();
  await expect
    .poll(() => warnings.some((w) => w.includes("Failed to load system settings")), { timeout: 30_000 })
    .toBe(true);
});

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("a visitor's navigation bar links the public pages, Sign In and Get Started", async ({ page }) => {
  await page.goto("/");
  const nav = mainNav(page);
  for (const [name, href] of [
    ["How it Works", "/how-it-works"],
    ["Prices", "/prices"],
    ["About", "/about"],
    ["Contact", "/contact"],
    // Decision 107: the Sign In tab.
    ["Sign In", "/auth?tab=signin"],
    ["Get Started", "/patient-form"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Prices" }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(nav.getByRole("link", { name: "Prices" })).toHaveAttribute("aria-current", "page");
});

test("a signed-in patient sees their e-mail in the account menu and no Admin link (decision 012)", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.goto("/");
  const nav = mainNav(page);
  await expect(nav.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("a signed-in employee also gets an Admin link to the back office", async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto("/prices");
  await expect(mainNav(page).getByRole("button", { name: `Account menu for ${ADMIN.email}` })).toBeVisible();
  await mainNav(page).getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("on a phone the menu button shows the same links and closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Get Started" })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link")).toHaveText([
    "How it Works",
    "Prices",
    "About",
    "Contact",
    "Sign In",
    "Get Started",
  ]);
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toHaveCount(0);
});

test("on a phone a signed-in patient's menu shows who is signed in and the account's links, and signs out", async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/prices");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toContainText(`Signed in as ${email}`);
  await expect(menu.getByRole("link")).toHaveText([
    "How it Works",
    "Prices",
    "About",
    "Contact",
    "My account",
    "Messages",
    "Report a side effect",
  ]);
  await menu.getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(menu).toHaveCount(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("an e-mail address too wide for its column wraps after the @, never inside the domain", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/prices");
  const footerEmail = page.getByRole("contentinfo").getByRole("link", { name: "hello@villagepharmacy.example" });
  expect(await linesOf(footerEmail, "villagepharmacy.example")).toBe(1);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/contact");
  const contactEmail = page.getByRole("main").getByRole("link", { name: "hello@villagepharmacy.example" });
  await expect(contactEmail).toBeVisible();
  expect(await linesOf(contactEmail, "villagepharmacy.example")).toBe(1);
});
