import { TICKET_TEMPLATE_LABELS } from "@ferry/shared/documents";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../session/session-context";
import { useSaveTicketTerms, useTicketTerms } from "./api/ticket-terms";

/** /terms-condition: the terms printed on the `normal` and `thermal_sk` tickets. */
export default function TicketTermsPage() {
  const session = useSession();
  const terms = useTicketTerms();
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setContent(terms.data ?? ""), [terms.data]);
  const save = useSaveTicketTerms();
  const saveTerms = () =>
    save.mutate(content, {
      onSuccess: (answer) => {
        setError(null);
        toast.success(answer.message ?? "Syarat & ketentuan tiket berhasil disimpan");
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError
            ? (failure.fieldMessage("content") ?? failure.message)
            : "Gagal menyimpan",
        ),
    });
  const canEdit = session.can("edit s&k");
  if (terms.isLoading) return <p className="text-slate-500">Memuat...</p>;
  if (terms.error)
    return (
      <p role="alert" className="text-red-600">
        Gagal memuat syarat & ketentuan tiket.
      </p>
    );
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Syarat & Ketentuan Tiket</h1>
      <p className="text-sm text-slate-500">
        Dicetak pada tiket format {TICKET_TEMPLATE_LABELS.normal} dan {TICKET_TEMPLATE_LABELS.thermal_sk}.
      </p>
      <label className="block text-sm">
        <span className="sr-only">Syarat & ketentuan tiket</span>
        <textarea
          rows={12}
          value={content}
          readOnly={!canEdit}
          onChange={(event) => setContent(event.target.value)}
          className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {canEdit ? (
        <Button onClick={saveTerms} disabled={save.isPending}>
          {save.isPending ? "Menyimpan..." : "Simpan"}
        </Button>
      ) : null}
    </div>
  );
}
