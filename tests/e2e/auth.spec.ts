/** Signing up, confirming, signing in and out at /auth, as a visitor does it. */
import { field, toast, navState, existingAccount, signInThroughForm } from "./support/auth-page";
import { confirmationLink, expect, latestMail, signUpViaApi, test, uniqueEmail } from "./support/fixtures";
import { apiOf } from "./support/typed-api";

test("a visitor creates an account, confirms it from the e-mail and lands on the first step of the patient form", async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");

  await field(page, "Email").fill(email);
  await field(page, "Password").fill("secret-password");
  await field(page, "Confirm Password").fill("secret-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(toast(page, "Account created!")).toBeVisible();
  await expect(toast(page, "Please check your email to confirm your account.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  const welcome = await latestMail(page, email, "welcome");
  expect(welcome.text).toContain(`Hello ${email.split("@")[0]}`);

  // Decision 027: the link signs the new patient in and opens the form.
  await page.goto(await confirmationLink(page, email));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
});

test("a visitor carrying a passed BMI check sees it noted, and the data goes on to the form", async ({ page }) => {
  await page.goto("/");
  // Arrive at /auth with navigation state, as the BMI calculator does.
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { userData: { bmi: 32.4, height: 170, weight: 93.6 } }, key: "bmi", idx: 1 },
      "",
      "/auth",
    );
    window.history.pushState({ usr: null, key: "next", idx: 2 }, "", "/");
    window.history.back();
  });
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("BMI eligibility check passed")).toBeVisible();
  await expect(page.getByText("(your BMI: 32.4)", { exact: false })).toBeVisible();

  const email = uniqueEmail();
  await field(page, "Email").fill(email);
  await field(page, "Password").fill("secret-password");
  await field(page, "Confirm Password").fill("secret-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(toast(page, "Account created!")).toBeVisible();

  // The data waits on this device for the e-mailed link, which opens the form with it.
  await page.goto(await confirmationLink(page, email));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  expect(await navState(page)).toMatchObject({ userData: { bmi: 32.4, height: 170 }, redirectToBasic: true });
});

test("the Sign In and Sign Up tabs are one stop of the tab order, moved between with the arrow keys, Home and End", async ({
  page,
}) => {
  await page.goto("/auth");
  const signIn = page.getByRole("tab", { name: "Sign In" });
  const signUp = page.getByRole("tab", { name: "Sign Up" });
  await expect(signUp).toHaveAttribute("aria-selected", "true");
  await expect(signIn).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("tabpanel", { name: "Sign Up" }).getByLabel("Confirm Password")).toBeVisible();

  await signUp.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(signIn).toBeFocused();
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel", { name: "Sign In" }).getByRole("button", { name: "Sign In", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);

  // Round the ends, and to the last and the first.
  await page.keyboard.press("ArrowLeft");
  await expect(signUp).toBeFocused();
  await expect(signUp).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(signUp).toHaveAttribute("aria-selected", "true");

  // Tab leaves the list for the selected tab's panel.
  await page.keyboard.press("Tab");
  await expect(signIn).not.toBeFocused();
  await expect(signUp).not.toBeFocused();
});

test("mismatched passwords are refused with a toast and an error on the field", async ({ page }) => {
  await page.goto("/auth");
  await field(page, "Email").fill(uniqueEmail());
  await field(page, "Password").fill("secret-password");
  await field(page, "Confirm Password").fill("other-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(toast(page, "Password mismatch")).toBeVisible();
  await expect(toast(page, "Passwords do not match. Please try again.")).toBeVisible();
  const confirm = field(page, "Confirm Password");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match. Please try again.");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a password shorter than 6 characters is refused before anything is sent", async ({ page }) => {
  await page.goto("/auth");
  await field(page, "Email").fill(uniqueEmail());
  await field(page, "Password").fill("12345");
  await field(page, "Confirm Password").fill("12345");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(toast(page, "Password too short")).toBeVisible();
  await expect(field(page, "Password")).toHaveAccessibleDescription("Password must be at least 6 characters long.");
  await expect(page).toHaveURL(/\/auth$/);
});

test("signing in from a protected page goes back to that page", async ({ page }) => {
  // A patient with a record, so the dose step stays open rather than sending them to the first step.
  const { email, password } = await signUpViaApi(page, uniqueEmail(), "secret-password");
  const basic = {
    forSelf: "yes",
    userType: "new",
    salutation: "",
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "07700 900123",
    dob: "1985-06-15",
    sex: "female",
    address1: "1 High Street",
    address2: "",
    city: "Oxford",
    postcode: "OX1 1AA",
  };
  expect((await page.request.put("/api/patient/basic", { data: basic })).status()).toBe(200);
  await page.context().clearCookies();
  await page.goto("/patient-form/dose");
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, email, password);

  await expect(page).toHaveURL(/\/patient-form\/dose$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dose Selection" })).toBeVisible();
  await expect(toast(page, "Welcome back!")).toBeVisible();
});

test("a wrong password shows the service's message", async ({ page }) => {
  const { email } = await existingAccount(page);
  await page.goto("/auth");
  await signInThroughForm(page, email, "wrong-password");

  await expect(toast(page, "Sign in failed")).toBeVisible();
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("signing out from the user menu ends the session and returns home", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.goto("/prices");
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();

  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  const me = await (await apiOf(page).me.$get()).json();
  expect(me.user).toBeNull();
});

test("a signed-in user visiting /auth is sent on to the patient form", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/patient-form\/basic$/);
  // Replaced, not pushed: going back does not return to /auth.
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
});

test("signing up with an e-mail that already has an account looks the same as a new one; the owner is told by e-mail", async ({
  page,
}) => {
  const { email } = await existingAccount(page);
  await page.goto("/auth");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill("another-password");
  await field(page, "Confirm Password").fill("another-password");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(toast(page, "Account created!")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();
  const notice = await latestMail(page, email, "sign_up_attempt");
  expect(notice.subject).toBe("Someone tried to create an account with your e-mail address");
});

test("signing in before confirming says so and offers a new link", async ({ page }) => {
  const email = uniqueEmail();
  expect(
    (
      await page.request.post("/api/auth/sign-up/email", { data: { email, password: "secret-password", name: "x" } })
    ).status(),
  ).toBe(200);
  await page.goto("/auth");
  await signInThroughForm(page, email, "secret-password");
  await expect(page.getByRole("alert").filter({ hasText: "Please confirm your e-mail address first" })).toBeVisible();
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("button", { name: "New link sent" })).toBeDisabled();
  await latestMail(page, email, "email_confirmation");
});

test("when the sign-in service cannot be reached the visitor gets the generic message", async ({ page }) => {
  await page.route("**/api/auth/sign-in/email", (route) => route.abort("connectionrefused"));
  await page.goto("/auth");
  await signInThroughForm(page, uniqueEmail(), "secret-password");

  await expect(toast(page, "Sign in failed")).toBeVisible();
  await expect(toast(page, "An unexpected error occurred. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
});
