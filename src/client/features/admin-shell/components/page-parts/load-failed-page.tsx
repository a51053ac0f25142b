import { Link } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";

/**
 * A back-office page whose record could not be loaded, in place of the whole page: its heading, why
 * (when known), and the way back to its list. Within a page that did load, what could not be loaded
 * is said in place with a Try again (components/layout/load-failed.tsx).
 */
export function LoadFailedPage({
  title,
  message,
  back,
  className,
}: {
  title: string;
  message?: string;
  back: { to: string; label: string };
  className: string;
}) {
  return (
    <Page title={title} className={className}>
      <h1 className="text-2xl font-bold">{title}</h1>
      {message !== undefined && (
        <p role="alert" className="mt-2 text-zinc-700">
          {message}
        </p>
      )}
      <Button asChild variant="outline" className="mt-4">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </Page>
  );
}
