import type { ComponentProps, KeyboardEvent } from "react";

/**
 * A radio button drawn like the app's other radios, as the browser's own input (a radio group
 * widget would add about 10 kB of script to the BMI calculator's first view). Inputs that share
 * a `name` form the group: Tab enters it at the checked one, the arrow keys move the choice, Space
 * checks. Enter does not send the form from a radio, as in the app's other radio groups.
 */
export function Radio({ className, onKeyDown, ...props }: Omit<ComponentProps<"input">, "type">) {
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <span className={`relative flex size-4 shrink-0 ${className ?? ""}`}>
      {/* The role the other radio groups' items carry, for what reads it from the element. */}
      <input
        type="radio"
        role="radio"
        className="peer size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-zinc-500 checked:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        onKeyDown={keepEnter}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto size-2 rounded-full bg-brand-700 opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
