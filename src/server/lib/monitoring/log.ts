/**
 * What the server writes to its log about a failure: enough to find the cause, never the
 * values a query carried. A failed Drizzle query's message ends with "params: …", which can
 * hold a session token, a password hash or a patient's answers (ASVS 7.1.1, 7.1.2).
 */
const PARAMS = /\n?params: [\s\S]*$/;

type ErrorLike = { name?: string; message?: string; code?: string; cause?: unknown; stack?: string };

/** An error as loggable text: name, message, code and stack frames, then its causes; no query values. */
export function errorForLog(error: unknown): string {
  const lines: string[] = [];
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e !== undefined && e !== null && depth < 5; e = e.cause as ErrorLike | undefined, depth++) {
    if (typeof e !== "object") {
      lines.push(`${depth ? "caused by " : ""}${String(e)}`);
      break;
    }
    const message = String(e.message ?? "").replace(PARAMS, "");
    lines.push(`${depth ? "caused by " : ""}${e.name ?? "Error"}: ${message}${e.code ? ` (${e.code})` : ""}`);
    // Stack frames carry places, not values.
    if (depth === 0) lines.push(...(e.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)));
  }
  return lines.join("\n");
}

/** A log argument with query values removed: errors through errorForLog, text cut before "params:". */
export function redactForLog(value: unknown): unknown {
  if (value instanceof Error) return errorForLog(value);
  if (typeof value === "string") return value.replace(PARAMS, "");
  return value;
}
