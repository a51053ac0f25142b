/**
 * Side effects (issue 13): a red flag ticked on /account/side-effects shows the urgent advice at
 * once, and the report's confirmation repeats it with the Yellow Card link; on a 360 px phone,
 * with no axe violation. The prescriber then marks it handled from the patient's page, with a note.
 */
import { URGENT_HELP_MESSAGE, YELLOW_CARD_URL } from "../../src/shared/domain/clinical/side-effects";
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { staffPage } from "./support/staff-orders";
import { patientWithRecord } from "./support/patient-record";
import { apiOf } from "./support/typed-api";

test("a red flag shows the urgent advice at once, the confirmation gives the Yellow Card link, and the prescriber marks it handled", async ({
  page,
  browser,
}) => {
  const { name } = await patientWithRecord(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/account");
  await page.getByRole("link", { name: "Report a side effect" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Report a side effect" })).toBeVisible();
  await settled(page);
  await fitsTheScreen(page);
  await expectNoViolations(page, "/account/side-effects at 360 px");

  await page.getByRole("group", { name: "Feeling sick (nausea)" }).getByLabel("Moderate").check();
  await expect(page.getByText(URGENT_HELP_MESSAGE)).toHaveCount(0);
  await page.getByLabel("Yellowing of your skin or the whites of your eyes").check();
  await expect(page.getByRole("alert").filter({ hasText: URGENT_HELP_MESSAGE })).toBeVisible();

  await page.getByLabel("Anything else you want to tell us (optional)").fill("Started two days ago.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, we have your report" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: URGENT_HELP_MESSAGE })).toBeVisible();
  await expect(page.getByText("We will not send your next pen until they have.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Report to the Yellow Card scheme/ })).toHaveAttribute(
    "href",
    YELLOW_CARD_URL,
  );
  await fitsTheScreen(page);
  await expectNoViolations(page, "the report's confirmation at 360 px");

  // The prescriber records what was done, from the patient's page.
  const staff = await staffPage(browser);
  const lastName = name.split(" ")[1]!;
  const list = await (await apiOf(staff).admin.patients.$get({ query: { search: lastName } })).json();
  await staff.goto(`/admin/patients/${list.data[0]!.patient_id}`);
  await staff.getByRole("button", { name: "Mark handled" }).click();
  const dialog = staff.getByRole("dialog", { name: "Mark the report handled" });
  await dialog.getByRole("button", { name: "Mark handled" }).click();
  await expect(dialog.getByLabel("Note")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Note").fill("Called the patient: advised to see their GP today.");
  await dialog.getByRole("button", { name: "Mark handled" }).click();
  await expect(staff.getByText("The report is marked handled.")).toBeVisible();
  await expect(staff.getByText(/Handled by .*: Called the patient: advised to see their GP today\./)).toBeVisible();
  await staff.context().close();
});
