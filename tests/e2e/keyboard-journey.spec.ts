/**
 * The whole new-patient journey with the keyboard alone: from the home page through the BMI
 * check, sign-up and every step of the patient form to /order-success. The test never clicks,
 * checks or selects through the mouse: it moves with Tab, operates with Enter, Space and the
 * arrow keys, and types with the keyboard. Every control it reaches must show its focus.
 */
import type { Locator, Page } from "@playwright/test";
import { confirmationLink, expect, latestMail, test, uniqueEmail } from "./support/fixtures";
import { SAFETY_QUESTIONS } from "./patient-steps";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

const MAX_TABS = 80;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, then checks that the focus is
 * visible on it. Fails if the control cannot be reached within MAX_TABS presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard in ${MAX_TABS} presses`);
}

/** The focused control is drawn with a focus indicator (an outline or a ring). */
async function expectVisibleFocus(target: Locator) {
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return { focusVisible: el.matches(":focus-visible"), drawn: outline || ring };
  });
  expect(indicator, `visible focus on ${target}`).toEqual({ focusVisible: true, drawn: true });
}

/** Tabs to a text field and types into it, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

/**
 * An arrow key held as a hand holds it. A radio group moves the focus on the next tick after the
 * key goes down and selects the radio it lands on only while the key is still down; a key
 * released at once (on a busy machine, before that tick) moves the focus without choosing.
 */
const arrow = (page: Page, key: "ArrowLeft" | "ArrowRight" | "ArrowDown") => page.keyboard.press(key, { delay: 80 });

/** Tabs into a radio group and moves the choice with the arrow keys until `option` is checked. */
async function chooseRadio(page: Page, group: Locator, option: Locator) {
  await expect(group).toBeVisible();
  const radioFocusedInGroup = () =>
    group.evaluate(
      (el) => el.contains(document.activeElement) && document.activeElement?.getAttribute("role") === "radio",
    );
  let presses = 0;
  while (!(await radioFocusedInGroup())) {
    if (++presses > MAX_TABS) throw new Error(`could not reach ${group} with the keyboard in ${MAX_TABS} presses`);
    await page.keyboard.press("Tab");
  }
  await expectVisibleFocus(group.locator(":focus"));
  for (let i = 0; i < 10 && !(await option.isChecked()); i++) {
    await ((await isFocused(option)) ? page.keyboard.press("Space") : arrow(page, "ArrowRight"));
  }
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
}

test("a new patient completes the whole journey with the keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("keyboard");

  // Home → Am I Suitable?
  await page.goto("/");
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Check Eligibility" }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/am-i-suitable$/);

  // The BMI check.
  await typeInto(page, page.getByLabel("Height (cm)"), "170");
  await typeInto(page, page.getByLabel("Weight (kg)"), "100");
  const gender = page.getByRole("radiogroup", { name: "Gender" });
  await chooseRadio(page, gender, gender.getByRole("radio", { name: "Female" }));
  await tabTo(page, page.getByRole("button", { name: "Calculate BMI" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("bmi-value")).toHaveText("34.6");
  await tabTo(page, page.getByRole("link", { name: "Continue" }));
  await page.keyboard.press("Enter");

  // Sign up (the default tab), carrying the calculator's data.
  await expect(page).toHaveURL(/\/auth$/);
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await typeInto(page, signUp.getByLabel("Email"), email);
  await typeInto(page, signUp.getByLabel("Password", { exact: true }), "secret-password");
  await typeInto(page, signUp.getByLabel("Confirm Password"), "secret-password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();

  // The e-mailed link (decision 027): one keyboard press confirms, signs in and opens the form.
  await page.goto(await confirmationLink(page, email));
  await tabTo(page, page.getByRole("button", { name: "Confirm my e-mail address" }));
  await page.keyboard.press("Enter");

  // Step 1: basic information, prefilled with the account e-mail and the calculator's sex.
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  await expect(page.getByText("Step 1 of 6: Tell us about yourself")).toBeVisible();
  await expect(page.getByLabel("Email *")).toHaveValue(email);
  const sex = page.getByRole("group", { name: "Sex *" });
  await expect(sex.getByRole("radio", { name: "Female" })).toBeChecked();
  const forSelf = page.getByRole("group", { name: /for yourself/ });
  await expect(forSelf.getByRole("radio", { name: "Yes" })).toBeChecked();

  // Nothing typed yet: Enter on Next lists what is missing.
  await tabTo(page, page.getByRole("button", { name: "Next: Safety Check" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please Complete Required Fields")).toBeVisible();
  await expect(page.getByText("First Name is required").first()).toBeVisible();

  await tabTo(page, page.getByLabel("Title"), { backwards: true });
  await page.keyboard.type("Ms");
  await expect(page.getByLabel("Title")).toHaveValue("Ms");
  await typeInto(page, page.getByLabel("First Name *"), "Grace");
  await typeInto(page, page.getByLabel("Last Name *"), "Hopper");
  await typeInto(page, page.getByLabel("Phone Number *"), "07700 900456");
  await tabTo(page, page.getByLabel(/Date of Birth/));
  // Day and month alike, so the date reads the same whatever order the browser's locale uses.
  await page.keyboard.type("05051976");
  await expect(page.getByLabel(/Date of Birth/)).toHaveValue("1976-05-05");
  await expect(page.getByText(/Age: \d+ years/)).toBeVisible();
  await typeInto(page, page.getByLabel("Address Line 1 *"), "2 Mill Lane");
  await typeInto(page, page.getByLabel("City *"), "Cambridge");
  await typeInto(page, page.getByLabel("Postcode *"), "CB2 1TN");
  await tabTo(page, page.getByRole("button", { name: "Next: Safety Check" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your basic information has been saved.")).toBeVisible();

  // Step 2: safety check, height and weight carried from the calculator.
  await expect(page).toHaveURL(/\/patient-form\/safety$/);
  await expect(page.getByText("Step 2 of 5: Medical history and safety screening")).toBeVisible();
  await expect(page.getByLabel("Height (cm) *")).toHaveValue("170");
  await expect(page.getByLabel("BMI")).toHaveValue("34.6");
  // Every question is answered with the keyboard, in the order the step shows them: none is
  // answered for the patient (decision 082).
  for (const question of SAFETY_QUESTIONS) {
    const group = page.getByRole("group", { name: question, exact: true });
    const answer = question === "Are you taking any other medications?" ? "Yes" : "No";
    await chooseRadio(page, group, group.getByRole("radio", { name: answer }));
    if (answer === "Yes") {
      await typeInto(page, page.getByLabel("Current medications: details"), "Vitamin D");
      // The three medical answers save themselves (the two before this one already have).
      await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toHaveCount(3, { timeout: 8000 });
    }
  }
  // The "Your GP" card: consent with the arrow keys and Space, the practice typed.
  const gpConsent = page.getByRole("group", { name: /share information about your treatment with your GP/ });
  await chooseRadio(page, gpConsent, gpConsent.getByRole("radio", { name: "Yes" }));
  await typeInto(page, page.getByLabel("GP practice name *"), "Trumpington Street Medical Practice");
  await typeInto(page, page.getByLabel("GP practice address *"), "56 Trumpington Street, Cambridge CB2 1RG");
  await tabTo(page, page.getByRole("button", { name: "Next: Dose Selection" }));
  await page.keyboard.press("Enter");

  // Step 3: the starter dose.
  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await expect(page.getByText("Step 4 of 6: Choose your starting dose")).toBeVisible();
  const doses = page.getByRole("radiogroup", { name: "Dose" });
  const starter = doses.getByRole("radio", { name: /^Mounjaro 2\.5mg/ });
  await chooseRadio(page, doses, starter);
  // The other doses are not available to a new patient: the arrow keys pass them by.
  await arrow(page, "ArrowDown");
  await expect(starter).toBeChecked();
  await expect(starter).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Next: Shipping" }));
  await page.keyboard.press("Enter");

  // Step 4: shipping. Pickup shows the pharmacy; back to home delivery at the patient's address.
  await expect(page).toHaveURL(/\/patient-form\/shipping$/);
  const method = page.getByRole("radiogroup", { name: "Delivery method" });
  await chooseRadio(page, method, method.getByRole("radio", { name: /Pharmacy Pickup/ }));
  await expect(page.getByRole("heading", { name: "Collection Address" })).toBeVisible();
  await arrow(page, "ArrowLeft");
  await expect(method.getByRole("radio", { name: /Home Delivery/ })).toBeChecked();
  await expect(page.getByLabel("Address Line 1 *")).toHaveValue("2 Mill Lane");
  await typeInto(page, page.getByLabel("Address Line 2"), "Flat 3");
  await tabTo(page, page.getByRole("button", { name: "Next: Confirmation" }));
  await page.keyboard.press("Enter");

  // Step 5: confirmation.
  await expect(page).toHaveURL(/\/patient-form\/confirmation$/);
  await expect(page.getByText("Step 6 of 6: Review your information and complete your order")).toBeVisible();
  await expect(page.getByRole("main").getByText("Flat 3")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Complete Order" }));
  await page.keyboard.press("Enter");

  // Order success: the booking link and the way home are reachable.
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole("heading", { name: "Order Completed Successfully!" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Grace Hopper")).toBeVisible();
  const book = page.getByRole("link", { name: /Book Consultation/ });
  await tabTo(page, book);
  expect(new URL((await book.getAttribute("href"))!).searchParams.get("email")).toBe(email);
  expect((await latestMail(page, email, "order_confirmation")).subject).toMatch(/^Order Confirmation #\d+$/);
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Return Home" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
});
