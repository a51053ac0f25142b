import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The submit button's words while the request runs. */
  pendingLabel?: string;
  pending: boolean;
  destructive?: boolean;
  /** A refusal no field explains, said above the buttons. */
  problem?: string | null;
}

/** A refusal said above a dialog's buttons. */
function Problem({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** A dialog holding one form: its fields, Cancel and the submit button; it cannot be closed while it saves. */
export function FormDialog(props: DialogProps & { onSubmit: () => void; children?: ReactNode }) {
  return (
    <Dialog open={props.open} onOpenChange={(next) => !props.pending && props.onOpenChange(next)}>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.children}
          <Problem message={props.problem} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)} disabled={props.pending}>
              Cancel
            </Button>
            <Button type="submit" variant={props.destructive ? "destructive" : "default"} disabled={props.pending}>
              {props.pending ? (props.pendingLabel ?? "Saving...") : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A question to confirm before a move that cannot be taken back (an alert dialog: the focus starts on Cancel). */
export function ConfirmDialog(props: DialogProps & { onConfirm: () => void }) {
  return (
    <AlertDialog open={props.open} onOpenChange={(next) => !props.pending && props.onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <Problem message={props.problem} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.pending}>Cancel</AlertDialogCancel>
          <Button
            variant={props.destructive === false ? "default" : "destructive"}
            onClick={props.onConfirm}
            disabled={props.pending}
          >
            {props.pending ? (props.pendingLabel ?? "Saving...") : props.submitLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A button whose move is confirmed first: `trigger` opens the question, `action` confirms it. */
export function ConfirmAction(props: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={props.onConfirm}>{props.action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
