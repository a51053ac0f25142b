import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** The go-live checklist (decision 090), the superintendent's; its open count on every page is admin-shell's. */
const goLiveKey = adminKeys.goLive;

export function useGoLive(enabled: boolean) {
  return useQuery({
    queryKey: [...goLiveKey, "checklist"],
    queryFn: () => unwrap(api.admin["go-live"].$get()),
    enabled,
  });
}
export type GoLiveChecklist = NonNullable<ReturnType<typeof useGoLive>["data"]>;
export type GoLiveItem = GoLiveChecklist["items"][number];

const actions = {
  "check-booking-link": () => unwrap(api.admin["go-live"]["booking-check"].$post()),
  "send-test-email": () => unwrap(api.admin["go-live"]["test-email"].$post()),
  "back-up-now": () => unwrap(api.admin["go-live"].backups.$post()),
  "test-restore": () => unwrap(api.admin["go-live"]["restore-test"].$post()),
  "go-live": () => unwrap(api.admin["go-live"].live.$post()),
};
export type GoLiveActionName = keyof typeof actions;

/** One of the checklist page's actions; the checklist and the count are read again after it. */
export function useGoLiveAction<A extends GoLiveActionName>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actions[action] as () => Promise<Awaited<ReturnType<(typeof actions)[A]>>>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: goLiveKey }),
  });
}
