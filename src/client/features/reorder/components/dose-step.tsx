import { formatMg, type Ladder } from "@/shared/domain/treatment/dose-ladder";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { BackInStock } from "@/client/components/form/back-in-stock";
import { ChoiceGroup } from "@/client/components/form/choice-group";

type OutOfStock = ReadonlyArray<{ mg: number; productId: number; waiting: boolean }>;

/**
 * The doses the ladder offers for the gap since the last injection, with its notice; at a
 * restart, the notice alone. A strength out of stock is offered but cannot be chosen, with
 * "Tell me when it is back" (decision 124).
 */
export function DoseStep({
  ladder,
  outOfStock,
  value,
  onChange,
  error,
}: {
  ladder: Ladder;
  outOfStock: OutOfStock;
  value: number | null;
  onChange: (mg: number) => void;
  error?: string;
}) {
  const out = (mg: number) => outOfStock.find((o) => o.mg === mg);
  const offeredOut = ladder.kind === "reorder" ? ladder.options.flatMap((o) => out(o.mg) ?? []) : [];
  return (
    <div className="grid gap-4">
      {ladder.notice ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
          {ladder.notice}
        </p>
      ) : null}
      {ladder.kind === "reorder" ? (
        <ChoiceGroup
          id="requestedMg"
          legend="Which dose would you like for your next pen?"
          hint="The pharmacist checks your answers before approving it."
          options={ladder.options.map((o) => ({
            value: formatMg(o.mg),
            label: out(o.mg) ? `${o.label} (${STOCK_MESSAGES.outOfStock})` : o.label,
            disabled: out(o.mg) !== undefined,
          }))}
          value={value === null ? null : formatMg(value)}
          onChange={(v) => onChange(Number(v))}
          error={error}
        />
      ) : null}
      {offeredOut.map((o) => (
        <div key={o.productId} className="grid gap-1">
          <p className="text-sm text-zinc-700">{formatMg(o.mg)} mg is temporarily out of stock.</p>
          <div>
            <BackInStock productId={o.productId} waiting={o.waiting} dose={`${formatMg(o.mg)} mg`} />
          </div>
        </div>
      ))}
    </div>
  );
}
