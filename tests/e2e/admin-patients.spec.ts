/** The back office reviews, edits and archives a patient who applied through the patient form. */
import type { APIRequestContext } from "@playwright/test";
import { toast, seedPatient, logInAsAdmin, openFromList, visitorContexts } from "./support/admin-patients";
import { expect, test } from "./support/fixtures";

test.describe("patient review", () => {
  let newContext: () => Promise<APIRequestContext>;
  test.beforeEach(({ playwright, baseURL }) => {
    newContext = visitorContexts(playwright, baseURL);
  });

  test("a pharmacist reviews an application with an exclusion and keeps notes; Approved is left to the consultation", async ({
    page,
  }) => {
    const patient = await seedPatient(newContext, { historyOfPancreatitis: "Mild episode in 2019, no recurrence" });
    await logInAsAdmin(page);
    await openFromList(page, patient, "View");

    await expect(
      page.getByRole("heading", { level: 1, name: `${patient.firstName} ${patient.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText("Pending Review").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs Review" })).toBeVisible();
    await expect(page.getByText("History of pancreatitis")).toBeVisible();
    await expect(page.getByText("Mild episode in 2019, no recurrence")).toBeVisible();
    await expect(page.getByText("1.70 m")).toBeVisible();
    await expect(page.getByText("36.0")).toBeVisible();
    await expect(page.getByText(/^Submitted on \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)).toBeVisible();

    await page.getByRole("button", { name: "Update Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Status" });
    await expect(dialog.getByLabel("Status")).toHaveValue("pending");
    // Approved and Rejected come from a prescriber's decision on the consultation (decision 077).
    await dialog.getByLabel("Status").selectOption("approved");
    await dialog.getByLabel("Admin Notes").fill("Pancreatitis resolved; GP letter seen.");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      toast(page, "Approve or reject from the consultation, where the prescriber's decision is recorded."),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Status").selectOption("pending");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Status updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Pending Review").first()).toBeVisible();
    await expect(page.getByText("Pancreatitis resolved; GP letter seen.")).toBeVisible();

    // Persisted: after a reload the status and notes are still there, and the dialog reopens prefilled.
    await page.reload();
    await expect(page.getByText("Pancreatitis resolved; GP letter seen.")).toBeVisible();
    await page.getByRole("button", { name: "Edit Notes" }).click();
    await expect(dialog.getByLabel("Status")).toHaveValue("pending");
    await expect(dialog.getByLabel("Admin Notes")).toHaveValue("Pancreatitis resolved; GP letter seen.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The access history shows the views and the change.
    await expect(page.getByText("Updated status or notes").first()).toBeVisible();
  });

  test("a pharmacist edits a patient's details and measurements", async ({ page }) => {
    const patient = await seedPatient(newContext);
    await logInAsAdmin(page);
    await openFromList(page, patient, "Edit");

    await expect(
      page.getByRole("heading", { level: 1, name: `Edit Patient: ${patient.firstName} ${patient.lastName}` }),
    ).toBeVisible();
    await expect(page.getByLabel("BMI")).toHaveValue("36.0");

    await page.getByLabel("First Name").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();

    await page.getByLabel("First Name").fill("Henrietta");
    await page.getByLabel("Weight (kg)").fill("92.5");
    await expect(page.getByLabel("BMI")).toHaveValue("32.0");
    await page.getByLabel("History of heart condition").click();
    await page.getByLabel("Details for History of heart condition").fill("Stable angina, reviewed 2024");
    await page.getByRole("button", { name: "Save Changes" }).click();

    await expect(toast(page, "Patient updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Henrietta ${patient.lastName}` })).toBeVisible();
    await expect(page.getByText("92.5 kg")).toBeVisible();
    await expect(page.getByText("32.0", { exact: true })).toBeVisible();
    await expect(page.getByText("Stable angina, reviewed 2024")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs Review" })).toBeVisible();

    // 'Other' is kept as no recorded sex; opened again, the form shows Other and saves without asking again.
    // The first save's toast goes first, so the one awaited below is the second save's.
    await expect(toast(page, "Patient updated")).toBeHidden({ timeout: 15_000 });
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByLabel("Sex").selectOption("other");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Patient updated")).toBeVisible();
    await expect(page.getByText("Not specified", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByLabel("Sex")).toHaveValue("other");
    await page.getByLabel("Phone").fill("07700 900999");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Sex is required")).toBeHidden();
    await expect(page.getByText("07700 900999")).toBeVisible();
  });

  test("a pharmacist deletes (archives) a patient, who then disappears from the list", async ({ page }) => {
    const patient = await seedPatient(newContext);
    await logInAsAdmin(page);
    await openFromList(page, patient, "View");

    const detailUrl = page.url();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Patient" });
    await expect(
      dialog.getByText("Are you sure you want to delete this patient? This action cannot be undone."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete Patient" }).click();
    await expect(toast(page, "Patient deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/patients$/);

    await page.getByLabel("Search").fill(patient.lastName);
    await expect(page.getByText("No patients found")).toBeVisible();
    await page.goto(detailUrl);
    await expect(page.getByRole("heading", { name: "Patient Not Found" })).toBeVisible();
    await page.goto(`${detailUrl}/edit`);
    await expect(page.getByRole("heading", { name: "Patient Not Found" })).toBeVisible();
    await expect(
      page.getByText("Could not load patient details. The patient may have been deleted or there was an error."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Return to Patient List" }).click();
    await expect(page).toHaveURL(/\/admin\/patients$/);
  });
});
