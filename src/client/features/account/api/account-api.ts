import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** Every query of the account lives under one key, so a change refreshes what it touched. */
const accountKeys = {
  all: ["account"] as const,
  summary: ["account", "summary"] as const,
  order: (id: string) => ["account", "orders", id] as const,
};

const fetchAccount = () => unwrap(api.account.$get());
export type Account = Awaited<ReturnType<typeof fetchAccount>>;
export type AccountOrder = NonNullable<Account["currentOrder"]>;

/** The patient's own treatment and orders, read fresh each time the page opens. */
export function useAccount() {
  return useQuery({ queryKey: accountKeys.summary, queryFn: fetchAccount, staleTime: 0, refetchOnMount: "always" });
}

export function useAccountOrder(id: string) {
  return useQuery({
    queryKey: accountKeys.order(id),
    queryFn: () => unwrap(api.account.orders[":id"].$get({ param: { id } })),
    staleTime: 0,
    retry: false,
  });
}

function useAccountMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }) });
}

/** "I've received it": a dispatched order becomes delivered. */
export function useConfirmReceived() {
  return useAccountMutation((id: number) =>
    unwrap(api.account.orders[":id"].received.$post({ param: { id: String(id) }, json: {} })),
  );
}

export function useCancelMyOrder() {
  return useAccountMutation((id: number) =>
    unwrap(api.account.orders[":id"].cancel.$post({ param: { id: String(id) }, json: {} })),
  );
}

/**
 * "Pay now" (decision 100): the server opens (or reuses) the card checkout of the order and
 * answers its address; the browser goes there and comes back to the order's page.
 */
export function usePayNow() {
  return useMutation({
    mutationFn: (id: number) => unwrap(api.account.orders[":id"].pay.$post({ param: { id: String(id) }, json: {} })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useSetReorderReminders() {
  return useAccountMutation((enabled: boolean) => unwrap(api.account["reorder-reminders"].$put({ json: { enabled } })));
}

/** The contraception and pregnancy advice waiting for the patient's confirmation, if any (issue 13). */
export function useAdvice() {
  return useQuery({
    queryKey: [...accountKeys.all, "advice"],
    queryFn: () => unwrap(api.account.advice.$get()),
    staleTime: 0,
  });
}

export function useAcknowledgeAdvice() {
  return useAccountMutation((orderId: number) => unwrap(api.account.advice.$post({ json: { orderId } })));
}
