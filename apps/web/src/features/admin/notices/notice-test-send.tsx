import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  type NoticeChannel,
  noticeTestSchema,
} from "@ferry/shared/notices";
import { Send } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../session/session-context";
import { useSendTestNotice } from "./api/notices";

const CHANNEL_CHOICES = NOTICE_CHANNELS.map((value) => ({ value, label: NOTICE_CHANNEL_LABELS[value] }));

/**
 * 'Kirim tes': enqueues a test notice on one channel, to an e-mail address or (WhatsApp, SMS) a phone
 * number, to check that channel's settings.
 */
export function NoticeTestSend() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<NoticeChannel>("email");
  const [recipient, setRecipient] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useSendTestNotice();
  const onSent = (answer: { message?: string }) => {
    toast.success(answer.message ?? "Berhasil");
    setOpen(false);
    setRecipient("");
  };
  const onRefused = (failure: Error) => {
    if (failure instanceof ApiError && failure.errors?.recipient) setError(failure.errors.recipient[0]);
    else toast.error(failure.message);
  };
  if (!session.can("edit notifikasi")) return null;
  const submit = () => {
    const parsed = noticeTestSchema.safeParse({ channel, recipient });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, { onSuccess: onSent, onError: onRefused });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Send className="h-4 w-4" aria-hidden="true" /> Kirim tes
      </Button>
      <Modal
        open={open}
        title="Kirim notifikasi tes"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button disabled={send.isPending} onClick={submit}>
              Kirim
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <SelectField
            label="Saluran"
            choices={CHANNEL_CHOICES}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as NoticeChannel);
              setError(undefined);
            }}
          />
          <Field
            label={channel === "email" ? "Email tujuan" : "Nomor telepon tujuan"}
            type={channel === "email" ? "email" : "tel"}
            value={recipient}
            error={error}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </div>
      </Modal>
    </>
  );
}
