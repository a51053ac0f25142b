import { ProgressView } from "@/client/components/progress/progress-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useProgress } from "../api/progress-api";
import { AddWeightForm } from "./add-weight-form";
import { LoadFailed } from "@/client/components/layout/load-failed";

/**
 * "My progress" (issue 23): the patient's weight over time from every weight they gave and
 * every one the pharmacy measured, the dose supplied beneath, and today's weight between
 * check-ins. Until the first check-in, a word on what will show here.
 */
export function ProgressCard() {
  const { data, isPending, isError, refetch } = useProgress();
  return (
    <Card role="region" aria-labelledby="my-progress-heading">
      <CardHeader>
        <CardTitle id="my-progress-heading">My progress</CardTitle>
        <CardDescription>Your weight over time and the dose supplied.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isPending ? (
          <Spinner label="Loading your progress..." />
        ) : isError || !data ? (
          <LoadFailed message="We could not load your progress." onRetry={() => void refetch()} />
        ) : (
          <>
            {data.hasCheckin || data.points.some((p) => p.source === "self_reported") ? (
              <ProgressView series={data} who="you" />
            ) : (
              <p className="text-sm text-zinc-700">
                Your progress will show here after your first check-in, when you request your next pen.
              </p>
            )}
            {data.canAddWeight && <AddWeightForm />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
