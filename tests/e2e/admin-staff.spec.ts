/**
 * The Staff page (decisions 022, 119): the superintendent adds a nurse prescriber, who opens their account
 * and sets up the second factor; the superintendent changes their role and removes their access.
 * The page's main controls are used with the keyboard.
 */
import type { Locator, Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { fitsTheScreen } from "./support/axe";
import { expect, setUpSecondFactor, signInAsAdmin, signUpViaApi, test, uniqueEmail } from "./support/fixtures";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test("the superintendent adds a nurse prescriber, changes their role and removes their access", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page.request);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" })).toBeVisible();
  // Their own row says it is theirs (and offers only their details).
  await expect(page.getByRole("row", { name: /admin@e2e\.local/ }).getByText("You")).toBeVisible();

  // Add, with the keyboard: a prescriber who is not a pharmacist is refused on the GPhC register.
  await tabTo(page, page.getByRole("button", { name: "Add staff member" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail("prescriber");
  const name = `Priya Shah ${email.slice(11, 16)}`;
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await dialog.getByLabel("Role").selectOption("prescriber");
  await dialog.getByLabel("Email").press("Enter");
  // Decisions 117 and 119: a prescriber on the GPhC's register is a pharmacist; a nurse
  // prescriber is on the NMC's, with their PIN in its form.
  await expect(dialog.getByText("A prescriber on the GPhC register must be a pharmacist")).toBeVisible();
  await expect(dialog.getByLabel("Registration")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Prescriber's regulator").selectOption("NMC");
  await dialog.getByLabel("NMC PIN").fill("1234567");
  await dialog.getByLabel("Prescriber type").fill("Nurse Independent Prescriber");
  await dialog.getByLabel("Prescriber type").press("Enter");
  await expect(
    dialog.getByText("An NMC PIN is 2 digits, a letter, 4 digits and a letter, for example 12A3456E"),
  ).toBeVisible();
  await expect(dialog.getByLabel("NMC PIN")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("NMC PIN").fill("12a3456e");
  await dialog.getByLabel("NMC PIN").press("Enter");
  await expect(toast(page, "Staff member added")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) });
  await expect(row.getByRole("cell", { name: "Prescriber", exact: true })).toBeVisible();
  await expect(row.getByText(/No registration · Nurse Independent Prescriber · NMC 12A3456E/)).toBeVisible();
  await expect(row.getByText("No account yet")).toBeVisible();

  // The same address again is refused on the field.
  await page.getByRole("button", { name: "Add staff member" }).click();
  await dialog.getByLabel("Name").fill("Someone Else");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog.getByText("This e-mail already belongs to a member of staff")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // They open their account, confirm it, set up the second factor: the back office opens, but
  // the Staff page is the superintendent's.
  const theirs = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  const theirPage = await theirs.newPage();
  await signUpViaApi(theirPage, email, "prescriber-password-1");
  await setUpSecondFactor(theirPage.request, "prescriber-password-1");
  await theirPage.goto("/admin/staff");
  await expect(
    theirPage.getByText("Only the superintendent pharmacist can manage staff.", { exact: false }),
  ).toBeVisible();
  await expect(theirPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" })).toHaveCount(
    0,
  );
  expect((await theirPage.request.get("/api/admin/staff")).status()).toBe(403);

  await page.reload();
  await expect(row.getByText("Active")).toBeVisible();

  // Change their role, with the keyboard.
  await tabTo(page, row.getByRole("button", { name: `Change role of ${name}` }));
  await page.keyboard.press("Enter");
  const change = page.getByRole("dialog", { name: "Change role" });
  await expect(change.getByLabel("Prescriber's regulator")).toHaveValue("NMC");
  await expect(change.getByLabel("NMC PIN")).toHaveValue("12A3456E");
  await change.getByLabel("Role").selectOption("staff");
  await change.getByRole("button", { name: "Save role" }).press("Enter");
  await expect(toast(page, "Role changed")).toBeVisible();
  await expect(change).toBeHidden();
  await expect(row.getByRole("cell", { name: "Staff", exact: true })).toBeVisible();

  // Remove their access, confirmed first; their session ends at once.
  expect((await theirPage.request.get("/api/admin/stats")).status()).toBe(200);
  await tabTo(page, row.getByRole("button", { name: `Remove access of ${name}` }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Remove access" });
  await expect(confirm.getByText(`${name} will be signed out at once`)).toBeVisible();
  await confirm.getByRole("button", { name: "Remove access" }).click();
  await expect(toast(page, "Access removed")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Access removed" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect((await theirPage.request.get("/api/admin/stats")).status()).toBe(401);
  await theirs.close();
});

test("at 360 px the Staff page fits the screen, and its dialog's fields are in view", async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/staff");
  const own = page.getByRole("listitem").filter({ hasText: "admin@e2e.local" });
  await expect(own.getByText("You")).toBeVisible();
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > 361)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
  );
  expect(wide, "elements wider than the screen").toEqual([]);
  await fitsTheScreen(page);
  const staffLink = await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Staff" })
    .boundingBox();
  expect(staffLink!.x + staffLink!.width).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  for (const label of ["Name", "Email", "Role", "Registration", "GPhC number", "Prescriber type"]) {
    const box = (await dialog.getByLabel(label).boundingBox())!;
    expect(box.x + box.width, label).toBeLessThanOrEqual(360);
  }
});
