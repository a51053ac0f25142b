import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "@/client/lib/query-client";
import { TOAST_DURATION_MS } from "@/shared/domain/constants";
import { createRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* SPEC §4/§9: one toast at a time, closing after 5000 ms. */}
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
