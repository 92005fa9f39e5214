import { type CustomerProfile, GENDER_LABELS } from "@ferry/shared/customer-auth";
import { formatDateLong } from "../../../lib/format";
import { PROFILE_LABELS, type ProfileForm } from "./profile-form";

function shown(field: keyof ProfileForm, profile: CustomerProfile): string | null {
  const value = profile[field];
  if (!value) return null;
  if (field === "jenis_kelamin") return GENDER_LABELS[value as "L" | "P"];
  if (field === "tanggal_lahir") return formatDateLong(`${value.slice(0, 10)}T12:00:00Z`);
  return value;
}

/** The profile's read view; empty fields say 'Belum diisi'. */
export function ProfileView({ profile }: { profile: CustomerProfile }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(PROFILE_LABELS) as (keyof ProfileForm)[]).map((field) => {
        const value = shown(field, profile);
        return (
          <div key={field} className={field === "alamat" || field === "nama_lengkap" ? "sm:col-span-2" : ""}>
            <dt className="text-sm text-slate-500">{PROFILE_LABELS[field]}</dt>
            <dd
              className={`mt-0.5 font-medium ${value ? "" : "text-slate-400 italic"}`}
              data-testid={`profile-${field}`}
            >
              {value ?? "Belum diisi"}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
