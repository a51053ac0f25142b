import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

/** A titled card of the edit form's fields, two to a row (the public pages' Section is a page's headed section). */
export function FieldsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** A required field's label: its words and a mark that only sight needs (the field's message says what is missing). */
export function requiredLabel(text: string): ReactNode {
  return (
    <>
      {text}
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
    </>
  );
}

/** The edit form's field layout: a little tighter than a page form's, `wide` across both columns. */
export const editFieldClass = (wide?: boolean) => (wide ? "gap-1.5 sm:col-span-2" : "gap-1.5");
