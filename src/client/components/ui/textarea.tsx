import type { ComponentProps } from "react";
import { joinClasses } from "./join-classes";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={joinClasses(
        [
          ["min-h-20", /^min-h-/],
          "flex w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 md:text-sm",
        ],
        className,
      )}
      {...props}
    />
  );
}
