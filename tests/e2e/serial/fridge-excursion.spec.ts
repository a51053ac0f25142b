/**
 * A fridge reading out of range, with the keyboard alone (decisions 098, 121): the action taken is
 * asked for, the reading opens an excursion that holds every supply, and a pharmacist's
 * assessment releases it. It runs with the serial journeys: an open excursion holds the supplies
 * the other journeys make.
 */
import { expectNoViolations, settled } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { staffPage } from "../support/staff-orders";

test("a fridge reading out of range, with the keyboard alone", async ({ browser }) => {
  const staff = await staffPage(browser);
  await staff.goto("/admin/fridge");
  await settled(staff);
  await staff.getByLabel("Current (°C)").focus();
  await staff.keyboard.type("8.5");
  await staff.keyboard.press("Tab");
  await staff.keyboard.type("4");
  await staff.keyboard.press("Tab");
  await staff.keyboard.type("9");
  // Out of 2-8 °C: the action taken is asked for, next in the tab order.
  await staff.keyboard.press("Tab");
  await expect(staff.getByLabel("Action taken")).toBeFocused();
  await staff.keyboard.press("Tab");
  await expect(staff.getByRole("button", { name: "Record reading" })).toBeFocused();
  await staff.keyboard.press("Enter");
  await expect(staff.getByLabel("Action taken")).toHaveAttribute("aria-invalid", "true");
  await expect(staff.getByText("A reading outside 2 °C to 8 °C needs the action taken")).toBeVisible();
  await expectNoViolations(staff, "/admin/fridge with the action asked for");
  await staff.getByLabel("Action taken").focus();
  await staff.keyboard.type("Door left open during a delivery; closed, stock quarantined.");
  await staff.keyboard.press("Tab");
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("cell", { name: /Out of range\. Door left open/ }).first()).toBeVisible();

  // Supply is held until a pharmacist (the superintendent is one) records the assessment.
  await expect(staff.getByText("The fridge is out of range: supply is held", { exact: false })).toBeVisible();
  await expectNoViolations(staff, "/admin/fridge with supply held");
  // The dashboard says it too, on the fridge's line.
  await staff.goto("/admin");
  await expect(staff.getByRole("link", { name: /Fridge.*Out of range since .*: supply held/ })).toBeVisible();
  await staff.goto("/admin/fridge");
  await staff.getByRole("button", { name: "Record assessment" }).focus();
  await staff.keyboard.press("Enter");
  const dialog = staff.getByRole("dialog", { name: "Record assessment" });
  await expect(dialog.getByLabel("The stock")).toBeFocused();
  await dialog.getByLabel("The stock").selectOption("quarantined");
  await expect(dialog.getByLabel("Stability reference")).toHaveCount(0);
  await staff.keyboard.press("Tab");
  await staff.keyboard.type("Maximum 9 °C for minutes; stock quarantined as the action says, for destruction.");
  await expectNoViolations(staff, "the assessment dialog");
  await dialog.getByRole("button", { name: "Record assessment" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(staff.getByText("The fridge is out of range: supply is held", { exact: false })).toHaveCount(0);
  await staff.context().close();
});
