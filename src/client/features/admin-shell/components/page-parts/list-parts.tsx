import { type ComponentProps, createContext, type FormEvent, type ReactNode, useContext } from "react";
import { InputField } from "@/client/components/form/field";
import { DataTable } from "./data-table";
import { PagedListStatus } from "./list-status";

/** A DataTable that scrolls sideways on a narrow screen instead of widening the page. */
export function ScrollTable(props: ComponentProps<typeof DataTable>) {
  return (
    <div className="overflow-x-auto">
      <DataTable {...props} />
    </div>
  );
}

/** A paged log or register: its status, or its table with the rows `children` draws, then the pager. */
export function PagedTable({
  headers,
  children,
  ...status
}: Omit<ComponentProps<typeof PagedListStatus>, "children"> & {
  headers: ComponentProps<typeof DataTable>["headers"];
  children: () => ReactNode;
}) {
  return (
    <PagedListStatus {...status}>{() => <ScrollTable headers={headers}>{children()}</ScrollTable>}</PagedListStatus>
  );
}

/** A refused filter: its message, and the id it stands under, which the FilterForm's fields are described by. */
interface Refusal {
  id: string;
  message?: string;
}
const RefusalContext = createContext<Refusal>({ id: "" });

/**
 * A list's filter above its rows: its fields and buttons (`children`), then the message of a
 * refused filter, read out on its own line (of a grid or of a wrapping row) and describing every
 * FilterField inside.
 */
export function FilterForm({
  onSubmit,
  className,
  refusal,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  className: string;
  refusal: Refusal;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className={className}>
      <RefusalContext.Provider value={refusal}>{children}</RefusalContext.Provider>
      {refusal.message && (
        <p id={refusal.id} role="alert" className="col-span-full w-full text-sm text-red-700">
          {refusal.message}
        </p>
      )}
    </form>
  );
}

/**
 * A labelled input of a FilterForm, bound by `field()`, described by the form's message when the
 * filter is refused: the field's own message is that one, said once by the form.
 */
export function FilterField({ error: _saidByTheForm, ...input }: Omit<ComponentProps<typeof InputField>, "className">) {
  const refusal = useContext(RefusalContext);
  return (
    <InputField
      className="gap-1.5"
      aria-invalid={refusal.message ? true : undefined}
      aria-describedby={refusal.message ? refusal.id : undefined}
      {...input}
    />
  );
}
