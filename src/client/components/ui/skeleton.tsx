import type { ComponentProps } from "react";
import { joinClasses } from "./join-classes";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden="true" className={joinClasses(["animate-pulse rounded-md bg-zinc-200"], className)} {...props} />
  );
}
