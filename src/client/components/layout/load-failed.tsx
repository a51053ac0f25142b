import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";

/** What could not be loaded, said where it would have been (an alert), and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={cn("grid justify-items-start gap-3", className)} role="alert">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
