import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueEmail } from "./support/fixtures";
import { readMailbox } from "./support/untyped-routes";

/*
 * Decision 104: a press made before the app has taken the page over is not lost. The app's
 * scripts are held back 3 s (a slow phone); the form is filled and sent at once, natively to
 * the server, and nothing is sent twice once the app has arrived.
 */
async function holdBackScripts(page: Page) {
  await page.route(
    (url) => url.pathname === "/boot.js" || (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    },
  );
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("the calculator pressed at once still shows its result", async ({ page }) => {
  await holdBackScripts(page);
  await page.goto("/am-i-suitable", { waitUntil: "commit" });
  await field(page, "Height (cm)").fill("170");
  await field(page, "Weight (kg)").fill("95");
  await page.getByLabel("Male", { exact: true }).check();
  await page.getByRole("button", { name: "Calculate BMI" }).click();
  await expect(page.getByTestId("bmi-value")).toHaveText("32.9");
  await expect(page.getByText("You may be eligible for the treatment.")).toBeVisible();
});

test("sign-in pressed at once still signs in", async ({ page }) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  await holdBackScripts(page);
  await page.goto("/auth?tab=signin", { waitUntil: "commit" });
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible({ timeout: 20_000 });
});

test("a message sent at once is stored once, also after the app has taken over", async ({ page }) => {
  const email = uniqueEmail("contact");
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && /\/(api\/)?contact$/.test(new URL(req.url()).pathname)) posts.push(req.url());
  });
  await holdBackScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent before the scripts arrived");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
  // The app arrives on the answered page and takes it over: nothing is sent again.
  await page.waitForResponse((res) => new URL(res.url()).pathname === "/api/me", { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
  const mailbox = await readMailbox(page);
  expect(mailbox.filter((m) => m.to === email && m.type === "contact_form")).toHaveLength(1);
  expect(posts).toHaveLength(1);
});

/*
 * Decision 107: each island tapped before its script has arrived. A form is sent natively (above
 * and below); a link is followed; a button's tap is kept by the page's first script (public/boot.js,
 * a few hundred bytes that run as soon as the page is parsed, before its DOMContentLoaded) and
 * made once the islands, held back 3 s here, are hydrated.
 */
async function holdBackIslands(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    },
  );
}
test("the phone's menu tapped at once opens once the islands arrive, and stays open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await holdBackIslands(page);
  await page.goto("/prices", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("button", { name: "Open menu" });
  await menu.click();
  await expect(page.locator("#mobile-menu")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.waitForTimeout(1000);
  await expect(page.locator("#mobile-menu")).toBeVisible();
});

test("the home page's steps and How it works' tracks tapped at once show the transfer", async ({ page }) => {
  await holdBackIslands(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const steps = page.getByRole("region", { name: "How it works in 5 steps" });
  const transfer = steps.getByRole("button", { name: "Already Using the Treatment" });
  await transfer.click();
  await expect(transfer).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
  await expect(steps.getByRole("link", { name: "Start Transfer" })).toBeVisible();

  await page.goto("/how-it-works", { waitUntil: "domcontentloaded" });
  const track = page.getByRole("button", { name: /^Already Using the Treatment/ });
  await track.click();
  await expect(track).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Your guide: transferring your treatment" })).toBeVisible();
});

test("a transfer link tapped at once still leads on to the form, through signing in", async ({ page }) => {
  await holdBackScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const hero = page.getByRole("region", { name: /Weight loss with the support of your local pharmacist/ });
  await hero.getByRole("link", { name: "Already Using the Treatment" }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
});

test("sign-up and the reset request pressed at once are each sent once", async ({ page }) => {
  const { email: existing } = await signUpViaApi(page);
  await page.context().clearCookies();
  const email = uniqueEmail("early");
  await holdBackScripts(page);
  await page.goto("/auth", { waitUntil: "commit" });
  await field(page, "Email").fill(email);
  await field(page, "Password").fill("secret-password");
  await field(page, "Confirm Password").fill("secret-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible({ timeout: 20_000 });

  await page.goto("/auth?tab=forgot-password", { waitUntil: "commit" });
  await field(page, "Email").fill(existing);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password reset email sent" })).toBeVisible({
    timeout: 20_000,
  });
  // The islands arrive on the answered page and take it over: nothing is sent again.
  await page.waitForResponse((res) => new URL(res.url()).pathname === "/api/me", { timeout: 20_000 });
  const sent = async (to: string, type: string) =>
    (await readMailbox(page)).filter((m) => m.to === to && m.type === type).length;
  await expect.poll(() => sent(email, "welcome")).toBe(1);
  await expect.poll(() => sent(existing, "password_reset")).toBe(1);
  await page.waitForTimeout(1000);
  expect(await sent(email, "welcome")).toBe(1);
  expect(await sent(existing, "password_reset")).toBe(1);
});
