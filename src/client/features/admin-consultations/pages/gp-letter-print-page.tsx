import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { paths } from "@/client/config/paths";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Options } from "@/client/components/form/control-fields";
import { notify } from "@/client/lib/notify";
import {
  GP_LETTER_CHANNEL_LABEL,
  GP_LETTER_CHANNELS,
  type GpLetterChannel,
} from "@/shared/domain/prescribing/consultation-vocabulary";
import { useGpLetter, useMarkGpLetterSent } from "../api/consultations-api";
import { Letterhead, PrintDocument } from "../components/print-document";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { LoadedRecord } from "@/client/features/admin-shell/components/page-parts/loaded-record";

type Letter = NonNullable<ReturnType<typeof useGpLetter>["data"]>;

/**
 * /admin/gp-letters/:id/print (decision 077): the letter telling the patient's GP what was
 * prescribed, with their consent, and "Mark as sent" with how it left. Reading it is audited.
 */
export default function GpLetterPrintPage() {
  const { id = "" } = useParams();
  return (
    <LoadedRecord
      query={useGpLetter(id)}
      loading="Loading GP letter..."
      failed={{ title: "GP letter not found", back: { to: paths.admin.consultations, label: "Back to consultations" } }}
    >
      {(letter) => <GpLetter letter={letter} />}
    </LoadedRecord>
  );
}

function GpLetter({ letter }: { letter: Letter }) {
  const rx = letter.prescribed;
  const p = letter.patient;
  return (
    <PrintDocument
      title={`GP letter #${letter.gpLetterId}`}
      back={{ to: paths.admin.consultation(letter.consultationId), label: "Back to the consultation" }}
      aside={<LetterStatus letter={letter} />}
    >
      <Letterhead pharmacy={letter.pharmacy} />
      <div className="mt-5 grid gap-1">
        <p>{formatShortDate(rx?.issuedOn ?? letter.createdAt)}</p>
        <p className="font-medium">{letter.gp.practiceName || "The patient's GP practice"}</p>
        {letter.gp.practiceAddress && <p className="whitespace-pre-wrap">{letter.gp.practiceAddress}</p>}
      </div>
      <h1 className="mt-6 text-lg font-bold">Letter to the GP</h1>
      <p className="mt-1 font-medium">
        Re: {p.name}, date of birth {p.dateOfBirth ? formatShortDate(p.dateOfBirth) : "not given"},{" "}
        {p.address.join(", ") || "no address on record"}
      </p>
      <div className="mt-5">
        <div className="grid gap-3">
          <p>Dear Doctor,</p>
          {rx ? (
            <p>
              With your patient's consent, we write to tell you that on {formatShortDate(rx.issuedOn)} we prescribed{" "}
              {rx.medicine} {rx.strength} ({rx.quantity === 1 ? "one pre-filled pen" : `${rx.quantity} pre-filled pens`}
              ) for weight management, as part of our pharmacist-led weight-management service. Directions:{" "}
              {rx.directions}
            </p>
          ) : (
            <p>
              With your patient's consent, we write to tell you about the weight-management treatment we have
              prescribed.
            </p>
          )}
          <p>
            The prescribing decision was made after your patient's identity, weight and height were verified
            independently. We will review their progress before every further supply.
          </p>
          <p>
            Please let us know of anything that may make this treatment unsuitable, such as a new diagnosis or a
            medicine that interacts with it.
          </p>
          <p>Yours faithfully,</p>
        </div>
        {letter.prescriber && (
          <div className="mt-10">
            <p className="font-medium">{letter.prescriber.name}</p>
            {letter.prescriber.type && <p>{letter.prescriber.type}</p>}
            <p>
              {letter.prescriber.regulator} number {letter.prescriber.number}
            </p>
          </div>
        )}
      </div>
    </PrintDocument>
  );
}

/** Where the letter stands, and "Mark as sent" with the channel while it is a draft. */
function LetterStatus({ letter }: { letter: Letter }) {
  const mutation = useMarkGpLetterSent(letter.gpLetterId);
  const [channel, setChannel] = useState<GpLetterChannel | "">("");
  const [error, setError] = useState<string | null>(null);
  if (letter.status === "sent") {
    return (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        Sent{letter.sentChannelLabel ? ` by ${letter.sentChannelLabel.toLowerCase()}` : ""}
        {letter.sentAt ? ` on ${formatDateTime(letter.sentAt)}` : ""}
        {letter.sentBy ? ` by ${letter.sentBy}` : ""}.
      </p>
    );
  }
  if (letter.status === "not_required")
    return <p className="text-sm">GP letter not required: {letter.notRequiredReason ?? "no reason recorded"}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!channel) return setError("Choose how the letter was sent");
    setError(null);
    mutation.mutate(channel, {
      onSuccess: () =>
        notify.success("GP letter marked as sent", `Sent by ${GP_LETTER_CHANNEL_LABEL[channel].toLowerCase()}.`),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-zinc-200 bg-white p-3 sm:flex-row sm:items-end"
    >
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor="letter-channel">Channel</Label>
        <NativeSelect
          id="letter-channel"
          value={channel}
          onChange={(e) => setChannel(e.target.value as GpLetterChannel | "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "letter-channel-error" : undefined}
        >
          <Options values={GP_LETTER_CHANNELS} labels={GP_LETTER_CHANNEL_LABEL} placeholder="Choose how it was sent" />
        </NativeSelect>
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        <Send aria-hidden="true" />
        {mutation.isPending ? "Saving..." : "Mark as sent"}
      </Button>
      <p className="text-sm text-zinc-600 sm:self-center">Draft, not sent yet.</p>
      {error && (
        <p id="letter-channel-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
