import { Rocket } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { useGoLiveStatus } from "../../api/go-live-status-api";

/**
 * Decision 090: every page of the back office shows how many go-live checklist items are open;
 * the superintendent's is the way to the checklist, there while live too.
 */
export function GoLiveIndicator({ superintendent }: { superintendent: boolean }) {
  const { data } = useGoLiveStatus();
  if (!data || (data.open === 0 && !superintendent)) return null;
  const text =
    data.open > 0 ? `Go-live: ${data.open} open` : data.live ? "Go-live checklist" : "Go-live: ready to go live";
  const className =
    data.open > 0
      ? "rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950"
      : "rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-semibold text-zinc-800";
  if (!superintendent)
    return (
      <span className={className} title="Go-live checklist items open: the superintendent clears them">
        {text}
      </span>
    );
  return (
    <Link to={paths.admin.goLive} className={`${className} inline-flex items-center gap-1 hover:underline`}>
      <Rocket className="size-3.5" aria-hidden="true" />
      {text}
    </Link>
  );
}
