import { useAgents } from "./api";

const control =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";

/** Finance chooses one agent (or all) for a list. */
export function AgentPicker({
  value,
  onChange,
  allLabel = "Semua agen",
}: {
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  const agents = useAgents();
  return (
    <select
      aria-label="Agen"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={control}
    >
      <option value="">{allLabel}</option>
      {(agents.data ?? []).map((agent) => (
        <option key={agent.user_id} value={String(agent.user_id)}>
          {agent.nama_lengkap} ({agent.username})
        </option>
      ))}
    </select>
  );
}
