import { describe, expect, it } from "vitest";
import { adminPatientUpdateSchemaOn } from "../people/admin";
import { accountNameSchema } from "../people/auth";
import { basicInfoSchemaOn } from "./patient-form";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
};

const patientField = (field: string, value: unknown) =>
  messagesOf(basicInfoSchemaOn(new Date()).safeParse({ [field]: value }))[field];
const adminField = (field: string, value: unknown) =>
  messagesOf(adminPatientUpdateSchemaOn(new Date()).safeParse({ [field]: value }))[field];

describe("one rule per patient field, in the patient form and the edit form", () => {
  it.each([
    ["phone", "12345"],
    ["phone", "07700\n900123"],
    ["postcode", "NOT A POSTCODE"],
    ["email", "nope"],
    ["firstName", "x".repeat(101)],
    ["address1", "1 High St\u0007"],
    ["dob", "2001-02-30"],
  ])("both refuse %s %j", (field, value) => {
    expect(patientField(field, value)).toBeDefined();
    expect(adminField(field, value)).toBeDefined();
  });

  it.each([
    ["phone", "+44 7700 900123"],
    ["postcode", "sw1a1aa"],
    ["email", "ada@example.com"],
    ["address2", ""],
  ])("both accept %s %j", (field, value) => {
    expect(patientField(field, value)).toBeUndefined();
    expect(adminField(field, value)).toBeUndefined();
  });

  it("keeps each form's words (docs/spec.md §5)", () => {
    expect(patientField("firstName", "")).toBe("First Name is required");
    expect(adminField("firstName", "")).toBe("First name is required");
    expect(patientField("phone", "")).toBe("Phone Number is required");
    expect(adminField("phone", "")).toBe("Phone number is required");
    expect(adminField("phone", "12345")).toBe("Please enter a valid UK phone number");
    expect(adminField("email", "")).toBe("Invalid email address");
    expect(adminField("dob", "")).toBe("Date of birth is required");
  });

  it("holds sign-up's name to the same rule", () => {
    expect(accountNameSchema.safeParse("  Ada  ").data).toBe("Ada");
    expect(messagesOf(accountNameSchema.safeParse(" "))[""]).toBe("Name is required");
    expect(messagesOf(accountNameSchema.safeParse("Ada\nL"))[""]).toBe("Name must be on one line");
    expect(messagesOf(accountNameSchema.safeParse("x".repeat(101)))[""]).toBe("Name must be at most 100 characters");
  });
});
