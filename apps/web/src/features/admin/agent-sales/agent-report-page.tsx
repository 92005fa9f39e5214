import { useState } from "react";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { formatRupiah, isoDateIn } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { AgentReportTable, calendarDay } from "./agent-report-table";
import { useAgentReport, useAgents } from "./api/agent-sales";

function thisMonth() {
  const today = isoDateIn(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function Card({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-xl font-bold">{value}</p>
    </div>
  );
}

/** `/agen-laporan` 'Laporan Agen': an agent's sales over a period, in total and per day. */
export default function AgentReportPage() {
  const session = useSession();
  const staff = session.can("view saldo agen");
  const [period, setPeriod] = useState(thisMonth);
  const [agentId, setAgentId] = useState("");
  const agents = useAgents(staff);
  const ready = period.from !== "" && period.to !== "" && (!staff || agentId !== "");
  const report = useAgentReport({ ...period, agent_user_id: agentId || undefined }, ready);
  const summary = report.data?.summary;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Laporan Agen</h1>
        <p className="text-sm text-slate-500">Penjualan agen per periode dan per hari.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {staff ? (
          <SelectField
            label="Agen"
            choices={(agents.data ?? []).map((agent) => ({
              value: String(agent.user_id),
              label: `${agent.nama_lengkap} (${agent.username})`,
            }))}
            placeholder={agents.isLoading ? "Memuat..." : "— pilih agen —"}
            error={agents.error?.message}
            value={agentId}
            onChange={(event) => setAgentId(event.target.value)}
          />
        ) : null}
        <Field
          label="Dari tanggal"
          type="date"
          value={period.from}
          max={period.to || undefined}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
        />
        <Field
          label="Sampai tanggal"
          type="date"
          value={period.to}
          min={period.from || undefined}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
        />
      </div>
      {!ready ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500 dark:border-slate-700">
          {staff && !agentId ? "Pilih agen untuk melihat laporan." : "Isi periode laporan."}
        </p>
      ) : report.error ? (
        <p role="alert" className="text-red-600">
          {report.error.message || "Gagal memuat laporan."}{" "}
          <button type="button" className="underline" onClick={() => void report.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : (
        <>
          {report.data?.agent ? (
            <p className="text-sm">
              Agen <strong>{report.data.agent.nama_lengkap}</strong> · {calendarDay(report.data.from)} s.d.{" "}
              {calendarDay(report.data.to)}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={report.isFetching}>
            <Card label="Booking" value={summary?.bookings ?? "…"} />
            <Card label="Penumpang" value={summary?.penumpang ?? "…"} />
            <Card label="Kendaraan" value={summary?.kendaraan ?? "…"} />
            <Card label="Total penjualan" value={summary ? formatRupiah(summary.total_penjualan) : "…"} />
            <Card label="Dibatalkan" value={summary?.dibatalkan ?? "…"} />
          </div>
          <AgentReportTable days={report.data?.days} loading={report.isLoading} />
        </>
      )}
    </div>
  );
}
