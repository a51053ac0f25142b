/**
 * Hostile request bodies for the stored-input property test: a valid body mutated one way at a
 * time (a hostile value, a control character in a field's text, a field dropped, a field the
 * endpoint does not take, the whole body replaced).
 */
import fc from "fast-check";
import { TEXT_LIMITS } from "@/shared/domain/constants";

/** One C0 control character or DEL, a NUL (which PostgreSQL cannot store) more often than the rest. */
const controlChar = fc.oneof(
  fc.constant("\u0000"),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant("\u007f"),
);
const overCap = fc.constantFrom(...Object.values(TEXT_LIMITS)).map((n) => "x".repeat(n + 1));
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "   ",
    "",
    "line one\r\nline two",
    "tab\there",
    "\u202Eevil",
    "\uFEFF",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ é",
    "07700 900123",
    "OX1 1AA",
    "yes",
    "no",
    "1985-06-15",
  ),
  overCap,
  fc.string({ minLength: 1, maxLength: 30 }).map((s) => `  ${s}  `),
  fc.string({
    unit: fc.oneof(controlChar, fc.constantFrom("a", "Z", "1", " ", "@", ".")),
    minLength: 1,
    maxLength: 16,
  }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const foreignKey = fc.constantFrom(
  "patientId",
  "patient_id",
  "user_id",
  "price",
  "total",
  "totalDue",
  "vat",
  "orderId",
  "status",
  "version",
  "id",
  "__proto__",
  "constructor",
);

type Mutation =
  | { kind: "set"; pick: number; value: unknown }
  | { kind: "text"; pick: number; value: string }
  | { kind: "control"; pick: number; at: number; value: string }
  | { kind: "drop"; pick: number }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "replace"; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("text" as const), pick: fc.nat(), value: hostileString }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("control" as const), pick: fc.nat(), at: fc.nat(), value: controlChar }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("set" as const), pick: fc.nat(), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), key: foreignKey, value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replace" as const), value: hostileValue }) },
);

/** Applies one mutation to a valid body; nested objects (answers, diabetes) are mutated one level down. */
export function applyMutation(base: Record<string, unknown>, m: Mutation): unknown {
  if (m.kind === "replace") return m.value;
  const body = structuredClone(base);
  if (m.kind === "extra") {
    Object.defineProperty(body, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    return body;
  }
  const paths: string[][] = Object.entries(body).flatMap(([k, v]) =>
    v && typeof v === "object"
      ? [
          [k],
          ...Object.entries(v).flatMap(([k2, v2]) =>
            v2 && typeof v2 === "object" ? Object.keys(v2).map((k3) => [k, k2, k3]) : [[k, k2]],
          ),
        ]
      : [[k]],
  );
  if (paths.length === 0) return { [String(m.kind)]: "value" in m ? m.value : null };
  const parentOf = (path: string[]) =>
    path.slice(0, -1).reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, body);
  if (m.kind === "control") {
    // Into the text of a field that holds text, which otherwise stays as valid as it was.
    const textPaths = paths.filter((p) => typeof parentOf(p)[p.at(-1)!] === "string");
    if (textPaths.length === 0) return body;
    const path = textPaths[m.pick % textPaths.length]!;
    const text = parentOf(path)[path.at(-1)!] as string;
    const at = m.at % (text.length + 1);
    parentOf(path)[path.at(-1)!] = `${text.slice(0, at)}${m.value}${text.slice(at)}`;
    return body;
  }
  const path = paths[m.pick % paths.length]!;
  const parent = parentOf(path);
  const key = path.at(-1)!;
  if (m.kind === "drop") delete parent[key];
  else parent[key] = m.value;
  return body;
}
