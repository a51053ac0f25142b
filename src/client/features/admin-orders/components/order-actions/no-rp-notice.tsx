import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { DISPENSING_MESSAGES } from "@/shared/domain/dispensing/dispensing-steps";
import { RP_MESSAGES } from "@/shared/domain/dispensing/rp-log";

/**
 * Said beside a step that needs a responsible pharmacist signed in (the clinical check, and every
 * supply: the accuracy check, the hand-over, the dispatch; decision 113), with the way to sign in.
 * `absent`: the RP is signed in but away, which holds a supply too (decision 116).
 */
export function NoRpNotice({ className = "", absent = false }: { className?: string; absent?: boolean }) {
  return (
    <p className={`text-sm text-red-700 ${className}`}>
      {absent ? RP_MESSAGES.absent : DISPENSING_MESSAGES.noResponsiblePharmacist}{" "}
      <Link to={paths.admin.rpLog} className="underline">
        Responsible pharmacist log
      </Link>
    </p>
  );
}

/**
 * Beside a supply's button (decision 116): nothing while the RP is in, else why the supply is
 * held. `rp` is the order's `dispensing.responsiblePharmacist`.
 */
export function SupplyRpNotice({ rp }: { rp: { absentSince: string | null } | null }) {
  if (rp && rp.absentSince === null) return null;
  return <NoRpNotice absent={rp !== null} />;
}
