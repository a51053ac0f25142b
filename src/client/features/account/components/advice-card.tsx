import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { showError } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { useAcknowledgeAdvice, useAdvice } from "../api/account-api";

/**
 * MHRA (June 2025): before a first pen or a step up is dispensed, the patient confirms she has
 * read the contraception and pregnancy advice, unless the prescriber recorded giving it. Shown
 * only while the server says it is needed.
 */
export function AdviceCard() {
  const { data } = useAdvice();
  const acknowledge = useAcknowledgeAdvice();
  const advice = data?.advice;
  if (!advice) return null;
  return (
    <Card className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle>{advice.title}</CardTitle>
        <p className="text-sm text-amber-900">
          Please read this before we prepare your {advice.occasion === "first_pen" ? "first pen" : "higher dose"} (order
          #{advice.orderId}).
        </p>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        {advice.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <Button
          disabled={acknowledge.isPending}
          onClick={() =>
            acknowledge.mutate(advice.orderId, {
              onSuccess: () => notify.success("Thank you", "We have noted that you have read the advice."),
              onError: (e) => showError(e),
            })
          }
        >
          {acknowledge.isPending ? "Saving..." : "I have read this advice"}
        </Button>
      </CardContent>
    </Card>
  );
}
