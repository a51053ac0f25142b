/** The pieces the public pages are built of: a titled section, a list of icons with their words, the closing banner. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { clsx } from "clsx";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";

/**
 * A section named by its heading (`<id>-heading`). `band` is a full-width background: the heading and
 * children then sit in a centred block with `inner`'s classes.
 */
export function Section({
  id,
  title,
  className,
  inner,
  headingClassName = "text-2xl font-bold text-brand-900",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  inner?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const body = (
    <>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      {inner ? <div className={inner}>{body}</div> : body}
    </section>
  );
}

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Short points, each an icon in a circle beside its title and words. */
export function IconList({
  items,
  className,
  large,
}: {
  items: readonly IconItem[];
  className: string;
  large?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span
            className={clsx(
              "flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700",
              large ? "size-11" : "size-10",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-zinc-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The dark closing banner of a page: its heading, a sentence and the actions. */
export function ClosingBanner({
  id,
  title,
  text,
  className,
  wide,
  children,
}: {
  id: string;
  title: string;
  text: string;
  className: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id={`${id}-heading`} className={clsx("text-2xl font-bold", wide && "sm:text-3xl")}>
          {title}
        </h2>
        <p className={clsx("mx-auto mt-3 text-zinc-200", wide ? "max-w-2xl" : "max-w-xl")}>{text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

/** A page's closing pair of actions: check eligibility, or get in touch with the pharmacy (`contactLabel`). */
export function EligibilityOrContact({ contactLabel, className }: { contactLabel: string; className: string }) {
  return (
    <div className={clsx("flex flex-col gap-3 sm:flex-row", className)}>
      <Button asChild size="lg">
        <Link to={paths.amISuitable}>Check Eligibility</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.contact}>{contactLabel}</Link>
      </Button>
    </div>
  );
}
