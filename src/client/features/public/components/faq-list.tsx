import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../content/faq";

/** Native disclosure widgets: keyboard and screen-reader friendly without any script. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-zinc-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-3 pb-5 text-zinc-700">
            {item.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
