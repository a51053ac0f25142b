import { MessageSquare, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/config/paths";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

/** Where the patient talks to the pharmacy: the message thread and the side-effect report (issue 13). */
export function HelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Talk to the pharmacy</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          <li>
            <Link
              to={paths.accountMessages}
              className="inline-flex items-center gap-2 font-medium text-brand-800 underline"
            >
              <MessageSquare className="size-4" aria-hidden="true" />
              Messages
            </Link>
            <span className="block text-sm text-zinc-600">
              Ask our pharmacy team a question and read their replies.
            </span>
          </li>
          <li>
            <Link
              to={paths.accountSideEffects}
              className="inline-flex items-center gap-2 font-medium text-brand-800 underline"
            >
              <TriangleAlert className="size-4" aria-hidden="true" />
              Report a side effect
            </Link>
            <span className="block text-sm text-zinc-600">Tell us how you are getting on with your treatment.</span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
