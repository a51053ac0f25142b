import type { ReactNode } from "react";

/**
 * A card's records as a list, or the line that says there are none. `children` draws one record
 * as its list item; `ordered` lists them in an ol, where their order means something.
 */
export function ListOrNone<T>({
  items,
  none,
  className,
  ordered,
  label,
  children,
}: {
  items: readonly T[];
  none: string;
  className: string;
  ordered?: boolean;
  label?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-zinc-600">{none}</p>;
  const List = ordered ? "ol" : "ul";
  return (
    <List aria-label={label} className={className}>
      {items.map(children)}
    </List>
  );
}
