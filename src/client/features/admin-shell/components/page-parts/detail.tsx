import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Items } from "./review-parts";

/**
 * The head of a record's page (an order, a patient, a consultation): the way back to its list, the
 * record's name, a line of its facts (`meta`) and, when the record has any, its actions beside them.
 */
export function DetailHeader({
  back,
  title,
  meta,
  actions,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  meta: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <div className="flex min-w-0 items-center gap-3">
      <Button variant="ghost" size="icon" asChild>
        <Link to={back.to} aria-label={back.label}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{title}</h1>
        <div className="mt-1 flex flex-wrap items-center gap-2">{meta}</div>
      </div>
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      {heading}
      {actions}
    </div>
  );
}

/** A card of label-value pairs (review-parts' Item); `empty` says why there are none yet (a list holds only its pairs). */
export function InfoCard({ title, empty, children }: { title: string; empty?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-zinc-600">{empty}</p> : <Items>{children}</Items>}</CardContent>
    </Card>
  );
}
