/**
 * Money is integer pence in code (decision 009); the database stores numeric(10,2) strings.
 */

/** "199.00" | "199.5" | 199.5 → 19950. Rejects anything that is not a plain amount. */
export function toPence(amount: string | number): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${String(amount)}`);
  const pence = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -pence : pence;
}

/** 19950 → "199.50", for storing in numeric(10,2). */
export function penceToDecimal(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** docs/spec.md §9: '£' with 2 decimals, en-GB. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** Formats a stored decimal amount ("199.00") as "£199.00". */
export function formatMoney(amount: string | number): string {
  return formatPence(toPence(amount));
}

export interface PricedLine {
  unitPricePence: number;
  quantity: number;
  /** Percent, e.g. 20 or 0. */
  vatRate: number;
}

/** docs/spec.md §9: VAT per line = unit_price x quantity x vat_rate / 100, rounded to the penny. */
export function lineVatPence(line: PricedLine): number {
  return Math.round((line.unitPricePence * line.quantity * line.vatRate) / 100);
}

/** docs/spec.md §9: total = sum excl. VAT; total_due = total + VAT; no lines = 0. */
export function orderTotals(lines: PricedLine[]): { totalPence: number; vatPence: number; totalDuePence: number } {
  let totalPence = 0;
  let vatPence = 0;
  for (const line of lines) {
    totalPence += line.unitPricePence * line.quantity;
    vatPence += lineVatPence(line);
  }
  return { totalPence, vatPence, totalDuePence: totalPence + vatPence };
}
