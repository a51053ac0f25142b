import nodemailer from "nodemailer";
import type { Mailer } from "./outbox";

/** SMTP transport through nodemailer (decision 005). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as object);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
