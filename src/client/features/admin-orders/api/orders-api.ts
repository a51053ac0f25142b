import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { auditedRead } from "@/client/features/admin-shell/api/audited-read";
import type { AccuracyCheckInput, AssembleFormValues, ClinicalCheckInput } from "@/shared/schemas/orders/dispensing";
import type {
  CancelOrderInput,
  CollectInput,
  DispatchInput,
  MarkPaidInput,
  RecordReturnInput,
  RefundInput,
} from "@/shared/schemas/orders/orders";
import type { OrderTab } from "@/shared/domain/orders/order-queues";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** Under the admin root key, so an ended session on these pages is handled like on the others. */
const orderKeys = {
  all: adminKeys.orders,
  list: (tab: OrderTab, page: number) => [...adminKeys.orders, "list", tab, page] as const,
  detail: (id: string) => [...adminKeys.orders, "detail", id] as const,
  label: (id: string) => [...adminKeys.orders, "label", id] as const,
};

export function useOrderList(tab: OrderTab, page: number) {
  return useQuery({
    queryKey: orderKeys.list(tab, page),
    queryFn: () => unwrap(api.admin.orders.$get({ query: { tab, ...(page > 1 ? { page: String(page) } : {}) } })),
    placeholderData: keepPreviousData,
  });
}

/** Each load is an audited read (decision 019): always fetched fresh when the page opens. */
export function useOrder(id: string) {
  return useQuery(auditedRead(orderKeys.detail(id), () => unwrap(api.admin.orders[":id"].$get({ param: { id } }))));
}
export type OrderDetail = NonNullable<ReturnType<typeof useOrder>["data"]>;

/** After a move: the order, every tab, the patient pages (which list the patient's orders) and the dashboard's counts. */
function useOrderMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.patients }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

const orderParam = (id: number) => ({ id: String(id) });

export const useMarkPaid = (id: number) =>
  useOrderMutation((json: MarkPaidInput) =>
    unwrap(api.admin.orders[":id"]["mark-paid"].$post({ param: orderParam(id), json })),
  );
/** The three steps of dispensing (decision 095); the accuracy check is what dispenses. */
export const useClinicalCheck = (id: number) =>
  useOrderMutation((json: ClinicalCheckInput) =>
    unwrap(api.admin.orders[":id"]["clinical-check"].$post({ param: orderParam(id), json })),
  );
export const useAssemble = (id: number) =>
  useOrderMutation((json: AssembleFormValues) =>
    unwrap(api.admin.orders[":id"].assemble.$post({ param: orderParam(id), json })),
  );
export const useRecordLabelPrint = (id: number) =>
  useOrderMutation(() => unwrap(api.admin.orders[":id"]["label-printed"].$post({ param: orderParam(id), json: {} })));
export const useAccuracyCheck = (id: number) =>
  useOrderMutation((json: AccuracyCheckInput) =>
    unwrap(api.admin.orders[":id"]["accuracy-check"].$post({ param: orderParam(id), json })),
  );

/** The dispensing label of the assembled pack (decision 096): an audited read, fetched fresh. */
export function useLabel(id: string) {
  return useQuery(
    auditedRead(orderKeys.label(id), () => unwrap(api.admin.orders[":id"].label.$get({ param: { id } }))),
  );
}
export const useDispatch = (id: number) =>
  useOrderMutation((json: DispatchInput) =>
    unwrap(api.admin.orders[":id"].dispatch.$post({ param: orderParam(id), json })),
  );
export const useReadyToCollect = (id: number) =>
  useOrderMutation(() =>
    unwrap(api.admin.orders[":id"]["ready-to-collect"].$post({ param: orderParam(id), json: {} })),
  );
export const useCollect = (id: number) =>
  useOrderMutation((json: CollectInput) =>
    unwrap(api.admin.orders[":id"].collect.$post({ param: orderParam(id), json })),
  );
export const useMarkDelivered = (id: number) =>
  useOrderMutation(() => unwrap(api.admin.orders[":id"].delivered.$post({ param: orderParam(id), json: {} })));
export const useCancelOrder = (id: number) =>
  useOrderMutation((json: CancelOrderInput) =>
    unwrap(api.admin.orders[":id"].cancel.$post({ param: orderParam(id), json })),
  );
export const useRecordReturn = (id: number) =>
  useOrderMutation((json: RecordReturnInput) =>
    unwrap(api.admin.orders[":id"].return.$post({ param: orderParam(id), json })),
  );

export const useRefund = (id: number) =>
  useOrderMutation((json: RefundInput) =>
    unwrap(api.admin.orders[":id"].refund.$post({ param: orderParam(id), json })),
  );
