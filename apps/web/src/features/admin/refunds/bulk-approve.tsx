import type { BulkApproveResult } from "@ferry/shared/refunds";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { formatRupiah } from "../../../lib/format";
import { type Refund, useApproveRefundsInBulk } from "./api/refunds";
import { ConfirmFooter, PaymentFields } from "./dialog-parts";

/** A waiting refund of a sailing the operator cancelled: the only kind finance approves in bulk. */
export const bulkApprovable = (refund: Refund) =>
  refund.status === "menunggu" && refund.schedule?.status === "batal";

/**
 * 'Setujui terpilih': the chosen refunds of cancelled sailings approved at once after a confirmation (the
 * count, the total paid back, how the money goes back), then what happened to each. `offered`: the page
 * has refunds to approve so; the dialog stays mounted without it, so approving the last of them still
 * shows the outcome once the list has reloaded.
 */
export function BulkApprove({
  offered,
  selected,
  onDone,
}: {
  offered: boolean;
  selected: Refund[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState("transfer");
  const [reference, setReference] = useState("");
  const [result, setResult] = useState<BulkApproveResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const approve = useApproveRefundsInBulk();
  const total = selected.reduce((sum, refund) => sum + refund.jumlah_refund, 0);
  const codeOf = (id: number) =>
    selected.find((refund) => refund.id === id)?.booking?.booking_code ?? `#${id}`;
  const close = () => {
    setOpen(false);
    setError(null);
    if (result) onDone();
    setResult(null);
  };
  const confirm = async () => {
    try {
      const answer = await approve.mutateAsync({
        ids: selected.map((refund) => refund.id),
        method,
        reference: reference || null,
      });
      setResult((answer as { data: BulkApproveResult }).data);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Gagal menyetujui refund");
    }
  };
  return (
    <>
      {offered ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm dark:bg-amber-950">
          <span>Refund dari jadwal yang dibatalkan operator dapat disetujui sekaligus.</span>
          <Button disabled={selected.length === 0} onClick={() => setOpen(true)}>
            Setujui terpilih ({selected.length})
          </Button>
        </div>
      ) : null}
      <Modal
        open={open}
        title={result ? "Hasil persetujuan massal" : "Setujui refund terpilih?"}
        tone="warning"
        onClose={approve.isPending ? undefined : close}
        footer={
          result ? (
            <Button onClick={close}>Tutup</Button>
          ) : (
            <ConfirmFooter
              onCancel={close}
              onConfirm={() => void confirm()}
              confirmLabel="Ya, setujui semua"
              disabled={approve.isPending}
            />
          )
        }
      >
        {result ? (
          <section aria-label="Hasil persetujuan" className="space-y-2 text-sm">
            <p className="font-medium">
              {result.disetujui} disetujui, {result.gagal} gagal
            </p>
            <ul className="space-y-1">
              {result.results.map((line) => (
                <li key={line.id} className={line.disetujui ? "text-emerald-700" : "text-red-700"}>
                  {line.booking_code ?? codeOf(line.id)}:{" "}
                  {line.disetujui ? `${formatRupiah(line.jumlah_refund ?? 0)} disetujui` : line.message}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <>
            <p className="mb-3 text-sm">
              {selected.length} refund dari jadwal yang dibatalkan operator, total{" "}
              <strong>{formatRupiah(total)}</strong>, disetujui satu per satu: tiket dibatalkan, kursi
              kembali, penjualan agen dikembalikan ke saldo agen. Refund yang gagal tidak membatalkan yang
              lain.
            </p>
            <PaymentFields
              methodLabel="Metode pengembalian (selain booking agen)"
              method={method}
              onMethod={setMethod}
              reference={reference}
              onReference={setReference}
            />
            {error ? (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </>
        )}
      </Modal>
    </>
  );
}
