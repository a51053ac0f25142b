/**
 * Returns (issue 29 item 5, decision 125): a dispatched parcel comes back undelivered; at 360 px,
 * by keyboard, "Record a return" asks why and what happens; the pack is quarantined and the order
 * re-dispatched: another pack is assembled, labelled and checked again, and dispatched. The
 * earlier round and both register entries stay on the order page.
 */
import { expectNoViolations, fitsTheScreen, settled } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { approvedOrder } from "./support/orders";
import {
  accuracyCheck,
  assemble,
  checkerPage,
  expectState,
  move,
  payAndDispense,
  printLabel,
  staffPage,
} from "./support/staff-orders";
import type { Page } from "@playwright/test";
import { DAY_MS } from "../../src/shared/domain/dates";

const dispatch = (staff: Page) =>
  move(staff, "Dispatch", "Dispatched", async (d) => {
    await d.getByLabel("Courier").selectOption("Royal Mail");
    await d.getByLabel("Tracking number").fill("AB123456789GB");
    await d
      .getByLabel("Cold-chain packaging", { exact: true })
      .selectOption("Insulated pouch with 2 cool packs (48 hours)");
    const coldChain = d.getByLabel("Cold-chain packaging confirmed");
    if (await coldChain.isVisible()) await coldChain.check();
  });

test("a parcel returned undelivered is quarantined and re-dispatched with another pack, checked again", async ({
  page,
  browser,
}) => {
  test.slow();
  const { orderId } = await approvedOrder(page, "delivery");
  const staff = await staffPage(browser);
  await payAndDispense(browser, staff, orderId);
  await dispatch(staff);

  await staff.setViewportSize({ width: 360, height: 740 });
  await settled(staff);
  await fitsTheScreen(staff);
  await staff.getByRole("group", { name: "Actions" }).getByRole("button", { name: "Record a return" }).focus();
  await staff.keyboard.press("Enter");
  const dialog = staff.getByRole("dialog", { name: "Record a return" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Returned to pharmacy\. The parcel came back/)).toBeVisible();

  // Nothing chosen: each question says what it needs, beside it.
  await dialog.getByRole("button", { name: "Record return" }).click();
  await expect(dialog.getByText("Choose why the parcel came back")).toBeVisible();
  await expect(dialog.getByText("Choose what happens to the order")).toBeVisible();
  await expect(dialog.getByRole("radiogroup").first()).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(staff, "the Record a return dialog with its questions unanswered, at 360 px");

  // By keyboard: the first reason, then Tab to the outcomes and the arrow to the second.
  await dialog.getByLabel("Undelivered").focus();
  await staff.keyboard.press("Space");
  await expect(dialog.getByLabel("Undelivered")).toBeChecked();
  await staff.keyboard.press("Tab");
  await expect(dialog.getByLabel("Refund due")).toBeFocused();
  await staff.keyboard.press("ArrowRight");
  await expect(dialog.getByLabel("Re-dispatch")).toBeFocused();
  await staff.keyboard.press("Space");
  await expect(dialog.getByLabel("Re-dispatch")).toBeChecked();
  await dialog.getByLabel("Note (optional)").fill("Card left twice; back from the depot.");
  await dialog.getByRole("button", { name: "Record return" }).click();
  await expect(dialog).toBeHidden();
  await expectState(staff, "Re-dispatch");
  // The return is said in the earlier round's history and as the register entry's note.
  await expect(
    staff.getByText(/quarantined for destruction, never supplied again\. Outcome: Re-dispatch\./),
  ).toHaveCount(2);
  await expect(staff.getByRole("heading", { name: "Earlier dispensing, returned" })).toBeVisible();
  await fitsTheScreen(staff);

  // The new round: another pack, its label, a second person's check, then the dispatch.
  await staff.setViewportSize({ width: 1280, height: 800 });
  await assemble(staff, async (d) => {
    await d.getByLabel("Batch number").fill(`RD-${orderId}`);
    await d.getByLabel("Expiry date").fill(new Date(Date.now() + 300 * DAY_MS).toISOString().slice(0, 10));
  });
  await printLabel(staff, orderId);
  const checker = await checkerPage(browser);
  await accuracyCheck(checker, orderId);
  await checker.context().close();
  await staff.reload();
  await dispatch(staff);
  await expect(staff.getByText(`RD-${orderId}`, { exact: true }).last()).toBeVisible();
  await expect(staff.getByText("Earlier dispensing, returned")).toBeVisible();
  await staff.context().close();
});
