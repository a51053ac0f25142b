import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { Footer } from "@/client/components/layout/footer";
import { Navbar } from "@/client/components/layout/navbar";
import { SiteBanner } from "@/client/components/layout/site-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { hydrationDone } from "@/client/lib/hydration";
import { ScrollToTop } from "../scroll-to-top";

/** Marks the end of a hydration: React hydrates this Suspense boundary after the bar and footer. */
function PageHydrated() {
  useEffect(hydrationDone, []);
  return null;
}

/** Public and patient pages: navigation bar, the page, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SiteBanner />
      <Navbar />
      <div className="flex-1">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
