import { describe, expect, it } from "vitest";
import { APPROVAL_MESSAGES } from "@/shared/domain/prescribing/prescribing";
import { decisionSchema } from "@/shared/schemas/prescribing/consultations";
import {
  type ApproveValues,
  approveFormSchema,
  approveInputOf,
  DEFAULT_DIRECTIONS,
  decisionFactsOf,
  fieldOfProblem,
  initialApproveValues,
} from "./approve-form";

const filled = (overrides: Partial<ApproveValues> = {}): ApproveValues => ({
  productId: "2",
  directions: DEFAULT_DIRECTIONS,
  reasoning: "Identity and BMI verified on a live video call today.",
  contactMethod: "live_video",
  contactJustification: "",
  gpSharing: "shared",
  gpNotSharedReason: "",
  contraceptionAdviceGiven: true,
  signingPin: "246810",
  ...overrides,
});

describe("the Approve dialog's values", () => {
  it("open on the requested dose when it is allowed, else the only one allowed, and the GP sharing the consent allows", () => {
    expect(initialApproveValues({ requestedProductId: 2, allowedProductIds: [2], gpConsent: "yes" })).toMatchObject({
      productId: "2",
      gpSharing: "shared",
      contactMethod: "",
    });
    expect(initialApproveValues({ requestedProductId: 4, allowedProductIds: [2], gpConsent: "no" })).toMatchObject({
      productId: "2",
      gpSharing: "not_shared",
    });
    expect(
      initialApproveValues({ requestedProductId: 5, allowedProductIds: [2, 3, 4], gpConsent: "no_gp" }),
    ).toMatchObject({ productId: "", gpSharing: "no_gp" });
  });

  it("make a request the server's schema accepts, with only what the answers need", () => {
    const input = approveInputOf(filled(), true);
    expect(decisionSchema.safeParse(input).success).toBe(true);
    expect(input).toEqual({
      outcome: "approved",
      productId: 2,
      directions: DEFAULT_DIRECTIONS,
      reasoning: filled().reasoning,
      contactMethod: "live_video",
      gpSharing: "shared",
      contraceptionAdviceGiven: true,
      signingPin: "246810",
    });
    const justified = approveInputOf(
      filled({
        contactMethod: "",
        contactJustification: "Patient is deaf; agreed written contact by secure message.",
        gpSharing: "not_shared",
        gpNotSharedReason: "Patient asked us not to, for now.",
      }),
      false,
    );
    expect(justified).toMatchObject({
      contactMethod: null,
      contactJustification: expect.stringContaining("deaf"),
      gpNotSharedReason: expect.stringContaining("asked"),
    });
    expect(justified).not.toHaveProperty("contraceptionAdviceGiven");
  });

  it("refuse an empty dose and a short reasoning with the schema's messages", () => {
    const result = decisionSchema.safeParse(approveInputOf(filled({ productId: "", reasoning: "ok" }), true));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      productId: "Choose the dose",
      reasoning: "Reasoning must be at least 20 characters",
    });
  });

  it("give approvalProblems the entries as made", () => {
    expect(
      decisionFactsOf(
        filled({
          contactMethod: "",
          contactJustification: "x".repeat(25),
          gpSharing: "shared",
          gpNotSharedReason: "left over",
        }),
        2.5,
      ),
    ).toEqual({
      approvedMg: 2.5,
      contactMethod: null,
      contactJustification: "x".repeat(25),
      gpSharing: "shared",
      gpNotSharedReason: "",
      contraceptionAdviceGiven: true,
    });
  });

  it("tie each problem to the field that answers it, and none to the record's", () => {
    const v = { contactMethod: "" as const, gpSharing: "not_shared" as const };
    expect(fieldOfProblem({ rule: "contact", message: APPROVAL_MESSAGES.contact }, v)).toBe("contactJustification");
    expect(fieldOfProblem({ rule: "gp", message: APPROVAL_MESSAGES.gpReason }, v)).toBe("gpNotSharedReason");
    expect(fieldOfProblem({ rule: "gp", message: APPROVAL_MESSAGES.gpNoConsent }, { ...v, gpSharing: "shared" })).toBe(
      "gpSharing",
    );
    expect(fieldOfProblem({ rule: "dose", message: APPROVAL_MESSAGES.starterDose }, v)).toBe("productId");
    expect(fieldOfProblem({ rule: "contraception", message: APPROVAL_MESSAGES.contraception }, v)).toBe(
      "contraceptionAdviceGiven",
    );
    expect(fieldOfProblem({ rule: "identity", message: APPROVAL_MESSAGES.identity }, v)).toBeNull();
  });

  it("are checked by one schema: the shared one's messages and the approval rules', each beside its field", async () => {
    const schema = approveFormSchema({
      female: true,
      doseMg: (productId) => (productId === "2" ? 2.5 : null),
      problems: (entries) => [
        ...(entries.contraceptionAdviceGiven
          ? []
          : [{ rule: "contraception" as const, message: APPROVAL_MESSAGES.contraception }]),
        { rule: "identity" as const, message: APPROVAL_MESSAGES.identity },
      ],
    });
    const refused = await schema.safeParseAsync(filled({ reasoning: "ok", contraceptionAdviceGiven: false }));
    expect(Object.fromEntries(refused.error!.issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      reasoning: "Reasoning must be at least 20 characters",
      contraceptionAdviceGiven: APPROVAL_MESSAGES.contraception,
    });
    // What only the record can answer is left to the server, which refuses with its reason.
    const recordOnly = await schema.safeParseAsync(filled());
    expect(recordOnly.success).toBe(true);
    const met = approveFormSchema({ female: true, doseMg: () => 2.5, problems: () => [] });
    expect(await met.parseAsync(filled())).toEqual(approveInputOf(filled(), true));
  });
});
