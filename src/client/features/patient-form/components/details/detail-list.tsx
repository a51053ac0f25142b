import type { ReactNode } from "react";

/** A read-only list of labelled values (confirmation and success cards). */
export function DetailList({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-3 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-zinc-600">{label}</dt>
          <dd className="break-words font-medium text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
