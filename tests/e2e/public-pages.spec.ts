import { expectNoViolations, fitsTheScreen } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { linesOf } from "./support/layout";

test("the home page leads new visitors to How it works and existing users to the patient form", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const hero = page.getByRole("region", { name: /Weight loss with the support of your local pharmacist/ });
  await expect(hero.getByRole("link", { name: "New to the Treatment" })).toHaveAttribute("href", "/how-it-works");
  await expect(hero.getByRole("link", { name: "Already Using the Treatment" })).toHaveAttribute(
    "href",
    "/patient-form",
  );

  const why = page.getByRole("region", { name: "Why Choose Us" });
  await expect(why.getByRole("listitem")).toHaveCount(6);
  await expect(why.getByRole("link", { name: "Check Eligibility" })).toHaveAttribute("href", "/am-i-suitable");
  await expect(why.getByRole("link", { name: /Transfer to us/ })).toHaveAttribute("href", "/patient-form");

  const steps = page.getByRole("region", { name: "How it works in 5 steps" });
  await expect(steps.getByRole("link", { name: "Check Now" })).toHaveAttribute("href", "/am-i-suitable");
  await steps.getByRole("button", { name: "Already Using the Treatment" }).click();
  await expect(steps.getByRole("button", { name: "Already Using the Treatment" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(steps.getByRole("link", { name: "Start Transfer" })).toHaveAttribute("href", "/patient-form");

  // On a desktop the two choices each fit on one line.
  const choice = steps.getByRole("button", { name: "Already Using the Treatment" });
  expect(await linesOf(choice, "Already Using the Treatment")).toBe(1);

  await expect(page.getByRole("region", { name: "What our patients say" }).getByRole("figure")).toHaveCount(3);
  // decision 017: the medicine is not named in promotional copy.
  await expect(page.getByRole("main")).not.toContainText(/mounjaro/i);

  await hero.getByRole("link", { name: "New to the Treatment" }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
});

test("the about page tells the story and names the prescriber with a GPhC register link", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByText(/founded in 2003/)).toBeVisible();
  const team = page.getByRole("region", { name: "Meet the team" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(team.getByRole("heading", { name: "Priya Shah" })).toBeVisible();
  await expect(team.getByRole("link", { name: /2000000/ })).toHaveAttribute("href", /pharmacyregulation\.org.*2000000/);
  await expect(page.getByRole("heading", { name: "Our approach" })).toBeVisible();
});

for (const [path, title] of [
  ["/terms", "Terms & Conditions"],
  ["/privacy", "Privacy Policy"],
  ["/data", "Data Protection"],
] as const) {
  test(`${path} is a complete legal page with the pharmacy's details`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole("main")).toContainText("The Village Pharmacy Ltd");
    await expect(page.getByRole("main")).toContainText("14 Church Street");
  });
}

test("the privacy policy gives the lawful basis for health data and how to complain to the ICO", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText("Article 9(2)(h)");
  await expect(main).toContainText("Article 6(1)(b)");
  await expect(main.getByRole("link", { name: /ico\.org\.uk/ })).toHaveAttribute(
    "href",
    "https://ico.org.uk/make-a-complaint/",
  );
  await expect(main.getByRole("heading", { name: /How long we keep it/ })).toBeVisible();
});

// One test per page. The check on a desktop's width is a11y.spec.ts's, of every public route; here
// the page is checked on a phone, and fits both widths.
for (const route of [
  "/",
  "/how-it-works",
  "/how-it-works/existing",
  "/prices",
  "/contact",
  "/about",
  "/am-i-suitable",
  "/terms",
  "/privacy",
  "/data",
]) {
  test(`${route} passes an automated accessibility check on a phone, and fits a phone and a desktop`, async ({
    page,
  }) => {
    // The embedded map is a third-party page; a stand-in keeps the check about our own markup.
    await page.route(/google\.com/, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><html lang=en><title>Map</title><body>Map</body></html>",
      }),
    );
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).not.toContainText("Loading");
    await expectNoViolations(page, `360px ${route}`);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await fitsTheScreen(page, `${width}px ${route}`);
    }
  });
}

test("each public page has its own document title, and only the prices heading names the medicine (decision 017)", async ({
  page,
}) => {
  const pages = [
    ["/", "The Village Pharmacy"],
    ["/how-it-works", "How it Works"],
    ["/how-it-works/existing", "How it Works: transferring to us"],
    ["/am-i-suitable", "Am I Suitable?"],
    ["/prices", "Prices"],
    ["/contact", "Contact Us"],
    ["/about", "About Us"],
    ["/terms", "Terms & Conditions"],
    ["/privacy", "Privacy Policy"],
    ["/data", "Data Protection"],
    ["/auth", "Sign Up"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} | Weight-loss programme`);
    const main = page.getByRole("main");
    await expect(main).not.toContainText("Loading");
    const mentions = await main.evaluate((el) => (el.textContent ?? "").match(/mounjaro/gi)?.length ?? 0);
    if (path === "/prices") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mounjaro Injection Prices");
      expect(mentions, "only the prices heading names the medicine").toBe(1);
    } else {
      expect(mentions, `${path} does not name the medicine`).toBe(0);
    }
  }
});

// Decision 107: the header's Sign In opens the Sign In tab, with the script and without.
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    test("the header's Sign In opens the Sign In tab", async ({ page }) => {
      await page.goto("/prices");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/auth\?tab=signin$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
      await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    });
  });
}
