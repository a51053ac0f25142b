import { useEffect } from "react";
import { Navigate } from "react-router";
import { paths } from "@/client/config/paths";
import { notify } from "@/client/lib/notify";
import { NEXT_PEN_FROM_ACCOUNT_MESSAGE } from "@/shared/domain/treatment/reorder";

/**
 * One road to a next supply (decision 083): a patient who has been supplied, or whose approved
 * order is on its way, is taken from the first-order form to their account's re-order check-in.
 */
export function ToReorder() {
  useEffect(() => notify.info(NEXT_PEN_FROM_ACCOUNT_MESSAGE), []);
  return <Navigate to={paths.accountReorder} replace />;
}
