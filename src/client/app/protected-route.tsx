import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "@/client/components/ui/spinner";
import { useSession } from "@/client/lib/session";
import { type NavState, paths } from "@/client/config/paths";

/** docs/spec.md §2: 'Loading...' while the session is checked; no user → /auth carrying 'from'. */
export function ProtectedRoute() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Loading..." />;
  if (!user) {
    const carried = (location.state as NavState | null) ?? {};
    const state: NavState = { ...carried, from: location.pathname + location.search };
    return <Navigate to={paths.auth} replace state={state} />;
  }
  return <Outlet />;
}
