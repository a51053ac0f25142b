/**
 * Side effects (issue 13): a red flag ticked on /account/side-effects shows the urgent advice at
 * once, and the report's confirmation repeats it with the Yellow Card link; on a 360 px phone,
 * with no axe violation.
 */
import { URGENT_HELP_MESSAGE, YELLOW_CARD_URL } from "../../src/shared/domain/side-effects";
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { patientWithRecord } from "./support/patient-record";

test("a red flag shows the urgent advice at once, and the confirmation gives the Yellow Card link", async ({
  page,
}) => {
  await patientWithRecord(page);
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
});
