/**
 * Messages (issue 13): a patient writes to the pharmacy from /account/messages, staff find the
 * unread message from the dashboard and reply on the patient's page, and the patient reads the
 * reply; the e-mail says only that a message is waiting. The pages pass axe, the patient's on a
 * 360 px phone.
 */
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, latestMail, test } from "./support/fixtures";
import { patientWithRecord } from "./support/patient-record";
import { staffPage } from "./support/staff-orders";

test("a patient sends a message, staff reply, and the patient sees the reply", async ({ page, browser }) => {
  test.slow();
  const { email, name } = await patientWithRecord(page);

  await page.goto("/account");
  await page.getByRole("link", { name: "Messages" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByText("No messages yet. Write to us below.")).toBeVisible();

  // An empty message is refused beside its field.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Your message")).toHaveAccessibleDescription("Enter a message");

  await page.getByLabel("Your message").fill("Can I inject on a different day this week?");
  await page.getByRole("button", { name: "Send message" }).click();
  const thread = page.getByRole("list", { name: "Conversation with the pharmacy" });
  await expect(thread.getByText("Can I inject on a different day this week?")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("");
  await page.setViewportSize({ width: 360, height: 740 });
  await settled(page);
  await fitsTheScreen(page);
  await expectNoViolations(page, "/account/messages at 360 px");

  const staff = await staffPage(browser);
  await staff.goto("/admin");
  await staff.getByRole("link", { name: new RegExp(`${name} \\(1\\)`) }).click();
  await expect(staff.getByRole("heading", { level: 1, name })).toBeVisible();
  const staffThread = staff.getByRole("list", { name: "Messages with the patient" });
  await expect(staffThread.getByText("Can I inject on a different day this week?")).toBeVisible();
  await staff.getByLabel("Reply to the patient").fill("Yes: keep at least 3 days between two injections.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staffThread.getByText("Yes: keep at least 3 days between two injections.")).toBeVisible();
  await expectNoViolations(staff, "the patient's page with the thread and the reports");
  await staff.context().close();

  const mail = await latestMail(page, email, "message_waiting");
  expect(mail.subject).toMatch(/^New message from /);
  expect(mail.text).toContain("/account/messages");
  expect(mail.text).not.toContain("3 days");

  await page.reload();
  await expect(thread.getByText("Yes: keep at least 3 days between two injections.")).toBeVisible();
  await expect(thread.getByText("Read by the pharmacy")).toBeVisible();
});
