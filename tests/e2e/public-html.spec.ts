/**
 * Public pages arrive as HTML (the server renders them): their content shows before any
 * script runs, and the app then takes over the same elements (hydration) with no error, no
 * layout shift and no change on screen, and they work: the BMI calculator, the contact form.
 */
import type { Page } from "@playwright/test";
import { appTakesOver, expect, signUpViaApi, test, uniqueEmail } from "./support/fixtures";

const PAGES: Array<[path: string, heading: string, content: string]> = [
  ["/", "Weight loss with the support of your local pharmacist", "Care that goes beyond a prescription"],
  ["/how-it-works", "How It Works", "Your guide: starting the treatment"],
  ["/how-it-works/existing", "How It Works", "Your guide: transferring your treatment"],
  ["/am-i-suitable", "Am I Suitable?", "Check your eligibility"],
  ["/prices", "Mounjaro Injection Prices", "£199.00"],
  ["/contact", "Contact Us", "Step-free access at the front entrance and a private consultation room."],
  ["/about", "About Us", "Priya Shah"],
  ["/terms", "Terms & Conditions", "The Village Pharmacy Ltd"],
  ["/privacy", "Privacy Policy", "Article 9(2)(h)"],
  ["/data", "Data Protection", "14 Church Street"],
  ["/auth", "Create your account", "Create an account to start your weight-loss treatment application"],
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One test per page, so a slow machine gives each page the whole test time.
  for (const [path, heading, content] of PAGES) {
    test(`${path} shows its heading, title and content, the footer's details included`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/\| Weight-loss programme$/);
      await expect(page.getByText(content, { exact: false }).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo").getByText("Saturday 9:00 AM-1:00 PM")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(
        "Prescriber: Priya Shah, Lead Pharmacist, GPhC no. 2000000",
      );
    });
  }
});

/** Records what would show a failed hydration: errors in the console or on the page, and layout shifts. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    problems,
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  };
}

/**
 * Opens `path` with the app's scripts held back, keeps a handle on its heading, then lets the
 * scripts run and waits until the app has taken the page over (it then asks who is signed in).
 */
async function openBeforeScripts(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector("h1");
  });
  const hydrated = appTakesOver(page);
  release();
  await hydrated;
}

const sameHeading = (page: Page) =>
  page.evaluate(() => {
    const before = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return before !== null && before === document.querySelector("h1") && document.contains(before);
  });

test("the BMI calculator's page is taken over in place, without an error or a shift, and calculates", async ({
  page,
}) => {
  const watched = await watch(page);
  await openBeforeScripts(page, "/am-i-suitable");
  await page.getByRole("spinbutton", { name: "Height (cm)" }).fill("170");
  await page.getByRole("spinbutton", { name: "Weight (kg)" }).fill("95");
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByRole("button", { name: "Calculate BMI" }).click();
  await expect(page.getByTestId("bmi-value")).toHaveText("32.9");
  await expect(page.getByText("You may be eligible for the treatment.")).toBeVisible();
  expect(await sameHeading(page), "the server's heading element is still the one shown").toBe(true);
  expect(await watched.layoutShift()).toBeLessThan(0.01);
  expect(watched.problems).toEqual([]);
});

test("the contact page is taken over in place, without an error or a shift, and sends a message", async ({ page }) => {
  const watched = await watch(page);
  await openBeforeScripts(page, "/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("hydrated"));
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you open on bank holidays?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  expect(await sameHeading(page)).toBe(true);
  expect(await watched.layoutShift()).toBeLessThan(0.01);
  expect(watched.problems).toEqual([]);
});

for (const [path, heading] of PAGES) {
  test(`${path} hydrates without an error, and its navigation works`, async ({ page }) => {
    const watched = await watch(page);
    // The session is asked for once the page is the app's; until then the bar offers Sign In.
    const hydrated = appTakesOver(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await hydrated;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prices" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mounjaro Injection Prices" })).toBeVisible();
    expect(watched.problems).toEqual([]);
  });
}

test("a patient type chosen earlier in the tab shows once the page is hydrated, without a hydration error", async ({
  page,
}) => {
  const watched = await watch(page);
  await page.addInitScript(() => sessionStorage.setItem("userType", "existing"));
  await page.goto("/am-i-suitable");
  await expect(page.getByText("Continue your treatment with us")).toBeVisible();
  await expect(page.getByRole("radio", { name: "I already use the treatment and want to transfer" })).toBeChecked();
  expect(watched.problems).toEqual([]);
});

test("a signed-in visitor's page is hydrated whole, even when its code arrives after the session", async ({ page }) => {
  const watched = await watch(page);
  await signUpViaApi(page);
  // The sign-in page sends a signed-in visitor on: hydrated in parts, it would render that
  // with the session while the server's HTML showed the form.
  await page.route(/\/assets\/auth-page-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.goto("/auth");
  // The page's code is held back 5 s on purpose: allow for that on top of the usual wait.
  await expect(page).toHaveURL(/\/patient-form\/basic$/, { timeout: 30_000 });
  expect(watched.problems).toEqual([]);
});
