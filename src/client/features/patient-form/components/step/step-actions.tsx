import type { ReactNode } from "react";

/** The Back / Next row at the foot of a step; stacks on narrow screens with Next on top. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">{children}</div>;
}
