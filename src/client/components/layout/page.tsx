import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";
import { useDocumentTitle } from "@/client/lib/use-document-title";

/** The main landmark of a page, with its document title. */
export function Page({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className={cn("mx-auto w-full max-w-6xl px-4 py-10 focus:outline-none", className)}>
      {children}
    </main>
  );
}
