import { z } from "zod";

/*
 * Every shared schema takes `z` from here. In the browser zod must not compile its parsers
 * with `new Function`: the site's Content-Security-Policy forbids eval, and the browser reported
 * zod's probe for it as a violation on every page with a form. The server keeps the faster
 * compiled parsers. This module runs before any schema is built, as each schema module's import.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

/** The largest value of an integer (int4) id column: an id above it names no record. */
export const MAX_ID = 2_147_483_647;
