/** A real local SMTP server (smtp-server) that keeps what it receives, for e-mail tests. */
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { createSmtpMailer } from "@/server/email/transport";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Listens on `port` (any free one by default), e.g. the port a server was already told to use. */
export async function startTestSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusing) return callback(Object.assign(new Error("Service unavailable"), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    mailer: createSmtpMailer(url),
    /** Simulates an outage: every message is refused until `accept()`. */
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body enough to find links and text in tests. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
