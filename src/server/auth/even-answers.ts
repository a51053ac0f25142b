/**
 * Sign-up, sign-in, a reset request and a new confirmation link must not tell, by their words or
 * by how long they take, whether an address has an account (decision 027). better-auth answers
 * them with the same words and does comparable work for both (it hashes the password of an
 * unknown user too); on top of that each answer is held to a floor, so the few database writes
 * that differ are hidden.
 */
import { EMAIL_CONFIRMATION_MESSAGES } from "@/shared/domain/people/email-confirmation";

/** Milliseconds an answer of each of these endpoints takes at least, by path. */
export type AnswerFloors = Readonly<Record<string, number>>;

/** The product's floors. */
export const ANSWER_FLOOR_MS: AnswerFloors = {
  "/api/auth/sign-up/email": 400,
  "/api/auth/sign-in/email": 400,
  "/api/auth/request-password-reset": 400,
  // better-auth holds this one to 500 ms itself.
  "/api/auth/send-verification-email": 0,
};

export async function waitForFloor(floors: AnswerFloors, path: string, startedAt: number): Promise<void> {
  const floor = floors[path] ?? 0;
  const remaining = floor - (performance.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/**
 * better-auth refuses the sign-in of an unconfirmed account as "Email not verified"; it says so
 * only to someone who knows the password, in words a patient understands.
 */
export async function withClearUnconfirmedMessage(path: string, res: Response): Promise<Response> {
  if (path !== "/api/auth/sign-in/email" || res.status !== 403) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (body?.code !== "EMAIL_NOT_VERIFIED") return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ code: body.code, message: EMAIL_CONFIRMATION_MESSAGES.signInUnconfirmed }), {
    status: 403,
    headers,
  });
}
