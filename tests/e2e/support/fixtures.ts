import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { randomBytes, randomInt } from "node:crypto";
import { keyFromUri, totp } from "../../support/totp";
import {
  E2E_ADMIN_TOTP_SECRET,
  E2E_CHECKER,
  E2E_CHECKER_TOTP_SECRET,
  E2E_PRESCRIBER,
  E2E_PRESCRIBER_TOTP_SECRET,
} from "./staff";
import { type MailboxItem, readMailbox, twoFactorSetupOf } from "./untyped-routes";
import { currentBaseURL } from "./base-url";

export const ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };

export const uniqueEmail = (prefix = "patient") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

/**
 * Whether the page's script runs: a public page the server rendered has hydrated its islands
 * (the islands' script says so with an `islands-hydrated` event, decision 107), any other page
 * has React on its root. A page whose HTML loads no app is running as it arrives.
 */
const appIsRunning = () => {
  // As the not-found page inside the back office or the patient's area.
  const startsApp =
    document.querySelector("#initial-data[data-app]") !== null ||
    [...document.scripts].some((s) => s.type === "module" && s.src !== "" && new URL(s.src).pathname !== "/boot.js");
  if (!startsApp) return true;
  const root = document.getElementById("root");
  if ((window as unknown as { islandsHydrated?: boolean }).islandsHydrated) return true;
  return root !== null && Object.keys(root).some((k) => k.startsWith("__reactContainer$"));
};

/**
 * Every test gets its own client address (rate limits are per address) and fails on page errors.
 * A full navigation waits until the page's script runs: a public page arrives as HTML, where a
 * click on an island before it is hydrated does nothing (a user on a slow phone would tap again; a test must
 * not race it). Pages without JavaScript are read as they arrive.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      await page.addInitScript(() =>
        addEventListener("islands-hydrated", () => {
          (window as unknown as { islandsHydrated?: boolean }).islandsHydrated = true;
        }),
      );
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A test that asked for the page as soon as it commits watches it arrive itself.
        if (options?.waitUntil === "commit") return response;
        // A navigation the test expects to fail, or a page that never starts the app (a file
        // download, an error page), is left as it is; the test's own assertions decide.
        await page.waitForFunction(appIsRunning, null, { timeout: 20_000 }).catch(() => {});
        return response;
      };
    }
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` });
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The seeded employee's current authenticator code. */
export const adminCode = () => totp(Buffer.from(E2E_ADMIN_TOTP_SECRET, "utf8"));

/** Signs the seeded employee in through the API: the password, then the code (decision 065). */
export async function signInAsAdmin(page: Page | APIRequestContext) {
  await signInWithCode(page, ADMIN, adminCode);
}

/** Signs the journeys' second member of staff in (support/server.ts): the accuracy check's checker. */
export async function signInAsChecker(page: Page | APIRequestContext) {
  await signInWithCode(page, E2E_CHECKER, () => totp(Buffer.from(E2E_CHECKER_TOTP_SECRET, "utf8")));
}

/** Signs in one of the journeys' members of staff who has an authenticator key of their own (support/staff.ts). */
export async function signInAs(
  page: Page | APIRequestContext,
  account: { email: string; password: string; totpSecret: string },
) {
  await signInWithCode(page, account, () => totp(Buffer.from(account.totpSecret, "utf8")));
}

/** Signs the journeys' prescriber in (support/server.ts): the approvals made through the API are theirs. */
export async function signInAsPrescriber(page: Page | APIRequestContext) {
  await signInWithCode(page, E2E_PRESCRIBER, () => totp(Buffer.from(E2E_PRESCRIBER_TOTP_SECRET, "utf8")));
}

async function signInWithCode(
  page: Page | APIRequestContext,
  credentials: { email: string; password: string },
  code: () => string,
) {
  const request = "request" in page ? page.request : page;
  const first = await request.post("/api/auth/sign-in/email", {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  // With a cookie set, better-auth wants the Origin a browser sends.
  const origin = currentBaseURL();
  const res = await request.post("/api/auth/two-factor/verify-totp", { data: { code: code() }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Sets up the second factor of the signed-in account in `request`, as the login page does (decision 065). */
export async function setUpSecondFactor(request: APIRequestContext, password: string) {
  const origin = currentBaseURL();
  const setup = await request.post("/api/auth/two-factor/enable", { data: { password }, headers: { origin } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { totpURI } = await twoFactorSetupOf(setup);
  const verified = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: totp(keyFromUri(totpURI)) },
    headers: { origin },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The second step of the staff login page: the authenticator code. */
export async function enterAdminCode(page: Page) {
  await page.getByLabel("Authentication code").fill(adminCode());
  await page.getByRole("button", { name: "Verify" }).click();
}

/** The newest queued e-mail to `to` (development mailbox), waiting for it to appear. */
export async function latestMail(page: Page, to: string, type?: string): Promise<MailboxItem> {
  let found: MailboxItem | undefined;
  await expect
    .poll(async () => {
      const items = await readMailbox(page);
      found = items.find((m) => m.to === to && (!type || m.type === type));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The confirmation link (/auth?token=…&type=signup) of the newest welcome or confirmation e-mail to `to`. */
export async function confirmationLink(page: Page | APIRequestContext, to: string): Promise<string> {
  const request = "request" in page ? page.request : page;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const items = await readMailbox(request);
      const mail = items.find((m) => m.to === to && (m.type === "welcome" || m.type === "email_confirmation"));
      link = mail?.text.match(/http:\/\/localhost:\d+\/auth\?token=[A-Za-z0-9_.-]+&type=signup/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/**
 * Signs up through the API and confirms the address with the e-mailed link (decision 027: the
 * link signs the new patient in), leaving the page's context signed in. Every journey that
 * needs a patient account starts here.
 */
export async function signUpViaApi(
  page: Page | APIRequestContext,
  email = uniqueEmail(),
  password = "secret-password",
) {
  const request = "request" in page ? page.request : page;
  const res = await request.post("/api/auth/sign-up/email", { data: { email, password, name: email.split("@")[0] } });
  expect(res.status()).toBe(200);
  const token = new URL(await confirmationLink(request, email)).searchParams.get("token")!;
  expect((await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return { email, password };
}

/**
 * Resolves once the app has taken over a server-rendered page: its first act is asking for the
 * session (/api/me). Start waiting before the navigation; a click before that does nothing.
 */
export function appTakesOver(page: Page) {
  return page.waitForResponse((res) => new URL(res.url()).pathname === "/api/me");
}
