import { ADMIN, expect, signUpViaApi, test } from "./support/fixtures";

const SCRIPT = `<script>window.__injected = "script"</script>`;
const IMG = `<img src=x onerror="window.__injected = 'img'">`;

test("a patient's name carrying HTML shows as text on the admin detail page, and nothing of it runs", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  const { email } = await signUpViaApi(page);
  const saved = await page.request.put("/api/patient/basic", {
    data: {
      forSelf: "yes",
      userType: "new",
      salutation: "",
      firstName: SCRIPT,
      lastName: IMG,
      email,
      phone: "07700 900123",
      dob: "1985-06-15",
      sex: "female",
      address1: `<b>1 High Street</b>`,
      address2: "",
      city: "Oxford",
      postcode: "OX1 1AA",
    },
  });
  expect(saved.status()).toBe(200);
  const { patientId } = (await saved.json()) as { patientId: number };

  await page.context().clearCookies();
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: ADMIN });
  expect(signIn.status()).toBe(200);

  await page.goto(`/admin/patients/${patientId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${SCRIPT} ${IMG}`);
  await expect(page.getByText("<b>1 High Street</b>", { exact: true })).toBeVisible();

  // No element was made from the stored text.
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(await page.locator("script", { hasText: "__injected" }).count()).toBe(0);
  expect(await page.locator("b", { hasText: "1 High Street" }).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
