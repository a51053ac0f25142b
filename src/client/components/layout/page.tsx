import type { ReactNode } from "react";
import { clsx } from "clsx";
import { useDocumentTitle } from "@/client/lib/use-document-title";

/** Whether a class list sets a utility without a breakpoint or state prefix (`max-w-3xl`, not `sm:max-w-3xl`). */
const sets = (classes: string[], pattern: RegExp) => classes.some((c) => pattern.test(c));

/**
 * The main landmark of a page, with its document title. Its width and padding are defaults
 * that give way to a page's own (`max-w-*`, `p-*`, `px-*`, `py-*`), without tailwind-merge in
 * every visitor's first download.
 */
export function Page({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  useDocumentTitle(title);
  const own = className?.split(/\s+/) ?? [];
  const layout = clsx(
    !sets(own, /^max-w-/) && "max-w-6xl",
    !sets(own, /^px?-/) && "px-4",
    !sets(own, /^py?-/) && "py-10",
  );
  return (
    <main id="main" tabIndex={-1} className={clsx("mx-auto w-full focus:outline-none", layout, className)}>
      {children}
    </main>
  );
}
