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

/**
 * Said beside the steps a recall of the assembled pack's batch holds (decision 122): the
 * accuracy check, the hand-over, the dispatch; assembled again from another batch, it goes on.
 */
export function RecallHeldNotice({ recall }: { recall: { message: string } | null }) {
  if (!recall) return null;
  return (
    <p className="text-sm text-red-700">
      {recall.message}{" "}
      <Link to={paths.admin.recalls} className="underline">
        Batch recall
      </Link>
    </p>
  );
}
