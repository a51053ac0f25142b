import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "./admin-keys";

/** The patients' counts (the dashboard's and the patient list's cards). */
export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => unwrap(api.admin.stats.$get()) });
}

export function useAdminDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard, queryFn: () => unwrap(api.admin.dashboard.$get()) });
}
