import { Suspense } from "react";
import { Outlet } from "react-router";
import { Footer } from "@/client/components/layout/footer";
import { Navbar } from "@/client/components/layout/navbar";
import { SiteBanner } from "@/client/components/layout/site-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { ScrollToTop } from "../scroll-to-top";

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
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
