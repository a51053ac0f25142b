import { expect, latestMail, test, uniqueEmail } from "./support/fixtures";
import { readMailbox } from "./support/untyped-routes";

test("a visitor sends a message: it is confirmed, the form is cleared and the acknowledgement is queued", async ({
  page,
}) => {
  const email = uniqueEmail("contact");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByText("Monday-Friday 9:00 AM-6:00 PM").first()).toBeVisible();
  await expect(page.locator('iframe[title^="Map showing the location of The Village Pharmacy"]')).toHaveAttribute(
    "loading",
    "lazy",
  );

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone (optional)", exact: true }).fill("01632 960000");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Can I collect my treatment on a Saturday?");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByText("Thank you for your message. We'll get back to you within 24 hours!")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");

  const mail = await latestMail(page, email, "contact_form");
  expect(mail.subject).toBe("Thank you for contacting The Village Pharmacy");
  // Anyone can type any address, so the acknowledgement repeats nothing the sender wrote.
  expect(mail.text).not.toContain("Can I collect my treatment on a Saturday?");

  // The staff notice carries the message and how to answer it.
  let staff: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const items = await readMailbox(page);
      staff = items.find(
        (m) => m.type === "admin_notification" && m.to === "hello@villagepharmacy.example" && m.text.includes(email),
      );
      return Boolean(staff);
    })
    .toBe(true);
  expect(staff!.subject).toBe("New Contact Form Submission from Jane Doe");
  expect(staff!.text).toContain("Can I collect my treatment on a Saturday?");
});

test("required fields are checked before sending, each message tied to its field", async ({ page }) => {
  let posted = false;
  await page.route("**/api/contact", (route) => {
    posted = true;
    return route.continue();
  });
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription(
    "Name is required",
  );
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAccessibleDescription(
    /Message is required/,
  );
  await expect(page.getByRole("textbox", { name: "Phone (optional)", exact: true })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(posted).toBe(false);
});

test("when the message cannot be stored the visitor is told and keeps what they wrote", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      json: { error: "The service is temporarily unavailable. Please try again shortly." },
    }),
  );
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("contact"));
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me back.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message not sent")).toBeVisible();
  await expect(page.getByText("The service is temporarily unavailable. Please try again shortly.")).toBeVisible();
  await expect(page.getByText("Message Sent")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Please call me back.");
});

test("the contact details say they are loading until the settings arrive", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/settings", async (route) => {
    await released;
    await route.continue();
  });
  // The contact page arrives with the settings in its HTML; reached from a page the browser
  // renders (the account's, which sends a visitor to sign in), it asks for them.
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("main").getByText("Loading contact information...")).toBeVisible();
  release();
  await expect(page.getByRole("main").getByText("Loading contact information...")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "01632 960123" })).toBeVisible();
});

test("after several messages from one address the visitor is asked to wait, and keeps what they wrote", async ({
  page,
}) => {
  await page.goto("/contact");
  // The page's requests share this test's client address; use up its allowance.
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post("/api/contact", {
      data: { name: "Jane Doe", email: uniqueEmail("contact"), message: `Message ${i}` },
    });
    expect(res.status()).toBe(201);
  }
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("contact"));
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("One more question.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message not sent")).toBeVisible();
  await expect(page.getByText(/Please wait a few minutes and try again, or call us\./)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("One more question.");
});
