import type { StaffMember } from "../api/staff-api";

/** A dialog about one staff member is open while it has one; closing it lets the member go. */
export function memberDialog(member: StaffMember | null, onClose: () => void) {
  return { open: member !== null, onOpenChange: (next: boolean) => !next && onClose() };
}
