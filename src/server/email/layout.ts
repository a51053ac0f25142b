import type { SettingsMap } from "@/shared/domain/site/settings";
import { splitOpeningHours } from "@/shared/domain/site/settings";

/** Escapes text for HTML. Every value interpolated into a template goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A block of an e-mail, written once and rendered both as HTML and as plain text. */
export type Block =
  | { kind: "p"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "rows"; rows: Array<[label: string, value: string]> }
  | { kind: "button"; label: string; href: string }
  | { kind: "quote"; text: string };

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "p":
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:#0f3d3e">${escapeHtml(block.text)}</h2>`;
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
    case "rows":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:16px 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f4f5;border-left:4px solid #0f766e;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "p":
      return block.text;
    case "heading":
      return `${block.text}\n${"-".repeat(block.text.length)}`;
    case "list":
      return block.items.map((i) => `- ${i}`).join("\n");
    case "rows":
      return block.rows.map(([l, v]) => `${l}: ${v}`).join("\n");
    case "button":
      return `${block.label}: ${block.href}`;
    case "quote":
      return block.text
        .split("\n")
        .map((l) => `> ${l}`)
        .join("\n");
  }
}

/** Wraps blocks in the pharmacy's letterhead: name at the top, contact details at the foot. */
export function renderEmail(subject: string, blocks: Block[], settings: SettingsMap): RenderedEmail {
  const name = settings.display_name;
  const address = [
    settings.pharmacy_address_line1,
    settings.pharmacy_address_line2,
    settings.pharmacy_address_line3,
  ].filter(Boolean);
  const hours = splitOpeningHours(settings.pharmacy_opening_hours);
  const footerLines = [
    name,
    ...address,
    `Phone: ${settings.contact_phone_number}`,
    `E-mail: ${settings.company_email}`,
    ...hours,
  ];

  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" style="max-width:600px;width:100%;background:#fff;border-radius:8px;border-collapse:collapse">
<tr><td style="background:#0f3d3e;color:#fff;padding:20px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(name)}</td></tr>
<tr><td style="padding:24px">${blocks.map(blockHtml).join("\n")}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;color:#71717a;font-size:12px;line-height:1.5">${footerLines.map(escapeHtml).join("<br>")}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [name, "=".repeat(name.length), "", blocks.map(blockText).join("\n\n"), "", "--", ...footerLines].join(
    "\n",
  );
  return { subject, html, text };
}
