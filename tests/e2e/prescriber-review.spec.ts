/**
 * The prescriber's review (issue 11, decision 077): a patient completes an order; a member of
 * staff who is not a prescriber records an ID check and attaches evidence, and finds the
 * decision closed to them; the superintendent (a prescriber) records a live-video measurement
 * and approves 2.5 mg; the patient's e-mail names neither the medicine nor a dose; the
 * prescription prints with the prescriber's GPhC number, and the GP letter is marked sent.
 */
import type { Locator, Page } from "@playwright/test";
import { E2E_SIGNING_PIN } from "./support/staff";
import { completeBasicStep, completeSafetyStep } from "./patient-steps";
import { expect, latestMail, signUpViaApi, test } from "./support/fixtures";
import { staffMemberPage, superintendentApi } from "./support/review";
import { staffPage } from "./support/staff-orders";
import { apiOf } from "./support/typed-api";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /notifications/i }).getByText(text, { exact: true });

/** The queue is oldest first, 20 a page: pages on until the consultation's row is there, then opens it. */
async function openFromQueue(staff: Page, linkName: string) {
  const link = staff.getByRole("link", { name: linkName });
  for (let i = 0; i < 20 && !(await link.isVisible()); i++) {
    await expect(staff.getByRole("status").filter({ hasText: "Loading consultations..." })).toHaveCount(0);
    if (await link.isVisible()) break;
    await staff.getByRole("button", { name: "Next" }).click();
  }
  await link.click();
}

/** A PNG of one pixel: a real image, as the server reads the type from the first bytes. */
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function fillIdCheck(dialog: Locator, expiry: string) {
  await expect(dialog.getByLabel("Method")).toHaveValue("live_video_document");
  await dialog.getByLabel("Document type").selectOption("passport");
  await dialog.getByLabel("Last 4 characters").fill("123a");
  await dialog.getByLabel("Expiry date").fill(expiry);
  await dialog.getByLabel("Name matches").check();
  await dialog.getByLabel("Date of birth matches").check();
  await dialog.getByLabel("Outcome").selectOption("verified");
}

