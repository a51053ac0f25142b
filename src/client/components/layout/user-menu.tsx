import { ChevronDown, User } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/app/paths";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";

/** The signed-in user's menu: their e-mail, their account, messages and side-effect report, and Sign Out (docs/spec.md §2). */
export default function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
  // focusable (axe aria-hidden-focus); the menu still closes on Escape or a click outside.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Account menu for ${email}`}>
          <User aria-hidden="true" />
          <span className="max-w-48 truncate">{email}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account}>My account</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.accountMessages}>Messages</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.accountSideEffects}>Report a side effect</Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
