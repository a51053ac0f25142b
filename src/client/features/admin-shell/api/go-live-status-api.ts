import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "./admin-keys";

/** The go-live checklist's open count on every page (decision 090); the checklist itself is admin-settings'. */
export function useGoLiveStatus() {
  return useQuery({
    queryKey: [...adminKeys.goLive, "status"],
    queryFn: () => unwrap(api.admin["go-live"].status.$get()),
    staleTime: 60_000,
  });
}
