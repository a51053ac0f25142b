/**
 * Decision 093: the last sign-in is kept on the account, so it survives the sign-out that
 * deletes the session: accounts unused for 2 years are reviewed for deletion. Stamped by the one
 * clock, as the rule that reads it is.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

export const lastSignInHooks = (db: Db, now: () => Date) => ({
  session: {
    create: {
      after: async (created: { userId: string }) => {
        await db.update(user).set({ lastSignInAt: now() }).where(eq(user.id, created.userId));
      },
    },
  },
});
