import { useEffect } from "react";
import { Navigate } from "react-router";
import { paths } from "@/client/config/paths";
import { errorStatus, toApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { NEXT_PEN_FROM_ACCOUNT_MESSAGE } from "@/shared/domain/reorder";

/** The server's refusal of a first-order step to a patient whose next pen comes through the re-order (decision 083). */
export const isNextPenFromAccount = (error: unknown) =>
  errorStatus(error) === 409 && toApiError(error).message === NEXT_PEN_FROM_ACCOUNT_MESSAGE;

/**
 * One road to a next supply (decision 083): a patient who has been supplied, or whose approved
 * order is on its way, is taken from the first-order form to their account's re-order check-in.
 */
export function ToReorder() {
  useEffect(() => notify.info(NEXT_PEN_FROM_ACCOUNT_MESSAGE), []);
  return <Navigate to={paths.accountReorder} replace />;
}
