/**
 * The Approve dialog's values, the request they make, and where each of approvalProblems'
 * messages belongs in the dialog (decision 077). The rules are shared/domain/prescribing/prescribing's.
 */
import {
  APPROVAL_MESSAGES,
  type ApprovalProblem,
  type DecisionFacts,
  gpSharingFor,
} from "@/shared/domain/prescribing/prescribing";
import {
  type ContactMethod,
  type GpConsent,
  type GpSharing,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import { type ApproveInput, decisionSchema } from "@/shared/schemas/prescribing/consultations";
import { z } from "@/shared/schemas/zod";

export interface ApproveValues {
  /** The chosen product, as the select gives it ("" until one is chosen). */
  productId: string;
  directions: string;
  reasoning: string;
  /** "" is "no two-way contact", which then needs a justification. */
  contactMethod: ContactMethod | "";
  contactJustification: string;
  gpSharing: GpSharing;
  gpNotSharedReason: string;
  contraceptionAdviceGiven: boolean;
  /** "Sign and approve" (decision 118): the prescriber's signing PIN, sent once, never kept. */
  signingPin: string;
}
export type ApproveField = keyof ApproveValues;

export const DEFAULT_DIRECTIONS = "Inject one dose under the skin once a week, on the same day each week.";

/** The dialog as it opens: the requested dose if it is allowed, the GP sharing the consent allows. */
export function initialApproveValues(o: {
  requestedProductId: number | null;
  allowedProductIds: readonly number[];
  gpConsent: GpConsent | null;
}): ApproveValues {
  const requested =
    o.requestedProductId !== null && o.allowedProductIds.includes(o.requestedProductId) ? o.requestedProductId : null;
  const only = o.allowedProductIds.length === 1 ? o.allowedProductIds[0]! : null;
  const productId = requested ?? only;
  return {
    productId: productId === null ? "" : String(productId),
    directions: DEFAULT_DIRECTIONS,
    reasoning: "",
    contactMethod: "",
    contactJustification: "",
    gpSharing: gpSharingFor(o.gpConsent),
    gpNotSharedReason: "",
    contraceptionAdviceGiven: false,
    signingPin: "",
  };
}

/** The request the values make: only what the chosen answers need (no reason when the GP is told, no advice for a male patient). */
export function approveInputOf(v: ApproveValues, female: boolean): ApproveInput {
  return {
    outcome: "approved",
    productId: v.productId === "" ? Number.NaN : Number(v.productId),
    directions: v.directions,
    reasoning: v.reasoning,
    contactMethod: v.contactMethod === "" ? null : v.contactMethod,
    ...(v.contactMethod === "" ? { contactJustification: v.contactJustification } : {}),
    gpSharing: v.gpSharing,
    ...(v.gpSharing === "not_shared" ? { gpNotSharedReason: v.gpNotSharedReason } : {}),
    ...(female ? { contraceptionAdviceGiven: v.contraceptionAdviceGiven } : {}),
    signingPin: v.signingPin,
  };
}

/** The decision's own entries, as approvalProblems reads them, for the dose of `mg`. */
export function decisionFactsOf(v: ApproveValues, mg: number): DecisionFacts {
  return {
    approvedMg: mg,
    contactMethod: v.contactMethod === "" ? null : v.contactMethod,
    contactJustification: v.contactMethod === "" ? v.contactJustification : "",
    gpSharing: v.gpSharing,
    gpNotSharedReason: v.gpSharing === "not_shared" ? v.gpNotSharedReason : "",
    contraceptionAdviceGiven: v.contraceptionAdviceGiven,
  };
}

/** The field a problem is answered in, or null when the record must change first (identity, a measurement, the BMI, pregnancy). */
export function fieldOfProblem(
  p: ApprovalProblem,
  v: Pick<ApproveValues, "contactMethod" | "gpSharing">,
): ApproveField | null {
  switch (p.rule) {
    case "dose":
      return "productId";
    case "contact":
      return v.contactMethod === "" ? "contactJustification" : "contactMethod";
    case "gp":
      return p.message === APPROVAL_MESSAGES.gpReason && v.gpSharing === "not_shared"
        ? "gpNotSharedReason"
        : "gpSharing";
    case "contraception":
      return "contraceptionAdviceGiven";
    default:
      return null;
  }
}

/**
 * The Approve dialog's schema, for its resolver (zodResolver): the values as the request they make
 * (approveInputOf), checked by the shared decision schema, then by the approval rules on record
 * for the chosen dose (`problems`: approvalProblems with the facts), each message beside the field
 * that answers it (the first one per field). A problem no field answers (the record must change
 * first) is listed by the dialog as still needed but does not stop the submit: the server
 * decides, and its refusal is said in the dialog with what was typed kept.
 */
export function approveFormSchema(o: {
  female: boolean;
  /** The strength of the chosen product when the rules allow it, else null. */
  doseMg: (productId: string) => number | null;
  problems: (entries: DecisionFacts) => ApprovalProblem[];
}) {
  const request = (v: ApproveValues) => decisionSchema.safeParse(approveInputOf(v, o.female));
  return z
    .custom<ApproveValues>()
    .superRefine((v, ctx) => {
      const parsed = request(v);
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? "");
          if (name in v) ctx.addIssue({ code: "custom", path: [name], message: issue.message });
        }
      const mg = o.doseMg(v.productId);
      if (mg === null) return;
      for (const p of o.problems(decisionFactsOf(v, mg))) {
        const field = fieldOfProblem(p, v);
        if (field) ctx.addIssue({ code: "custom", path: [field], message: p.message });
      }
    })
    .transform((v) => request(v).data as ApproveInput);
}
