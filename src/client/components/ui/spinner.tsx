import { Loader2 } from "lucide-react";
import { cn } from "@/client/lib/utils";

/** A centred spinner with its text, announced to screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center gap-3 text-zinc-600", className)}>
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
