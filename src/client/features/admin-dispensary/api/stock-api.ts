/** Stock on hand, goods in, adjustments and the movements (issue 29, decision 124). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { StockAdjustFormValues, StockReceiveFormValues } from "@/shared/schemas/orders/dispensary";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

const keys = {
  all: [...adminKeys.all, "stock"] as const,
  onHand: [...adminKeys.all, "stock", "on-hand"] as const,
  movements: (page: number) => [...adminKeys.all, "stock", "movements", page] as const,
};

export function useStockOnHand() {
  return useQuery({ queryKey: keys.onHand, queryFn: () => unwrap(api.admin.stock.$get()) });
}
export type StockProduct = NonNullable<ReturnType<typeof useStockOnHand>["data"]>["products"][number];
export type StockBatch = StockProduct["batches"][number];

export function useStockMovements(page: number) {
  return useQuery({
    queryKey: keys.movements(page),
    queryFn: () => unwrap(api.admin.stock.movements.$get({ query: page > 1 ? { page: String(page) } : {} })),
    placeholderData: keepPreviousData,
  });
}

/** A stock change refreshes the stock, its movements and the dashboard (its go-live items). */
function useStockMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

export const useReceiveStock = () =>
  useStockMutation((json: StockReceiveFormValues) => unwrap(api.admin.stock.receive.$post({ json })));
export const useAdjustStock = () =>
  useStockMutation((json: StockAdjustFormValues) => unwrap(api.admin.stock.adjust.$post({ json })));

export const STOCK_CSV_HREF = "/api/admin/stock/movements.csv";
