import { NavLink } from "react-router";
import { paths } from "@/client/config/paths";
import { cn } from "@/client/lib/utils";

/** The dispensary's records (decision 098), one section of the back office with its own links. */
export const DISPENSARY_SECTIONS = [
  { to: paths.admin.rpLog, label: "Responsible pharmacist" },
  { to: paths.admin.fridge, label: "Fridge temperatures" },
  { to: paths.admin.incidents, label: "Incidents" },
  { to: paths.admin.stock, label: "Stock" },
  { to: paths.admin.recalls, label: "Batch recall" },
  { to: paths.admin.packBarcodes, label: "Pack barcodes" },
] as const;

export function DispensaryNav() {
  return (
    <nav aria-label="Dispensary" className="mb-6 border-b border-zinc-200">
      <ul className="flex flex-wrap gap-x-1">
        {DISPENSARY_SECTIONS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "block whitespace-nowrap border-b-2 px-2 py-2 text-sm font-medium",
                  isActive ? "border-brand-700 text-brand-800" : "border-transparent text-zinc-600 hover:text-zinc-900",
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
