/** The pharmacy's own records (decision 098): the RP log, the fridge log, incidents, recalls and the packs' barcodes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type {
  CloseIncidentInput,
  ExcursionCloseInput,
  FridgeReadingInput,
  IncidentInput,
  ProductGtinFormValues,
  RecallRecordFormValues,
  RpAbsenceInput,
} from "@/shared/schemas/orders/dispensary";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

const keys = {
  rpLog: (page: number) => [...adminKeys.all, "rp-log", page] as const,
  rpAll: [...adminKeys.all, "rp-log"] as const,
  fridge: (page: number) => [...adminKeys.all, "fridge", page] as const,
  fridgeAll: [...adminKeys.all, "fridge"] as const,
  incidents: (status: string, page: number) => [...adminKeys.all, "incidents", status, page] as const,
  incidentsAll: [...adminKeys.all, "incidents"] as const,
  recall: (batch: string) => [...adminKeys.all, "recalls", batch] as const,
  recorded: [...adminKeys.all, "recorded-recalls"] as const,
  products: [...adminKeys.all, "products"] as const,
};
const pageQuery = (page: number) => (page > 1 ? { page: String(page) } : {});

/** A mutation that refreshes what it changed, the dashboard's counts and any open order (its RP line). */
function useRecordMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  changed: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: changed }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
      ]),
  });
}

export function useRpLog(page: number) {
  return useQuery({
    queryKey: keys.rpLog(page),
    queryFn: () => unwrap(api.admin["rp-log"].$get({ query: pageQuery(page) })),
    placeholderData: keepPreviousData,
  });
}
export const useRpSignIn = () =>
  useRecordMutation(() => unwrap(api.admin["rp-log"]["sign-in"].$post({ json: {} })), keys.rpAll);
export const useRpSignOut = () =>
  useRecordMutation(() => unwrap(api.admin["rp-log"]["sign-out"].$post({ json: {} })), keys.rpAll);
/** Decision 116: the RP on duty leaves ("Record absence") and returns ("Back"). */
export const useRpAbsence = () =>
  useRecordMutation((json: RpAbsenceInput) => unwrap(api.admin["rp-log"].absence.$post({ json })), keys.rpAll);
export const useRpBack = () =>
  useRecordMutation(() => unwrap(api.admin["rp-log"].back.$post({ json: {} })), keys.rpAll);

export function useFridgeLog(page: number) {
  return useQuery({
    queryKey: keys.fridge(page),
    queryFn: () => unwrap(api.admin.fridge.$get({ query: pageQuery(page) })),
    placeholderData: keepPreviousData,
  });
}
export const useRecordFridgeReading = () =>
  useRecordMutation((json: FridgeReadingInput) => unwrap(api.admin.fridge.$post({ json })), keys.fridgeAll);
/** Decision 121: a pharmacist's assessment closes the excursion that holds supply. */
export const useCloseExcursion = (excursionId: number) =>
  useRecordMutation(
    (json: ExcursionCloseInput) =>
      unwrap(api.admin.fridge.excursions[":id"].close.$post({ param: { id: String(excursionId) }, json })),
    keys.fridgeAll,
  );

/** Each load is an audited read: fetched fresh. */
export function useIncidents(status: "open" | "closed" | "all", page: number) {
  return useQuery({
    queryKey: keys.incidents(status, page),
    queryFn: () => unwrap(api.admin.incidents.$get({ query: { status, ...pageQuery(page) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
export const useRecordIncident = () =>
  useRecordMutation((json: IncidentInput) => unwrap(api.admin.incidents.$post({ json })), keys.incidentsAll);
export const useCloseIncident = (id: number) =>
  useRecordMutation(
    (json: CloseIncidentInput) => unwrap(api.admin.incidents[":id"].close.$post({ param: { id: String(id) }, json })),
    keys.incidentsAll,
  );

/** The orders dispensed from a batch; an audited read, fetched fresh, only once a batch is asked for. */
export function useRecall(batch: string) {
  return useQuery({
    queryKey: keys.recall(batch),
    queryFn: () => unwrap(api.admin.recalls.$get({ query: { batch } })),
    enabled: batch !== "",
    staleTime: 0,
    retry: false,
  });
}
export function useNotifyRecall(batch: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.recalls.notify.$post({ json: { batch } })),
    onSuccess: (result) => {
      queryClient.setQueryData(keys.recall(batch), { batch, affected: result.affected });
      return queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

/** The recalls recorded from the alerts (decision 122), open first. */
export function useRecordedRecalls() {
  return useQuery({ queryKey: keys.recorded, queryFn: () => unwrap(api.admin.recalls.recorded.$get()) });
}
export type RecordedRecall = NonNullable<ReturnType<typeof useRecordedRecalls>["data"]>["recalls"][number];
export const useRecordRecall = () =>
  useRecordMutation(
    (json: RecallRecordFormValues) => unwrap(api.admin.recalls.recorded.$post({ json })),
    keys.recorded,
  );
export const useCloseRecall = (id: number) =>
  useRecordMutation(
    (json: { outcome: string }) =>
      unwrap(api.admin.recalls.recorded[":id"].close.$post({ param: { id: String(id) }, json })),
    keys.recorded,
  );

export function usePackBarcodes() {
  return useQuery({ queryKey: keys.products, queryFn: () => unwrap(api.admin.products.$get()) });
}
export const useSetGtin = (productId: number) =>
  useRecordMutation(
    (json: ProductGtinFormValues) =>
      unwrap(api.admin.products[":id"].gtin.$put({ param: { id: String(productId) }, json })),
    keys.products,
  );
