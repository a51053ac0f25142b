/** Lightweight inline illustrations: no image requests, crisp at any size, with text alternatives. */
import { clsx } from "clsx";

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 320"
      role="img"
      aria-labelledby="hero-illustration-title"
      className={clsx("h-auto w-full", className)}
    >
      <title id="hero-illustration-title">A pharmacist talking with a patient by video call from the pharmacy</title>
      <circle cx="200" cy="165" r="150" fill="#ccfbf1" />
      {/* shop front */}
      <rect x="70" y="70" width="260" height="190" rx="10" fill="#ffffff" stroke="#0f766e" strokeWidth="4" />
      <rect x="70" y="70" width="260" height="44" rx="10" fill="#0f766e" />
      <rect x="70" y="100" width="260" height="14" fill="#0f766e" />
      <g fill="#ffffff">
        <rect x="191" y="78" width="18" height="30" rx="2" />
        <rect x="185" y="84" width="30" height="18" rx="2" />
      </g>
      {/* laptop with the pharmacist on screen */}
      <rect x="110" y="140" width="150" height="96" rx="6" fill="#0f3d3e" />
      <rect x="118" y="148" width="134" height="80" rx="3" fill="#f0fdfa" />
      <circle cx="185" cy="178" r="15" fill="#0d9488" />
      <path d="M157 226c4-20 16-30 28-30s24 10 28 30z" fill="#0d9488" />
      <rect x="96" y="236" width="178" height="10" rx="5" fill="#115e59" />
      {/* patient */}
      <circle cx="300" cy="170" r="20" fill="#f59e0b" />
      <path d="M266 250c3-32 17-50 34-50s31 18 34 50z" fill="#f59e0b" />
      {/* speech bubbles */}
      <rect x="268" y="122" width="52" height="26" rx="13" fill="#ffffff" stroke="#0f766e" strokeWidth="3" />
      <circle cx="284" cy="135" r="3" fill="#0f766e" />
      <circle cx="294" cy="135" r="3" fill="#0f766e" />
      <circle cx="304" cy="135" r="3" fill="#0f766e" />
      {/* parcel */}
      <rect x="40" y="214" width="56" height="46" rx="4" fill="#fde68a" stroke="#b45309" strokeWidth="3" />
      <path d="M40 230h56M68 214v46" stroke="#b45309" strokeWidth="3" />
    </svg>
  );
}

const AVATAR_COLOURS = ["#0f766e", "#b45309", "#6d28d9"] as const;

/** A portrait placeholder with the person's initials, until the pharmacy supplies photographs. */
export function Avatar({ name, index = 0, className }: { name: string; index?: number; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  return (
    <svg
      viewBox="0 0 120 120"
      width="120"
      height="120"
      role="img"
      aria-label={`Portrait of ${name}`}
      className={clsx("size-28 rounded-full", className)}
    >
      <rect width="120" height="120" fill="#f0fdfa" />
      <circle cx="60" cy="48" r="24" fill={colour} opacity="0.9" />
      <path d="M18 120c4-30 22-44 42-44s38 14 42 44z" fill={colour} opacity="0.9" />
      <text
        x="60"
        y="55"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
