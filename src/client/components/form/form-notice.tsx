import { clsx } from "clsx";
import type { ServerForm } from "@/client/lib/server-form";

/**
 * The outcome of a form the server answered (decision 104), in the page itself: the app shows
 * the same words as a toast, which a page without the script cannot.
 */
export function FormNotice({ notice }: { notice: ServerForm["notice"] }) {
  if (!notice) return null;
  const success = notice.kind === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={clsx(
        "grid gap-1 rounded-md border p-3 text-sm",
        success ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      <p>{notice.description}</p>
    </div>
  );
}
