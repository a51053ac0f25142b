import { useQueryClient } from "@tanstack/react-query";
import {
  BookOpen,
  ClipboardCheck,
  LayoutDashboard,
  LogOut,
  Mail,
  Package,
  PoundSterling,
  Pill,
  Settings,
  ShieldAlert,
  UserCog,
  Users,
} from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { type ApiErrorCode, errorCode } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { sessionQueryKey } from "@/client/lib/session";
import { EMAIL_CONFIRMATION_MESSAGES } from "@/shared/domain/people/email-confirmation";
import type { EmployeeRole } from "@/shared/domain/people/roles";
import { signOut } from "@/client/lib/sign-out";
import { cn } from "@/client/lib/utils";
import { adminKeys } from "../../api/admin-keys";
import { DISPENSARY_SECTIONS } from "./dispensary-nav";
import { useAdminAccess } from "../../api/use-admin-access";
import { GoLiveIndicator } from "./go-live-indicator";

/**
 * The back office's sections; `only` names the one role a section is shown to (decision 022; the
 * server still checks); `section` lists the pages a link stands for (the dispensary's records).
 */
const nav: ReadonlyArray<{
  to: string;
  label: string;
  icon: typeof Users;
  end: boolean;
  only?: EmployeeRole;
  section?: readonly string[];
}> = [
  { to: paths.admin.dashboard, label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: paths.admin.consultations, label: "Consultations", icon: ClipboardCheck, end: false },
  { to: paths.admin.patients, label: "Patients", icon: Users, end: false },
  { to: paths.admin.orders, label: "Orders", icon: Package, end: false },
  { to: paths.admin.register, label: "POM register", icon: BookOpen, end: false },
  { to: paths.admin.payments, label: "Payments", icon: PoundSterling, end: false },
  { to: paths.admin.messages, label: "Messages", icon: Mail, end: false },
  { to: paths.admin.rpLog, label: "Dispensary", icon: Pill, end: false, section: DISPENSARY_SECTIONS.map((s) => s.to) },
  { to: paths.admin.staff, label: "Staff", icon: UserCog, end: false, only: "superintendent" },
  { to: paths.admin.settings, label: "System Settings", icon: Settings, end: false },
];

export interface AdminLoginState {
  from?: string;
}

/** The guarded admin area (docs/spec.md §6): verifying → allowed, or redirect, or the failure screen. */
export function AdminLayout() {
  const access = useAdminAccess();
  const location = useLocation();
  const from = location.pathname + location.search;
  const denied = access.state === "not-employee" || access.state === "confirm-email" ? access.state : null;
  const toasted = useRef(false);

  useEffect(() => {
    if (denied && !toasted.current) {
      toasted.current = true;
      notify.error(
        "Access denied",
        denied === "confirm-email"
          ? EMAIL_CONFIRMATION_MESSAGES.staffUnconfirmed
          : "You need admin privileges to access this area.",
      );
    }
  }, [denied]);

  switch (access.state) {
    case "verifying":
      return <Spinner label="Verifying permissions..." className="min-h-screen" />;
    case "error":
      return <AccessFailed message={access.message} retry={access.retry} retrying={access.retrying} />;
    case "signed-out":
      return <Navigate to={paths.admin.login} replace state={{ from } satisfies AdminLoginState} />;
    case "not-employee":
      return <Navigate to={`${paths.admin.login}?error=insufficient_privileges`} replace />;
    case "confirm-email":
      return (
        <Navigate
          to={`${paths.admin.login}?error=email_not_confirmed`}
          replace
          state={{ from } satisfies AdminLoginState}
        />
      );
    case "allowed":
      return <AdminShell email={access.email} role={access.role} />;
  }
}

function AccessFailed({ message, retry, retrying }: { message: string; retry: () => void; retrying: boolean }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <ShieldAlert className="size-12 text-red-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Access Verification Failed</h1>
      <p className="text-zinc-600" role="alert">
        Admin verification error: {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry} disabled={retrying}>
          {retrying ? "Retrying..." : "Retry"}
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home}>Go to Home</Link>
        </Button>
      </div>
    </main>
  );
}

/** The codes of an admin request whose session has ended, or is no longer an employee's. */
const SIGNED_OUT_CODES: readonly ApiErrorCode[] = ["unauthenticated", "forbidden"];

function AdminShell({ email, role }: { email: string; role: EmployeeRole | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // A session that ends while a page is open (signed out elsewhere, expired, or no longer an
  // employee) shows as unauthenticated or forbidden on the next admin request: check the session again, so the guard
  // sends the user to log in instead of a page saying the data is missing.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error" || event.query.queryKey[0] !== adminKeys.all[0])
          return;
        const { error } = event.action;
        if (SIGNED_OUT_CODES.includes(errorCode(error))) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }),
    [queryClient],
  );

  const onSignOut = async () => {
    if (await signOut(queryClient)) navigate(paths.admin.login, { replace: true });
  };

  return (
    // A printed page (a prescription, a GP letter) is the document alone: the header stays on screen.
    <div className="flex min-h-screen flex-col bg-zinc-50 print:bg-white">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-zinc-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link to={paths.admin.dashboard} className="text-lg font-bold text-brand-900">
            Back office
          </Link>
          <div className="flex min-w-0 items-center gap-2">
            <GoLiveIndicator superintendent={role === "superintendent"} />
            <Link
              to={paths.admin.account}
              className="hidden truncate text-sm text-zinc-600 underline-offset-4 hover:underline sm:inline"
              title={`${email}: your account`}
            >
              {email}
            </Link>
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.home}>View site</Link>
            </Button>
            <Button variant="outline" size="sm" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-7xl px-4">
          <ul className="flex flex-wrap gap-x-1">
            {nav
              .filter((item) => !item.only || item.only === role)
              .map(({ to, label, icon: Icon, end, section }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-2 whitespace-nowrap border-b-2 px-2 py-2.5 text-sm font-medium sm:px-3",
                        isActive || section?.some((p) => pathname.startsWith(p))
                          ? "border-brand-700 text-brand-800"
                          : "border-transparent text-zinc-600 hover:text-zinc-900",
                      )
                    }
                  >
                    {/* Without icons the links take less room; on a phone they wrap onto a second line, all in view. */}
                    <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <div className="flex-1">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
