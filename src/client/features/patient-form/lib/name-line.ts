import { TEXT_LIMITS } from "@/shared/domain/constants";

/** A one-line name the browser has nothing to fill in with (a GP practice, a provider), as long as a line may be. */
export const NAME_LINE = { autoComplete: "off", maxLength: TEXT_LIMITS.line } as const;
