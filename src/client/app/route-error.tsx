import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/client/components/ui/button";

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-zinc-600">This page could not be shown. Please reload and try again.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </main>
  );
}
