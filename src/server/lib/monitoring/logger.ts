/**
 * The server's log: one JSON object per line (pino), so a value a visitor sends can never start
 * a line of its own (a newline in it is written as \n inside a string). What goes into a line
 * is chosen where it is written: request lines carry the method, the path without its query,
 * the status, the time taken, the request id and the client address; never a body, a cookie, a
 * token, a password, an e-mail address or a health answer. Known secret-bearing keys are
 * redacted as a second guard.
 */
import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Keys whose values never reach the log, at the top level or one level down. */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "cookie",
  "authorization",
  "secret",
  "code",
  "backupCode",
  "email",
];

export function createLogger(destination?: DestinationStream, level = "info"): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)], censor: "[redacted]" },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const E_MAIL = /[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+/g;

/** Text from a library's own log message with any e-mail address in it replaced. */
export const withoutEmailAddresses = (text: string) => text.replace(E_MAIL, "[e-mail]");
