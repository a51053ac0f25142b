import { clsx } from "clsx";

/**
 * A mailto link whose address, when it does not fit its column, wraps after the '@' rather
 * than in the middle of the domain.
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const at = email.indexOf("@");
  return (
    <a href={`mailto:${email}`} className={clsx("[overflow-wrap:anywhere]", className)}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
