import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";

/** A step whose saved information could not be loaded (or its order prepared): the patient tries again. */
export function StepLoadFailed({
  message = "We could not load your information. Please try again.",
}: {
  message?: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="grid justify-items-start gap-4">
      <p>{message}</p>
      <Button variant="outline" onClick={() => navigate(0)}>
        Try again
      </Button>
    </div>
  );
}
