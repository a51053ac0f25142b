import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api";

/** Decision 090: the banner of every public page, from the server (seeded from the page's data when it rendered one). */
export const siteBannerQuery = queryOptions({
  queryKey: ["site-banner"],
  queryFn: () => unwrap(api.settings.banner.$get()),
});
