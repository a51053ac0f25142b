/** A signed-up patient with a record (the form's first step, by API): enough for the account's own pages. */
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { signUpViaApi } from "./fixtures";

/** Signs `page` up and saves the basic step; the last name is unique, so staff can find this patient. */
export async function patientWithRecord(page: Page) {
  const { email } = await signUpViaApi(page);
  const lastName = `Hopper${randomBytes(3)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const res = await page.request.put("/api/patient/basic", {
    data: {
      forSelf: "yes",
      userType: "new",
      salutation: "Ms",
      firstName: "Grace",
      lastName,
      email,
      phone: "07700 900123",
      dob: "1985-06-15",
      sex: "female",
      address1: "1 High Street",
      address2: "",
      city: "Oxford",
      postcode: "OX1 1AA",
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, name: `Grace ${lastName}` };
}
