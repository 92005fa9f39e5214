import { PAYMENT_METHOD_LABELS } from "@ferry/shared/bookings";
import { REFUND_STATUS_LABELS, type RefundKind, type RefundStatus } from "@ferry/shared/refunds";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { TabBar } from "../../../components/ui/tab-bar";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { sailingName } from "../../../lib/sailing-name";
import { useRefunds } from "./api/refunds";
import { BulkApprove, bulkApprovable } from "./bulk-approve";
import { type PendingDecision, RefundDecisionDialog } from "./decision-dialogs";
import { RefundBreakdown } from "./refund-breakdown";

const TABS = [
  { value: "", label: "Semua" },
  { value: "menunggu", label: "Menunggu" },
  { value: "disetujui", label: "Disetujui" },
  { value: "ditolak", label: "Ditolak" },
];

const BADGE: Record<string, string> = {
  menunggu: "bg-amber-100 text-amber-800",
  disetujui: "bg-emerald-100 text-emerald-800",
  ditolak: "bg-red-100 text-red-800",
};

/** The refunds of one kind (optionally of one sailing) with status tabs; approve / reject when allowed. */
export function RefundList({
  jenis,
  scheduleId,
  canDecide,
}: {
  jenis: RefundKind;
  scheduleId?: number;
  canDecide: boolean;
}) {
  const [status, setStatus] = useState("menunggu");
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingDecision>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const list = useRefunds({ jenis, status: status || undefined, schedule_id: scheduleId, page });
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const sailing = scheduleId ? rows[0]?.schedule : null;
  const bulk = canDecide && rows.some(bulkApprovable);
  const toggle = (id: number) =>
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  return (
    <section aria-label="Daftar refund" className="space-y-3">
      {sailing ? <p className="text-sm font-medium">Jadwal: {sailingName(sailing)}</p> : null}
      <TabBar
        label="Status refund"
        options={TABS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {canDecide ? (
        <BulkApprove
          offered={bulk}
          selected={rows.filter((refund) => chosen.has(refund.id) && bulkApprovable(refund))}
          onDone={() => setChosen(new Set())}
        />
      ) : null}
      {list.isLoading ? <p className="text-sm text-slate-500">Memuat…</p> : null}
      {list.isError ? <p className="text-sm text-red-600">{list.error.message}</p> : null}
      {!list.isLoading && rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">Belum ada refund</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                {bulk ? <th className="p-2">Pilih</th> : null}
                <th className="p-2">Tanggal</th>
                <th className="p-2">Booking</th>
                <th className="p-2">Tiket</th>
                <th className="p-2">Alasan</th>
                <th className="p-2 text-right">Nilai Tiket</th>
                <th className="p-2 text-right">Potongan</th>
                <th className="p-2 text-right">Dikembalikan</th>
                <th className="p-2">Status</th>
                <th className="p-2">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((refund) => (
                <tr key={refund.id} className="border-t border-slate-200 dark:border-slate-700">
                  {bulk ? (
                    <td className="p-2">
                      {bulkApprovable(refund) ? (
                        <input
                          type="checkbox"
                          aria-label={`Pilih refund ${refund.booking?.booking_code ?? refund.id}`}
                          checked={chosen.has(refund.id)}
                          onChange={() => toggle(refund.id)}
                        />
                      ) : null}
                    </td>
                  ) : null}
                  <td className="p-2">{formatDateTime(refund.created_at)}</td>
                  <td className="p-2">
                    <div className="font-mono">{refund.booking?.booking_code}</div>
                    <div className="text-xs text-slate-500">{refund.booking?.pemesan_nama}</div>
                    {refund.schedule?.status === "batal" ? (
                      <div className="text-xs font-medium text-red-700">Jadwal dibatalkan operator</div>
                    ) : null}
                  </td>
                  <td className="p-2">
                    {refund.items.map((item) => (
                      <div key={`${item.jenis}-${item.ticket_id}`}>
                        {item.kode_tiket} · {item.nama}
                      </div>
                    ))}
                  </td>
                  <td className="p-2">{refund.alasan}</td>
                  <td className="p-2 text-right">
                    {formatRupiah(refund.jumlah_kotor)}
                    {refund.komponen.length > 0 ? <RefundBreakdown amounts={refund} compact /> : null}
                  </td>
                  <td className="p-2 text-right">
                    {formatRupiah(refund.potongan)} ({refund.potongan_persen}%)
                  </td>
                  <td className="p-2 text-right font-medium">{formatRupiah(refund.jumlah_refund)}</td>
                  <td className="p-2">
                    <span className={`rounded px-2 py-0.5 text-xs ${BADGE[refund.status] ?? ""}`}>
                      {REFUND_STATUS_LABELS[refund.status as RefundStatus] ?? refund.status}
                    </span>
                    {refund.method ? (
                      <div className="text-xs text-slate-500">
                        {PAYMENT_METHOD_LABELS[refund.method] ?? refund.method}
                        {refund.reference ? ` · ${refund.reference}` : ""}
                      </div>
                    ) : null}
                    {refund.catatan ? <div className="text-xs text-slate-500">{refund.catatan}</div> : null}
                  </td>
                  <td className="p-2">
                    {canDecide && refund.status === "menunggu" ? (
                      <div className="flex gap-1">
                        <Button onClick={() => setPending({ refund, action: "approve" })}>Setujui</Button>
                        <Button variant="danger" onClick={() => setPending({ refund, action: "reject" })}>
                          Tolak
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {meta && meta.last_page > 1 ? <Pagination meta={meta} onPage={setPage} /> : null}
      <RefundDecisionDialog pending={pending} onClose={() => setPending(null)} />
    </section>
  );
}
