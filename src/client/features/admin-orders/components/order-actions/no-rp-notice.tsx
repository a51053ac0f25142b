import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";

/**
 * Said beside a step that needs a responsible pharmacist signed in (the clinical check, and every
 * supply: the accuracy check, the hand-over, the dispatch; decision 113), with the way to sign in.
 */
export function NoRpNotice({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-red-700 ${className}`}>
      {DISPENSING_MESSAGES.noResponsiblePharmacist}{" "}
      <Link to={paths.admin.rpLog} className="underline">
        Responsible pharmacist log
      </Link>
    </p>
  );
}
