import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";

/**
 * Said beside the steps an open fridge excursion holds (decision 121: assembly, the accuracy
 * check, the hand-over, the dispatch), with the way to the fridge page where a pharmacist records
 * the assessment. Nothing while the fridge is in range.
 */
export function FridgeHeldNotice({ excursion }: { excursion: { since: string } | null }) {
  if (!excursion) return null;
  return (
    <p className="text-sm text-red-700">
      {FRIDGE_MESSAGES.held}{" "}
      <Link to={paths.admin.fridge} className="underline">
        Fridge temperatures
      </Link>
    </p>
  );
}
