/** The back office's patient list: paging, filters, and every page at a phone's width. */
import type { APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { seedPatient, logInAsAdmin, visitorContexts } from "./support/admin-patients";
import { fitsTheScreen } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.describe("the patient list", () => {
  let newContext: () => Promise<APIRequestContext>;
  test.beforeEach(({ playwright, baseURL }) => {
    newContext = visitorContexts(playwright, baseURL);
  });

  test("pages through the results; a page past the end shows the last page; a filter change starts again at page 1", async ({
    page,
  }) => {
    const tag = `Pager${randomBytes(3).toString("hex")}`;
    for (let i = 0; i < 11; i++) await seedPatient(newContext, {}, `${tag}x${i}`);
    await logInAsAdmin(page);

    // An old link (or the last patient of the last page archived) points past the end.
    await page.goto(`/admin/patients?search=${tag}&page=7`);
    await expect(page).toHaveURL(new RegExp(`search=${tag}&page=2$`));
    await expect(page.getByText("Showing 11 to 11 of 11 patients")).toBeVisible();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("link", { name: `View Harriet ${tag}x0` })).toBeVisible();

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${tag}$`));
    await expect(page.getByText("Showing 1 to 10 of 11 patients")).toBeVisible();
    await expect(page.getByRole("link", { name: `View Harriet ${tag}x10` })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();

    // Any filter change goes back to page 1 (docs/spec.md §4), and the filters stay in the address.
    await page.getByLabel("Patient type").selectOption("1");
    await expect(page).toHaveURL(new RegExp(`search=${tag}&type=1$`));
    await expect(page.getByText("Showing 1 to 10 of 11 patients")).toBeVisible();
    await page.getByLabel("Status").selectOption("3");
    await expect(page.getByText("No patients found")).toBeVisible();
    await expect(page.getByText(/^Showing/)).toBeHidden();
    await page.goBack();
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByText("Showing 1 to 10 of 11 patients")).toBeVisible();
  });

  test("at 360 px every admin page fits the screen and each patient's status and actions are in view", async ({
    page,
  }) => {
    const patient = await seedPatient(
      newContext,
      { historyOfGallstones: "Removed in 2021" },
      `Narrow${randomBytes(3).toString("hex")}`,
    );
    await logInAsAdmin(page);
    await page.setViewportSize({ width: 360, height: 740 });

    const fits = (what: string) => fitsTheScreen(page, what);

    await page.goto("/admin");
    // The dashboard lists the newest applications: other journeys add theirs at the same time, so
    // it is measured once its list holds any (this patient's, or one newer), never a given name.
    // Its rows read "e-mail · New to the treatment" (or "Existing user").
    await expect(page.getByText(/ · (Existing user|New to the treatment)$/).first()).toBeVisible();
    await fits("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of [
      "Dashboard",
      "Consultations",
      "Patients",
      "Orders",
      "POM register",
      "Messages",
      "System Settings",
    ]) {
      const box = await nav.getByRole("link", { name }).boundingBox();
      expect(box!.x + box!.width, `${name} link in view`).toBeLessThanOrEqual(360);
    }

    await page.goto(`/admin/patients?search=${patient.lastName}`);
    await expect(page.getByText("Showing 1 to 1 of 1 patients")).toBeVisible();
    await fits("/admin/patients");
    for (const target of [
      page.getByRole("listitem").filter({ hasText: patient.lastName }).getByText("Pending Review", { exact: true }),
      page.getByRole("link", { name: `View ${patient.firstName} ${patient.lastName}` }),
      page.getByRole("link", { name: `Edit ${patient.firstName} ${patient.lastName}` }),
    ]) {
      // Within the width of the screen as the page opens, with nothing scrolled sideways.
      await expect(target).toBeVisible();
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.getByRole("link", { name: `View ${patient.firstName} ${patient.lastName}` }).click();
    await expect(page.getByText("Removed in 2021")).toBeVisible();
    await fits("the patient detail");
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Edit Patient/ })).toBeVisible();
    await fits("the edit form");
    await page.goto("/admin/system-settings");
    await expect(page.getByRole("heading", { level: 1, name: "System Settings" })).toBeVisible();
    await fits("/admin/system-settings");
  });
});
