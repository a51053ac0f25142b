import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "@/client/config/paths";
import { island } from "@/client/components/island";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import { useSettings } from "@/client/lib/settings";
import { clsx } from "clsx";

const links = [
  { to: paths.howItWorks, label: "How it Works" },
  { to: paths.prices, label: "Prices" },
  { to: paths.about, label: "About" },
  { to: paths.contact, label: "Contact" },
];

// The account menu (Radix + floating UI), the account's links and signing out are only needed
// once signed in: a visitor never loads them.
const UserMenu = lazy(() => import("./user-menu"));
const MobileUserLinks = lazy(() => import("./user-menu").then((m) => ({ default: m.MobileUserLinks })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx("rounded-md px-3 py-2 text-sm font-medium hover:bg-zinc-100", isActive ? "text-brand-700" : "text-zinc-700");

/** Sign In opens the Sign In tab, with the script and without (decision 107). */
const SIGN_IN = `${paths.auth}?tab=signin`;

function NavigationBar() {
  const { user, isEmployee } = useSession();
  const { settings } = useSettings();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={paths.home} className="text-lg font-bold text-brand-900">
          {settings.display_name}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <Suspense fallback={<span className="text-sm text-zinc-600">{user.email}</span>}>
              <UserMenu email={user.email} isEmployee={isEmployee} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={SIGN_IN}>Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.patientForm.root}>Get Started</Link>
              </Button>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </Button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-zinc-200 px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={(s) => clsx(linkClass(s), "block")}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 border-t border-zinc-200 pt-3">
            {user ? (
              <>
                <p className="text-sm text-zinc-600">
                  Signed in as <span className="font-medium text-zinc-900">{user.email}</span>
                </p>
                <Suspense fallback={null}>
                  <MobileUserLinks isEmployee={isEmployee} />
                </Suspense>
              </>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to={SIGN_IN}>Sign In</Link>
                </Button>
                <Button asChild>
                  <Link to={paths.patientForm.root}>Get Started</Link>
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}

/** The navigation bar of every page; on a public page the server rendered, an island (decision 107). */
export const Navbar = island("header", NavigationBar);
