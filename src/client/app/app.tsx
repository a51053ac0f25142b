import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { Toaster } from "@/client/components/ui/toaster";
import { AppRoutes } from "./router";

/** What every page renders in, in the browser and on the server alike (the trees must match to hydrate). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/*
        Not as transitions: a transition would keep the old page on screen, and its buttons
        working, under the new address until the next page's code arrived.
      */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
