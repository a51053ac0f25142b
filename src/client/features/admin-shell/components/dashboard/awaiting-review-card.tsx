import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatDateTime, formatWaiting } from "../../lib/format";

/** The dashboard's "Awaiting review" (decision 077): how many consultations wait for a prescriber, and the oldest wait. */
export function AwaitingReviewCard({
  awaiting,
  isError,
}: {
  awaiting?: { count: number; oldestOpenedAt: string | null };
  isError?: boolean;
}) {
  const waitedMinutes = awaiting?.oldestOpenedAt
    ? Math.floor((Date.now() - Date.parse(awaiting.oldestOpenedAt)) / 60_000)
    : null;
  return (
    <Card className={awaiting && awaiting.count > 0 ? "border-amber-300" : undefined}>
      <CardHeader>
        <CardTitle>Awaiting review</CardTitle>
        <CardDescription>Orders waiting for a prescriber's decision, due within 24 hours.</CardDescription>
      </CardHeader>
      <CardContent>
        {!awaiting ? (
          <p className="text-sm text-zinc-600">{isError ? "Not available." : "Loading..."}</p>
        ) : awaiting.count === 0 ? (
          <p className="text-sm text-zinc-600">No consultations are waiting for review.</p>
        ) : (
          <>
            <p className="font-semibold">
              {awaiting.count === 1
                ? "1 consultation awaiting review"
                : `${awaiting.count} consultations awaiting review`}
            </p>
            {awaiting.oldestOpenedAt && waitedMinutes !== null && (
              <p className="mt-1 text-sm text-zinc-700">
                The oldest has waited {formatWaiting(waitedMinutes)} (since {formatDateTime(awaiting.oldestOpenedAt)}).
              </p>
            )}
          </>
        )}
        <Button variant="link" size="inline" asChild className="mt-2">
          <Link to={paths.admin.consultations}>
            Review consultations <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
