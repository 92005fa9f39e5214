import { PERMISSION_GROUPS } from "@ferry/shared/permissions";

/**
 * Direct permissions of one user, besides those of their roles: the catalogue grouped by module, each
 * group folded with how many of its permissions are chosen.
 */
export function PermissionPicker({
  value,
  onChange,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const selected = new Set(Array.isArray(value) ? (value as string[]) : []);
  const toggle = (name: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(name);
    else next.delete(name);
    onChange([...next]);
  };
  return (
    <div className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-700">
      {PERMISSION_GROUPS.map((group) => {
        const chosen = group.permissions.filter((name) => selected.has(name)).length;
        return (
          <details key={group.group} open={chosen > 0}>
            <summary className="cursor-pointer text-sm font-medium">
              {group.group}
              {chosen > 0 ? <span className="ml-2 text-xs text-navy-600">{chosen} dipilih</span> : null}
            </summary>
            <div className="flex flex-wrap gap-3 py-1 pl-4">
              {group.permissions.map((name) => (
                <label key={name} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={selected.has(name)}
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                  {name}
                </label>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
