/** An evidence dialog's props: the patient it records for, the server's day, and whether it is open. */
export interface EvidenceDialogProps {
  patientId: number;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
