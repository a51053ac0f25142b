import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../deps";

/**
 * Builds the request context once (decision 111): the database, the one
 * clock's reading, the site's address and the payment provider. requireUser and requireEmployee
 * add who asks; routes pass `c.var.ctx` to operations, and read from `deps` only what it does not
 * carry (waking the mailer after a commit, the auth library, backups).
 */
export const withContext = createMiddleware<AppEnv>(async (c, next) => {
  const { deps } = c.var;
  c.set("ctx", {
    db: deps.database.db,
    now: deps.now(),
    appUrl: deps.env.APP_URL,
    payments: deps.payments,
    signing: deps.signing,
  });
  await next();
});
