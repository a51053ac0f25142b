import type { ComponentProps } from "react";
import { cn } from "@/client/lib/utils";

/** A native select styled like the inputs: keyboard and mobile pickers work as the platform does. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
