/** The back office's side of ongoing treatment (issue 13): a patient's thread and side-effect reports. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { sessionQueryKey } from "@/client/lib/session";
import { isPrescriber } from "@/shared/domain/people/roles";
import type { HandleReportInput } from "@/shared/schemas/treatment/side-effects";
import type { MessageInput } from "@/shared/schemas/people/messages";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";
import { patientKeys } from "./patients-api";

const keys = {
  messages: (id: string) => [...patientKeys.detail(id), "messages"] as const,
  reports: (id: string) => [...patientKeys.detail(id), "side-effects"] as const,
};

const fetchThread = (id: string, before?: number) =>
  unwrap(api.admin.patients[":id"].messages.$get({ param: { id }, query: before ? { before: String(before) } : {} }));

/** The patient's thread; each load is an audited read that marks the patient's messages read. */
export function usePatientThread(id: string) {
  return useInfiniteQuery({
    queryKey: keys.messages(id),
    queryFn: ({ pageParam }) => fetchThread(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasOlder && last.messages[0] ? last.messages[0].id : undefined),
    staleTime: 0,
  });
}

export function useReplyToPatient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: MessageInput) => unwrap(api.admin.patients[":id"].messages.$post({ param: { id }, json })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.messages(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

/** The patient's side-effect reports (an audited read). */
export function usePatientReports(id: string) {
  return useQuery({
    queryKey: keys.reports(id),
    queryFn: () => unwrap(api.admin.patients[":id"]["side-effects"].$get({ param: { id } })),
    staleTime: 0,
  });
}
export type StaffReport = NonNullable<ReturnType<typeof usePatientReports>["data"]>["reports"][number];

export function useMarkReportHandled(patientId: string, reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: HandleReportInput) =>
      unwrap(api.admin["side-effects"][":id"].handled.$post({ param: { id: String(reportId) }, json })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.reports(patientId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

/** Whether the signed-in employee prescribes (the server decides again; this only hides what they may not do). */
export function useIsPrescriber() {
  const { data } = useQuery({ queryKey: sessionQueryKey, queryFn: () => unwrap(api.me.$get()), staleTime: 60_000 });
  return data !== undefined && "role" in data && isPrescriber(data.role);
}
