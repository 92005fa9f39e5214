import { controlClass } from "../../../components/form/control-class";
import { useAgents } from "./api/agents";

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
      className={controlClass}
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
