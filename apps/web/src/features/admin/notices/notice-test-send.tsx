import { noticeTestSchema } from "@ferry/shared/notices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError, staffApi } from "../../../lib/api";
import { useSession } from "../../session/session-context";

/** 'Kirim tes': enqueues a test e-mail to an address, to check the mail settings. */
export function NoticeTestSend() {
  const session = useSession();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (body: { email: string }) => staffApi.post<{ message?: string }>("/notices/test", body),
    onSuccess: (answer) => {
      toast.success(answer.message ?? "Berhasil");
      setOpen(false);
      setEmail("");
      void client.invalidateQueries({ queryKey: ["/notices"] });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.errors?.email) setError(failure.errors.email[0]);
      else toast.error(failure.message);
    },
  });
  if (!session.can("edit notifikasi")) return null;
  const submit = () => {
    const parsed = noticeTestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data);
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
        <Field
          label="Email tujuan"
          type="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Modal>
    </>
  );
}
