/**
 * An address as the patient reads it back, one line a row (their home, an order's delivery or
 * collection address), after the name of the place when it has one (the pharmacy).
 */
export function AddressBlock({ lines, name, className }: { lines: string[]; name?: string; className?: string }) {
  return (
    <address className={className ? `not-italic ${className}` : "not-italic"}>
      {name ? <span className="block font-medium">{name}</span> : null}
      {lines.filter(Boolean).map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </address>
  );
}

/** The pharmacy's opening hours beside its address, where the patient collects. */
export function OpeningHours({ hours }: { hours: string[] }) {
  return (
    <div>
      <h3 className="font-medium">Opening Hours</h3>
      <ul>
        {hours.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </div>
  );
}
