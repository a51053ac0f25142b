import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { TEXT_COLOUR, joinClasses } from "./join-classes";

/** A caller's size, weight, line height or colour replaces the label's own (joinClasses: no tailwind-merge on the sign-in page). */
const OWN: Array<string | [string, RegExp]> = [
  ["text-sm", /^text-(?:xs|sm|base|lg|\d?xl)$/],
  ["font-medium", /^font-(?:thin|light|normal|medium|semibold|bold|extrabold|black)$/],
  ["leading-none", /^leading-/],
  ["text-zinc-900", TEXT_COLOUR],
];

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={joinClasses(OWN, className)} {...props} />;
}
