import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { MessageInput } from "@/shared/schemas/people/messages";

/** Under the account's root key, so the account page (whose task a reply may close) refreshes too. */
const threadKey = ["account", "messages"] as const;

const fetchPage = (before?: number) =>
  unwrap(api.account.messages.$get({ query: before ? { before: String(before) } : {} }));
export type ThreadPage = Awaited<ReturnType<typeof fetchPage>>;
export type ThreadMessage = ThreadPage["messages"][number];

/**
 * The patient's thread: the newest page first, older pages on request. Read fresh each time the
 * page opens (opening it marks the pharmacy's messages read), and now and then while it is open.
 */
export function useThread() {
  return useInfiniteQuery({
    queryKey: threadKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasOlder && last.messages[0] ? last.messages[0].id : undefined),
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: 60_000,
    retry: false,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: MessageInput) => unwrap(api.account.messages.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account"] }),
  });
}
