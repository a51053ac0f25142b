import { formatMg, type Ladder } from "@/shared/domain/treatment/dose-ladder";
import { ChoiceGroup } from "@/client/components/form/choice-group";

/** The doses the ladder offers for the gap since the last injection, with its notice; at a restart, the notice alone. */
export function DoseStep({
  ladder,
  value,
  onChange,
  error,
}: {
  ladder: Ladder;
  value: number | null;
  onChange: (mg: number) => void;
  error?: string;
}) {
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
          options={ladder.options.map((o) => ({ value: formatMg(o.mg), label: o.label }))}
          value={value === null ? null : formatMg(value)}
          onChange={(v) => onChange(Number(v))}
          error={error}
        />
      ) : null}
    </div>
  );
}
