import { Loader2 } from "lucide-react";
import { clsx } from "clsx";

/**
 * A centred spinner with its text, announced to screen readers. It fills the view below the
 * navigation bar unless given a height of its own (`min-h-*`).
 */
export function Spinner({ label, className }: { label: string; className?: string }) {
  const ownHeight = className?.split(/\s+/).some((c) => c.startsWith("min-h-")) ?? false;
  return (
    <div
      role="status"
      className={clsx(
        "flex flex-col items-center justify-center gap-3 text-zinc-600",
        !ownHeight && "min-h-[calc(100svh-4rem)]",
        className,
      )}
    >
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