test("a staff member checks identity, a prescriber measures and approves 2.5 mg, the patient is told and the prescription prints", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The patient completes their order through the form.
  const { email } = await signUpViaApi(page);
  await page.goto("/patient-form/basic");
  await completeBasicStep(page, { userType: "new" });
  await completeSafetyStep(page);
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await page.getByRole("button", { name: "Next: Shipping" }).click();
  await page.getByRole("button", { name: "Next: Confirmation" }).click();
  await page.getByRole("button", { name: "Complete Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  const { orderId } = await (await apiOf(page).patient.orders.latest.$get()).json();
  const row = `Ada Lovelace, order #${orderId}`;

  // A member of staff: the dashboard counts what waits; the queue opens the consultation.
  const staff = await staffMemberPage(browser);
  await staff.goto("/admin");
  await expect(staff.getByRole("heading", { name: "Awaiting review", exact: true })).toBeVisible();
  await expect(staff.getByText(/^\d+ consultations? awaiting review$/)).toBeVisible();
  await staff.getByRole("link", { name: "Review consultations" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
  await expect(
    staff.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Consultations" }),
  ).toHaveAttribute("aria-current", "page");
  await openFromQueue(staff, row);
  await expect(staff.getByRole("heading", { level: 1, name: "Consultation: Ada Lovelace" })).toBeVisible();
  const consultationUrl = staff.url();
  await expect(staff.getByText("No identity check yet", { exact: true })).toBeVisible();
  await expect(staff.getByText("No independent measurement yet", { exact: true })).toBeVisible();
  // The decision and the measurement are a prescriber's.
  await expect(staff.getByText("Only a prescriber can record a prescribing decision.")).toBeVisible();
  for (const name of ["Approve", "Request information", "Reject"])
    await expect(staff.getByRole("group", { name: "Decision" }).getByRole("button", { name })).toBeDisabled();
  await expect(staff.getByRole("button", { name: "Record measurement" })).toBeDisabled();
  await expect(staff.getByText("Only a prescriber can record a measurement.")).toBeVisible();
  await expect(
    staff
      .getByRole("heading", { name: "Still missing before approval" })
      .locator("..")
      .getByText("Verify the patient's identity first."),
  ).toBeVisible();

  // The ID check: an expired document is refused on its field; a valid one is recorded.
  await staff.getByRole("button", { name: "Record ID check" }).click();
  const idDialog = staff.getByRole("dialog", { name: "Record ID check" });
  await fillIdCheck(idDialog, "2020-01-31");
  await idDialog.getByRole("button", { name: "Record ID check" }).click();
  await expect(idDialog.getByText("An expired document cannot verify identity.")).toBeVisible();
  await expect(idDialog.getByLabel("Expiry date")).toHaveAttribute("aria-invalid", "true");
  await idDialog.getByLabel("Expiry date").fill("2036-01-31");
  await idDialog.getByRole("button", { name: "Record ID check" }).click();
  await expect(toast(staff, "ID check recorded")).toBeVisible();
  await expect(idDialog).toBeHidden();
  await expect(staff.getByText("Passport ending 123A, expires 31 Jan 2036")).toBeVisible();
  await expect(staff.getByText("No identity check yet", { exact: true })).toHaveCount(0);

  // Evidence files: the type is read from the content, so a text file named .png is refused.
  await staff.getByLabel("Kind").selectOption("identity");
  await staff
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await staff.getByRole("button", { name: "Upload file" }).click();
  await expect(staff.getByRole("alert").filter({ hasText: "Only JPEG, PNG or PDF files" })).toBeVisible();
  await staff
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
  await staff.getByRole("button", { name: "Upload file" }).click();
  await expect(toast(staff, "File uploaded")).toBeVisible();
  const fileLink = staff.getByRole("link", { name: /passport\.png/ });
  await expect(fileLink).toHaveAttribute("target", "_blank");
  const served = await staff.request.get((await fileLink.getAttribute("href"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await staff.context().close();

  // The prescriber (the seeded superintendent) measures by live video and approves.
  const prescriber = await staffPage(browser);
  await prescriber.goto(consultationUrl);
  await expect(prescriber.getByRole("heading", { level: 1, name: "Consultation: Ada Lovelace" })).toBeVisible();
  const approve = prescriber.getByRole("dialog", { name: "Approve" });
  const reasoning = "Identity checked by live video with a passport; BMI 34.4 verified on the call; no exclusions.";
  // Approving before an independent measurement: the server refuses, the dialog says why and keeps what was typed.
  await prescriber.getByRole("group", { name: "Decision" }).getByRole("button", { name: "Approve" }).click();
  await approve.getByLabel("Reasoning").fill(reasoning);
  await approve.getByLabel("Two-way contact", { exact: true }).selectOption("live_video");
  await approve.getByLabel("Contraception advice given (MHRA, June 2025)").check();
  await approve.getByLabel("Signing PIN").fill(E2E_SIGNING_PIN);
  await approve.getByRole("button", { name: "Sign and approve" }).click();
  await expect(approve.getByRole("alert")).toContainText(
    "A photo or recorded video cannot be the only verification. Record a live video, in-person, GP-record or third-party measurement.",
  );
  await expect(approve.getByLabel("Reasoning")).toHaveValue(reasoning);
  await prescriber.keyboard.press("Escape");
  await expect(approve).toBeHidden();

  await prescriber.getByRole("button", { name: "Record measurement" }).click();
  const measure = prescriber.getByRole("dialog", { name: "Record measurement" });
  await expect(measure.getByLabel("Method")).toHaveValue("live_video");
  await measure.getByLabel("Weight (kg)").fill("99.5");
  await measure.getByLabel("Height (cm)").fill("170");
  await measure.getByLabel("Source").fill("Video call with the patient");
  await measure.getByRole("button", { name: "Record measurement" }).click();
  await expect(toast(prescriber, "Measurement recorded")).toBeVisible();
  await expect(prescriber.getByText("99.5 kg · 170 cm · BMI 34.4")).toBeVisible();
  await expect(prescriber.getByText("Independent", { exact: true })).toBeVisible();
  await expect(prescriber.getByText(/^Nothing on the record/)).toBeVisible();

  await prescriber.getByRole("group", { name: "Decision" }).getByRole("button", { name: "Approve" }).click();
  await expect(approve.getByLabel("Dose")).toHaveValue(/\d+/);
  await expect(approve.getByLabel("Dose").locator("option:checked")).toHaveText("2.5 mg");
  await expect(approve.getByLabel("Dose").locator("option")).toHaveText(["Choose the dose", "2.5 mg"]);
  await expect(approve.getByText("Record two-way contact with the patient", { exact: false })).toBeVisible();
  // Submitted without reasoning: the message is tied to its field, nothing is recorded.
  await approve.getByRole("button", { name: "Sign and approve" }).click();
  await expect(approve.getByLabel("Reasoning")).toHaveAttribute("aria-invalid", "true");
  await expect(approve.getByText("Reasoning must be at least 20 characters")).toBeVisible();
  await approve.getByLabel("Reasoning").fill(reasoning);
  await approve.getByLabel("Two-way contact", { exact: true }).selectOption("live_video");
  await expect(approve.getByLabel("Share with the GP")).toBeChecked();
  await approve.getByLabel("Contraception advice given (MHRA, June 2025)").check();
  await expect(approve.getByText("Still needed before approval:")).toHaveCount(0);
  // A wrong signing PIN is said at its field and nothing is approved; the right one signs.
  await approve.getByLabel("Signing PIN").fill("000000");
  await approve.getByRole("button", { name: "Sign and approve" }).click();
  await expect(approve.getByLabel("Signing PIN")).toHaveAccessibleDescription(/The signing PIN is not correct/);
  await approve.getByLabel("Signing PIN").fill(E2E_SIGNING_PIN);
  await approve.getByRole("button", { name: "Sign and approve" }).click();
  await expect(toast(prescriber, "Supply approved")).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(prescriber.getByText(/^Approved by .+ \(GPhC \d{7}\) on .+: 2\.5 mg, one pen$/)).toBeVisible();
  await expect(
    prescriber.getByRole("heading", { level: 1 }).locator("..").getByText("Approved", { exact: true }),
  ).toBeVisible();

  // The patient's page links to the consultation; Approved or Rejected cannot be set by hand there.
  await prescriber.getByRole("link", { name: "Ada Lovelace", exact: true }).click();
  await expect(prescriber.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(prescriber.getByRole("link", { name: `Consultation for order #${orderId}` })).toHaveAttribute(
    "href",
    new URL(consultationUrl).pathname,
  );
  await prescriber.getByRole("button", { name: "Update Status" }).click();
  const status = prescriber.getByRole("dialog", { name: "Update Status" });
  await expect(status.getByLabel("Status")).toHaveValue("approved");
  await status.getByLabel("Status").selectOption("rejected");
  await status.getByRole("button", { name: "Save Changes" }).click();
  await expect(status.getByRole("alert")).toHaveText(
    "Approve or reject from the consultation, where the prescriber's decision is recorded.",
  );
  await expect(status.getByLabel("Status")).toHaveAttribute("aria-invalid", "true");
  await prescriber.keyboard.press("Escape");
  await prescriber.goto(consultationUrl);

  // The patient's e-mail says the order was reviewed, never the medicine or a dose (decision 026).
  const mail = await latestMail(page, email, "consultation_reviewed");
  expect(mail.subject).toBe(`Your consultation has been reviewed - Order #${orderId}`);
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mounjaro|tirzepatide|\d\s?mg\b|2\.5/i);

  // The prescription prints with the prescriber's GPhC number and electronic signature.
  const api = await superintendentApi();
  const staffList = await (await apiOf(api).admin.staff.$get()).json();
  await api.dispose();
  const gphc = staffList.active.find((m) => m.email === "admin@e2e.local")?.gphcNumber;
  expect(gphc).toMatch(/^\d{7}$/);
  await prescriber.getByRole("link", { name: "Print prescription" }).click();
  await expect(prescriber.getByRole("heading", { level: 1, name: "Private prescription" })).toBeVisible();
  await expect(prescriber.getByText(`GPhC number ${gphc}`)).toBeVisible();
  await expect(prescriber.getByText("1 pre-filled pen")).toBeVisible();
  // Signed electronically on approval (decision 118), and verified now.
  await expect(
    prescriber.getByText(new RegExp(`^Signed electronically by .+ \\(GPhC ${gphc}\\) on .+$`)),
  ).toBeVisible();
  await expect(prescriber.getByText(/^SHA-256 of the particulars begins [0-9a-f]{16}$/)).toBeVisible();
  await prescriber.getByRole("button", { name: "Verify signature" }).click();
  await expect(prescriber.getByRole("status").filter({ hasText: "Signature verified" })).toBeVisible();
  await expect(prescriber.getByText(/^Valid until: .+ \(6 months from the date of issue\)$/)).toBeVisible();
  await prescriber.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await prescriber.getByRole("button", { name: "Print" }).click();
  expect(await prescriber.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper, only the document: the back office's header is hidden.
  await prescriber.emulateMedia({ media: "print" });
  await expect(prescriber.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await expect(prescriber.getByRole("button", { name: "Print" })).toBeHidden();
  await prescriber.emulateMedia({ media: "screen" });

  // The GP letter (the patient consented) is marked sent by post.
  await prescriber.getByRole("link", { name: "Back to the consultation" }).click();
  await prescriber.getByRole("link", { name: "GP letter" }).click();
  await expect(prescriber.getByRole("heading", { level: 1, name: "Letter to the GP" })).toBeVisible();
  await expect(prescriber.getByText("Jericho Health Centre")).toBeVisible();
  await prescriber.getByLabel("Channel").selectOption("post");
  await prescriber.getByRole("button", { name: "Mark as sent" }).click();
  await expect(toast(prescriber, "GP letter marked as sent")).toBeVisible();
  await expect(prescriber.getByRole("status").filter({ hasText: /^Sent by post on .+ by / })).toBeVisible();
  await prescriber.context().close();
});
