import { useEffect, useState } from "react";

/**
 * A dialog's form starts afresh each time the dialog opens: `refill` puts its first values back
 * and the last refusal (what no field of the form explains) goes. Returns that refusal's state.
 */
export function useFreshOnOpen<Refusal = string>(open: boolean, refill: () => void) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (open) {
      refill();
      setRefusal(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill only when the dialog opens
  }, [open]);
  return [refusal, setRefusal] as const;
}
