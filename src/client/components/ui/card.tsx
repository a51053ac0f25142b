import type { ComponentProps } from "react";
import { BORDER_COLOUR, joinClasses, TEXT_COLOUR } from "./join-classes";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={joinClasses(
        ["rounded-lg border shadow-sm", ["border-zinc-200", BORDER_COLOUR], ["bg-white", /^bg-/]],
        className,
      )}
      {...props}
    />
  );
}
export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={joinClasses(["flex p-6", ["flex-col", /^flex-(row|col)/], ["gap-1.5", /^gap-/]], className)}
      {...props}
    />
  );
}
export function CardTitle({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2 className={joinClasses(["text-lg font-semibold leading-none tracking-tight"], className)} {...props}>
      {children}
    </h2>
  );
}
export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={joinClasses(["text-sm", ["text-zinc-600", TEXT_COLOUR]], className)} {...props} />;
}
/** Padded on three sides (the header above pads the top); a caller's padding replaces that side's. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={joinClasses(
        [
          ["px-6", /^px?-/],
          ["pb-6", /^p[yb]?-/],
          ["pt-0", /^p[yt]?-/],
        ],
        className,
      )}
      {...props}
    />
  );
}
