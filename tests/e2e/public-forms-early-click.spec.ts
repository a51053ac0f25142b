import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueEmail } from "./support/fixtures";

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
  const mailbox = (await (await page.request.get("/dev/mailbox.json")).json()) as Array<{ to: string; type: string }>;
  expect(mailbox.filter((m) => m.to === email && m.type === "contact_form")).toHaveLength(1);
  expect(posts).toHaveLength(1);
});
