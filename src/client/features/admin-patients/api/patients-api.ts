import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";
import type { AdminPatientUpdateInput, PatientListQuery, PatientStatusInput } from "@/shared/schemas/people/admin";

/** The patient pages' query keys, under the shell's (admin-shell/api/admin-keys.ts). */
export const patientKeys = {
  list: (query: PatientListQuery) => [...adminKeys.patients, "list", query] as const,
  detail: (id: string) => [...adminKeys.patients, "detail", id] as const,
  audit: (id: string) => [...adminKeys.patients, "detail", id, "audit"] as const,
};

export function usePatientList(query: PatientListQuery) {
  return useQuery({
    queryKey: patientKeys.list(query),
    queryFn: () => unwrap(api.admin.patients.$get({ query })),
    placeholderData: keepPreviousData,
  });
}

/** Each load is an audited read (decision 019), so the record is always fetched fresh when a page opens. */
export function usePatient(id: string) {
  return useQuery({
    queryKey: patientKeys.detail(id),
    queryFn: () => unwrap(api.admin.patients[":id"].$get({ param: { id } })),
    staleTime: 0,
  });
}
export type PatientDetail = NonNullable<ReturnType<typeof usePatient>["data"]>;
export type PatientView = PatientDetail["patient"];

export function usePatientAudit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: patientKeys.audit(id),
    queryFn: () => unwrap(api.admin.patients[":id"].audit.$get({ param: { id } })),
    enabled,
    staleTime: 0,
  });
}

/** After a patient change: the record, its history, the list, the counts and the dashboard. */
function useInvalidatePatients() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.patients }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: patientKeys.detail(id) }),
    ]);
}

export function useUpdatePatientStatus(id: string) {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: (input: PatientStatusInput) =>
      unwrap(api.admin.patients[":id"].status.$patch({ param: { id }, json: input })),
    onSuccess: () => invalidate(id),
  });
}

export function useUpdatePatient(id: string) {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: (input: AdminPatientUpdateInput) =>
      unwrap(api.admin.patients[":id"].$put({ param: { id }, json: input })),
    onSuccess: () => invalidate(id),
  });
}

export function useArchivePatient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.patients[":id"].$delete({ param: { id } })),
    // Not awaited: the page leaves the archived record at once; the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.patients, "list"] });
    },
  });
}
