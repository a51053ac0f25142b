import { format, parseISO } from "date-fns";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { Account } from "../api/account-api";

/**
 * Whether the next pen can be requested (issue 13): the way in when it can, the date from which
 * it can, or why not. Nothing while an order is on its way or before a first supply: the order
 * card says what happens next then.
 */
export function NextPenCard({ reorder }: { reorder: Account["reorder"] }) {
  if (!reorder || reorder.reason === "open_order" || reorder.reason === "no_supply") return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your next pen</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        {reorder.canReorder ? (
          <>
            <p>Tell us how you are getting on and request your next pen.</p>
            <Button asChild>
              <Link to={paths.accountReorder}>Request your next pen</Link>
            </Button>
          </>
        ) : reorder.reason === "too_early" && reorder.availableFrom ? (
          <p>You can request your next pen from {format(parseISO(reorder.availableFrom), "d MMMM yyyy")}.</p>
        ) : (
          <p>{reorder.message}</p>
        )}
      </CardContent>
    </Card>
  );
}
