import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { api, unwrap } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";

/**
 * "Tell me when it is back" beside a dose out of stock (issue 29, decision 124): on the dose step
 * and the re-order check-in. Once asked, it says the patient will be e-mailed.
 */
export function BackInStock({ productId, waiting, dose }: { productId: number; waiting: boolean; dose: string }) {
  const [asked, setAsked] = useState(waiting);
  const ask = useMutation({
    mutationFn: () => unwrap(api.patient["back-in-stock"].$post({ json: { productId } })),
    onSuccess: () => setAsked(true),
    onError: (error) => notify.error("We could not save your request", error.message),
  });
  if (asked)
    return (
      <p role="status" className="text-sm text-zinc-700">
        {STOCK_MESSAGES.wishRecorded}
      </p>
    );
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`${STOCK_MESSAGES.tellMe}: ${dose}`}
      disabled={ask.isPending}
      onClick={() => ask.mutate()}
    >
      {ask.isPending ? "Saving..." : STOCK_MESSAGES.tellMe}
    </Button>
  );
}
