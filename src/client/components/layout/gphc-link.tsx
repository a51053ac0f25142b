import type { ReactNode } from "react";

/**
 * A registration number linking to its page on the GPhC register (decisions 021 and 090), opened
 * in a new tab, which a screen reader is told.
 */
export function GphcLink({
  href,
  number,
  className,
  children,
}: {
  href: string;
  number: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {number}
      {children}
      <span className="sr-only"> (check on the GPhC register, opens in a new tab)</span>
    </a>
  );
}
