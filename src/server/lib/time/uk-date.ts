const ukDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** '25 November 2026': a day as the pharmacy's messages name it, on UK time. */
export const formatUkDate = (at: Date) => ukDate.format(at);

const ukTime = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

/** '14:05': a time of day as the pharmacy's messages name it, on UK time. */
export const formatUkTime = (at: Date) => ukTime.format(at);
