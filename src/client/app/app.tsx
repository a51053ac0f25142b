import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { Toaster } from "@/client/components/ui/toaster";
import { AppRoutes } from "./router";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
        Not as transitions: a transition would keep the old page on screen, and its buttons
        working, under the new address until the next page's code arrived.
      */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
