import { describe, expect, it } from "vitest";
import {
  ApiError,
  errorCode,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  isRefused,
  NO_ANSWER,
  toApiError,
  unwrap,
} from "./api";

/** An answer as the typed client gives it: its status and its body (or a body that is not JSON). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (typeof body === "string") throw new SyntaxError("Unexpected token");
      return body;
    },
  });

const refusalOf = async (response: ReturnType<typeof answer>) => {
  try {
    await unwrap(response);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("the answer was not refused");
};

describe("ApiError (docs/architecture.md, convention 12)", () => {
  it("carries the server's code, message, field messages and details", async () => {
    const error = await refusalOf(
      answer(400, {
        error: "Enter the batch number",
        code: "invalid_input",
        fields: { batch: "Enter the batch number" },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe("Enter the batch number");
    expect(error.fields).toEqual({ batch: "Enter the batch number" });

    const approval = await refusalOf(
      answer(422, { error: "Approval needs more", code: "unprocessable", problems: [{ rule: "dose", message: "x" }] }),
    );
    expect(approval.code).toBe("unprocessable");
    expect(approval.details.problems).toEqual([{ rule: "dose", message: "x" }]);
  });

  it("carries a code of its own for a refusal a page tells apart from others of its status", async () => {
    const nextPen = await refusalOf(
      answer(409, { error: "Your next pen is requested from your account.", code: "next_pen_from_account" }),
    );
    expect(nextPen.code).toBe("next_pen_from_account");
    expect(errorCode(nextPen)).toBe("next_pen_from_account");
    const inProgress = await refusalOf(answer(409, { error: "Your order #7 is still in progress.", code: "conflict" }));
    expect(inProgress.code).toBe("conflict");
  });

  it("gives an answer without a code of ours the code of its status", async () => {
    expect((await refusalOf(answer(502, "<html>Bad gateway</html>"))).code).toBe("bad_gateway");
    expect((await refusalOf(answer(429, { message: "Too many requests" }))).code).toBe("rate_limited");
    expect((await refusalOf(answer(404, { error: "Not found", code: "no_such_code" }))).code).toBe("not_found");
    expect((await refusalOf(answer(418, {}))).code).toBe("invalid_input");
  });

  it("says NO_ANSWER when the server did not answer, or answered what is not JSON", async () => {
    const offline = await refusalOf(Promise.reject(new TypeError("Failed to fetch")));
    expect(offline.code).toBe(NO_ANSWER);
    expect(offline.message).toBe(GENERIC_ERROR_MESSAGE);
    expect((await refusalOf(answer(200, "not json"))).code).toBe(NO_ANSWER);
    expect(toApiError(new Error("a bug of ours")).code).toBe(NO_ANSWER);
  });

  it("tells a refusal from a lapsed session and from no answer by the code", () => {
    const conflict = new ApiError(409, "Order #3 is dispatched", { code: "conflict" });
    const signedOut = new ApiError(401, "No authenticated user found", { code: "unauthenticated" });
    const failed = new ApiError(500, "Something went wrong. Please try again.", { code: "internal" });
    expect([isRefused(conflict), isRefused(signedOut), isRefused(failed), isRefused(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(errorMessage(conflict)).toBe("Order #3 is dispatched");
    expect(errorMessage(signedOut)).toBe("Your session has ended. Sign in again to continue.");
    expect(errorMessage(new ApiError(0, GENERIC_ERROR_MESSAGE), "Check your connection")).toBe("Check your connection");
  });
});
