import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";

const valid = { name: "Jane Doe", email: "jane@example.com", phone: "", message: "Hello" };
const messages = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("contactMessageSchema", () => {
  it("accepts a message with or without a phone number, trimmed", () => {
    expect(contactMessageSchema.parse({ ...valid, name: " Jane Doe ", phone: " +44 (0)1632 960-000 " })).toEqual({
      ...valid,
      phone: "+44 (0)1632 960-000",
    });
    expect(contactMessageSchema.parse({ name: "J", email: "j@example.com", message: "Hi" })).toEqual({
      name: "J",
      email: "j@example.com",
      message: "Hi",
    });
  });

  it("says which required field is missing, counting blanks as missing", () => {
    expect(messages({ phone: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
    expect(messages({ ...valid, name: "   ", message: "\n" })).toEqual({
      name: "Name is required",
      message: "Message is required",
    });
  });

  it("caps every field", () => {
    expect(
      Object.keys(
        messages({
          name: "n".repeat(101),
          email: `${"e".repeat(250)}@x.io`,
          phone: "1".repeat(31),
          message: "m".repeat(5001),
        }),
      ).sort(),
    ).toEqual(["email", "message", "name", "phone"]);
    expect(messages({ ...valid, name: "n".repeat(100), message: "m".repeat(5000) })).toEqual({});
  });

  it("refuses line breaks in one-line fields but keeps them in the message", () => {
    expect(messages({ ...valid, name: "Jane\nDoe" })).toEqual({ name: "Name must be on one line" });
    expect(messages({ ...valid, message: "Line one\nLine two" })).toEqual({});
  });

  it("refuses letters in the phone number and unknown fields", () => {
    expect(messages({ ...valid, phone: "ring me" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(contactMessageSchema.safeParse({ ...valid, cc: "x@example.com" }).success).toBe(false);
  });
});
