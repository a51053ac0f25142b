const ukDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** '25 November 2026': a day as the pharmacy's messages name it, on UK time. */
export const formatUkDate = (at: Date) => ukDate.format(at);
