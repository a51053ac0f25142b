import type { Page } from "@playwright/test";
import { fitsTheScreen } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { afterTheRetries, retriesComeAtOnce } from "./support/retries";

/**
 * The prices page shown by the app, which asks the API for the price list: the page the server
 * renders is the database's list (decision 107), and the app shows it when the server could not
 * render it or after an island handed the page over. The app is opened on a page of its own (a
 * patient page sends a visitor to sign in within the app), then goes to Prices itself.
 */
async function openPricesInTheApp(page: Page) {
  await page.goto("/patient-form");
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prices" }).click();
  await expect(page).toHaveURL(/\/prices$/);
}

test("the prices page lists every dose with its price, and the notes", async ({ page }) => {
  await page.goto("/prices");
  await expect(page.getByRole("heading", { level: 1, name: "Mounjaro Injection Prices" })).toBeVisible();
  const table = page.getByRole("table", { name: /Price per dose/ });
  await expect(table.getByRole("columnheader")).toHaveText(["2.5mg", "5mg", "7.5mg", "10mg", "12.5mg", "15mg"]);
  await expect(table.getByRole("cell").first()).toHaveText("£199.00");
  for (const note of [
    "All prices include VAT.",
    "Prices are subject to change without notice.",
    "A prescription is required for all doses.",
    "Delivery is free.",
  ]) {
    await expect(page.getByText(note)).toBeVisible();
  }
});

test("on a narrow phone every dose is readable without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/prices");
  const list = page.getByRole("list", { name: "Price per dose, including VAT" });
  await expect(list.getByRole("listitem")).toHaveCount(6);
  await expect(list.getByRole("listitem").last()).toContainText("15mg");
  await fitsTheScreen(page);
});

test("with no products the page says so", async ({ page }) => {
  await page.route("**/api/products", (route) => route.fulfill({ json: [] }));
  await openPricesInTheApp(page);
  await expect(page.getByText("No products available at the moment.")).toBeVisible();
});

test("when prices cannot be loaded the page says so and offers a way forward", async ({ page }) => {
  await page.route("**/api/products", (route) =>
    route.fulfill({ status: 500, json: { error: "Something went wrong. Please try again." } }),
  );
  await retriesComeAtOnce(page);
  await openPricesInTheApp(page);
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load product prices" });
  await afterTheRetries(page, alert);
  await expect(alert.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");

  await page.unroute("**/api/products");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: /Price per dose/ })).toBeVisible();
});

test("while prices load, a placeholder is shown and announced", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/products", async (route) => {
    await released;
    await route.continue();
  });
  // The prices page arrives with the prices in its HTML; reached from a page the browser
  // renders (the account's, which sends a visitor to sign in), it asks for them.
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prices" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading prices..." })).toBeAttached();
  release();
  await expect(page.getByRole("table", { name: /Price per dose/ })).toBeVisible();
});
