import type { ComponentProps } from "react";
import { joinClasses } from "./join-classes";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={joinClasses(
        [
          "flex h-10 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 read-only:bg-zinc-50 md:text-sm",
        ],
        className,
      )}
      {...props}
    />
  );
}
