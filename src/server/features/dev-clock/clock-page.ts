import { escapeHtml } from "../../email/layout";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/London",
});

const button = (action: string, label: string, days?: number) =>
  `<form method="post" action="/dev/clock/${action}">${days === undefined ? "" : `<input type="hidden" name="days" value="${days}">`}<button type="submit">${escapeHtml(label)}</button></form>`;

/** GET /dev/clock: the server's date and the forms that move it; no script, like /dev/mailbox. */
export function clockPage(now: Date, offsetDays: number, ran: string | null): string {
  const offset =
    offsetDays === 0
      ? "the real date"
      : `${Math.abs(offsetDays)} day${Math.abs(offsetDays) === 1 ? "" : "s"} ${offsetDays > 0 ? "ahead of" : "behind"} the real date`;
  const result =
    ran === null ? "" : `<p role="status">Reminders run: ${escapeHtml(ran || "another instance was running them")}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Server clock</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;max-width:40rem}form{display:inline-block;margin:0 .5rem .5rem 0}button,input{font:inherit;padding:.4rem .7rem}button:focus-visible,input:focus-visible{outline:3px solid #0f766e;outline-offset:2px}</style></head>
<body><main><h1>Server clock</h1>
<p>Development only. Every date rule of the server (reminders, expiry, the weekend cold chain) reads this clock.</p>
<p>Server date: <strong id="server-date">${escapeHtml(dateFormat.format(now))}</strong> (${escapeHtml(offset)}).</p>
${result}
<h2>Move the clock</h2>
${button("shift", "Back 1 day", -1)}${button("shift", "Forward 1 day", 1)}${button("shift", "Forward 7 days", 7)}
<form method="post" action="/dev/clock/shift"><label for="days">Days</label> <input id="days" name="days" type="number" step="1" min="-365" max="365" value="1" required> <button type="submit">Shift</button></form>
${button("reset", "Back to the real date")}
<h2>Reminders</h2>
<p>The scheduler runs them every 15 minutes; this runs them once now.</p>
${button("run", "Run reminders now")}
<p><a href="/dev/mailbox">Development mailbox</a></p>
</main></body></html>`;
}
