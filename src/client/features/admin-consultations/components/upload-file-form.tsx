import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { errorMessage } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import {
  EMPTY_FILE_MESSAGE,
  EVIDENCE_FILE_KIND_LABEL,
  EVIDENCE_FILE_KINDS,
  type EvidenceFileKind,
  FILE_TOO_LARGE_MESSAGE,
  MAX_EVIDENCE_FILE_BYTES,
} from "@/shared/domain/prescribing/evidence-files";
import { useUploadFile } from "../api/consultations-api";

const ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

/**
 * "Upload file" (any role, decision 077): JPEG, PNG or PDF up to 10 MB. The server reads the
 * type from the content, so its 415 (and 413) messages are said here beside the file input.
 */
export function UploadFileForm({ patientId }: { patientId: number }) {
  const mutation = useUploadFile(patientId);
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<EvidenceFileKind>("identity");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(EMPTY_FILE_MESSAGE);
    // Not sent at all when it is already too large: the server would refuse it with the same words.
    if (file.size > MAX_EVIDENCE_FILE_BYTES) return setError(FILE_TOO_LARGE_MESSAGE);
    setError(null);
    mutation.mutate(
      { kind, file },
      {
        onSuccess: ({ file: saved }) => {
          notify.success("File uploaded", `${saved.fileName} is on the patient's record.`);
          if (input.current) input.current.value = "";
        },
        onError: (err) => setError(errorMessage(err, "The file could not be uploaded. Please try again.")),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-dashed border-zinc-300 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      aria-labelledby="upload-file-heading"
    >
      <h4 id="upload-file-heading" className="text-sm font-semibold sm:col-span-3">
        Upload file
      </h4>
      <div className="grid gap-1.5">
        <Label htmlFor="evidence-kind">Kind</Label>
        <NativeSelect id="evidence-kind" value={kind} onChange={(e) => setKind(e.target.value as EvidenceFileKind)}>
          {EVIDENCE_FILE_KINDS.map((k) => (
            <option key={k} value={k}>
              {EVIDENCE_FILE_KIND_LABEL[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="evidence-file">File</Label>
        <input
          ref={input}
          id="evidence-file"
          type="file"
          accept={ACCEPT}
          className="w-full min-w-0 rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm file:mr-3 file:rounded file:border-0 file:bg-zinc-100 file:px-2 file:py-1 file:text-sm file:font-medium aria-invalid:border-red-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "evidence-file-hint evidence-file-error" : "evidence-file-hint"}
          onChange={() => setError(null)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={mutation.isPending}>
        <Upload aria-hidden="true" />
        {mutation.isPending ? "Uploading..." : "Upload file"}
      </Button>
      <p id="evidence-file-hint" className="text-sm text-zinc-600 sm:col-span-3">
        JPEG, PNG or PDF, up to 10 MB.
      </p>
      {error && (
        <p id="evidence-file-error" role="alert" className="text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}
