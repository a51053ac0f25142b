/** docs/spec.md §5: the dose shown for a product is a number followed by 'mg' in its name, else the whole name. */
export function doseFromName(name: string): string {
  const match = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(name);
  return match ? `${match[1]}mg` : name;
}
