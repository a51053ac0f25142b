import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { FRIDGE_MESSAGES } from "@/shared/domain/dispensing/fridge";

/** A hold said beside the steps it holds, with the way to the page where it is lifted. */
function HeldNotice({ message, to, page }: { message: string; to: string; page: string }) {
  return (
    <p className="text-sm text-red-700">
      {message}{" "}
      <Link to={to} className="underline">
        {page}
      </Link>
    </p>
  );
}

/**
 * Said beside the steps an open fridge excursion holds (decision 121: assembly, the accuracy
 * check, the hand-over, the dispatch), with the way to the fridge page where a pharmacist records
 * the assessment. Nothing while the fridge is in range.
 */
export function FridgeHeldNotice({ excursion }: { excursion: { since: string } | null }) {
  return excursion ? (
    <HeldNotice message={FRIDGE_MESSAGES.held} to={paths.admin.fridge} page="Fridge temperatures" />
  ) : null;
}

/**
 * Said beside the steps a recall of the assembled pack's batch holds (decision 122): the
 * accuracy check, the hand-over, the dispatch; assembled again from another batch, it goes on.
 */
export function RecallHeldNotice({ recall }: { recall: { message: string } | null }) {
  return recall ? <HeldNotice message={recall.message} to={paths.admin.recalls} page="Batch recall" /> : null;
}

/**
 * Said beside the hand-over a returned twin holds (decision 125): the order's pack has the batch
 * and serial of one that came back on another order, so it is never supplied: before the accuracy
 * check it is assembled again from another pack; once checked, the order is withdrawn before
 * supply and dispensed again.
 */
export function ReturnedPackNotice({
  returnedPack,
  remedy,
}: {
  returnedPack: { message: string } | null;
  remedy: string;
}) {
  return returnedPack ? (
    <p className="text-sm text-red-700">
      {returnedPack.message} {remedy}
    </p>
  ) : null;
}
