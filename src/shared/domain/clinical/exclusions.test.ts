import { describe, expect, it } from "vitest";
import { answerFromStored, answerLabel, answerToStored, NOT_ANSWERED } from "./exclusions";

describe("stored answers (docs/spec.md §4, decision 082)", () => {
  it("reads null as not answered, 'no' as no, and any other text as a yes with that detail", () => {
    expect(answerFromStored(null)).toEqual({ answer: null, details: "" });
    expect(answerFromStored(undefined)).toEqual({ answer: null, details: "" });
    expect(answerFromStored("no")).toEqual({ answer: "no", details: "" });
    expect(answerFromStored("Since 2019")).toEqual({ answer: "yes", details: "Since 2019" });
    expect(answerFromStored("")).toEqual({ answer: "yes", details: "" });
  });
  it("stores a no as 'no' and a yes as its trimmed detail", () => {
    expect(answerToStored({ answer: "no", details: "ignored" })).toBe("no");
    expect(answerToStored({ answer: "yes", details: "  Since 2019 " })).toBe("Since 2019");
  });
  it("labels an unanswered question 'Not answered', never 'No'", () => {
    expect(answerLabel(null)).toBe(NOT_ANSWERED);
    expect([answerLabel("yes"), answerLabel("no"), answerLabel(true), answerLabel(false)]).toEqual([
      "Yes",
      "No",
      "Yes",
      "No",
    ]);
  });
});
