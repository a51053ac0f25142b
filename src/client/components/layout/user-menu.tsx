import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, User } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { signOut } from "@/client/lib/sign-out";

/*
 * What the navigation bar shows a signed-in user (docs/spec.md §2): loaded only once someone is
 * signed in, so a visitor's first download carries none of it.
 */

function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (await signOut(queryClient)) navigate(paths.home, { replace: true });
  };
}

/** The back office's link, for staff. */
function AdminLink({ wide = false }: { wide?: boolean }) {
  return (
    <Button asChild variant={wide ? "outline" : "ghost"} size={wide ? "default" : "sm"}>
      <Link to={paths.admin.dashboard}>Admin</Link>
    </Button>
  );
}

/** The signed-in user's menu: their e-mail, their account, messages and side-effect report, and Sign Out. */
export default function UserMenu({ email, isEmployee }: { email: string; isEmployee: boolean }) {
  const onSignOut = useSignOut();
  // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
  // focusable (axe aria-hidden-focus); the menu still closes on Escape or a click outside.
  return (
    <>
      {isEmployee && <AdminLink />}
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
    </>
  );
}

/** The same links in the small screen's menu, below who is signed in. */
export function MobileUserLinks({ isEmployee }: { isEmployee: boolean }) {
  const onSignOut = useSignOut();
  return (
    <>
      {isEmployee && <AdminLink wide />}
      <Button asChild variant="outline">
        <Link to={paths.account}>My account</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.accountMessages}>Messages</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.accountSideEffects}>Report a side effect</Link>
      </Button>
      <Button variant="outline" onClick={onSignOut}>
        Sign Out
      </Button>
    </>
  );
}
