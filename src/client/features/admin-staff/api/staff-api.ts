import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { StaffCreateInput, StaffUpdate } from "@/shared/schemas/people/staff";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** The Staff page's data (decision 022): the superintendent's alone. */
const staffKey = [...adminKeys.all, "staff"] as const;

export function useStaff(enabled: boolean) {
  return useQuery({ queryKey: staffKey, queryFn: () => unwrap(api.admin.staff.$get()), enabled });
}
export type StaffMember = NonNullable<ReturnType<typeof useStaff>["data"]>["active"][number];

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCreateInput) => unwrap(api.admin.staff.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: StaffUpdate & { id: number }) =>
      unwrap(api.admin.staff[":id"].$patch({ param: { id: String(id) }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.admin.staff[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** Decision 093: the superintendent resets a colleague's second factor. */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.admin.staff[":id"]["reset-second-factor"].$post({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
