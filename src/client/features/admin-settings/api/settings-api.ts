import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";
import type { SettingCreateInput } from "@/shared/schemas/people/admin";

const settingsKey = [...adminKeys.all, "settings"] as const;

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => unwrap(api.admin.settings.$get()) });
}
export type AdminSetting = NonNullable<ReturnType<typeof useAdminSettings>["data"]>[number];

/**
 * After a settings change the public site must show it: the admin list reloads, and the public
 * ['settings'] query is refilled from a request that bypasses the browser's HTTP cache (the
 * public endpoint may be cached for a minute).
 */
function useRefreshSettings() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: settingsKey });
    try {
      const res = await fetch("/api/settings", { cache: "reload", credentials: "same-origin" });
      if (res.ok) queryClient.setQueryData(["settings"], await res.json());
      else await queryClient.invalidateQueries({ queryKey: ["settings"] });
    } catch {
      await queryClient.invalidateQueries({ queryKey: ["settings"] });
    }
  };
}

export function useUpdateSetting() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      unwrap(api.admin.settings[":key"].$put({ param: { key }, json: { value } })),
    onSuccess: refresh,
  });
}

export function useCreateSetting() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (input: SettingCreateInput) => unwrap(api.admin.settings.$post({ json: input })),
    onSuccess: refresh,
  });
}
