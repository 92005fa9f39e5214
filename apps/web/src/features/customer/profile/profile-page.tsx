import { type CustomerProfileUpdate, customerProfileUpdateSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { useGoogleClientId } from "../auth/api/auth-config";
import { GoogleButton } from "../auth/google-button";
import { Notice } from "../forms/notice";
import { useAutoClear } from "../forms/use-auto-clear";
import * as api from "../session/customer-api";
import { useCustomerSession } from "../session/customer-session";
import { ProfileEditForm } from "./profile-edit-form";
import { type ProfileForm, profileToForm } from "./profile-form";
import { ProfileView } from "./profile-view";

export const PROFILE_SAVED = "Profile berhasil diperbarui";
export const PROFILE_FAILED = "Gagal memperbarui profile";

/** /customer/profile: read view, edit form, and linking a Google account. */
export function CustomerProfilePage() {
  const session = useCustomerSession();
  const clientId = useGoogleClientId();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useAutoClear<{ kind: "success" | "error"; text: string }>();
  const form = useForm<ProfileForm, unknown, CustomerProfileUpdate>({
    // The form also holds the select's empty choice (''), which the schema refuses with its message.
    resolver: zodResolver(customerProfileUpdateSchema) as Resolver<
      ProfileForm,
      unknown,
      CustomerProfileUpdate
    >,
    defaultValues: profileToForm(session.customer, session.user?.email ?? ""),
  });

  if (!session.customer || !session.user) {
    return <Spinner label="Memuat profile..." />;
  }

  const startEdit = () => {
    form.reset(profileToForm(session.customer, session.user?.email ?? ""));
    setEditing(true);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await api.updateProfile(values);
      session.setProfile(answer.data.user, answer.data.pelanggan);
      setEditing(false);
      setMessage({ kind: "success", text: answer.message || PROFILE_SAVED });
      await session.reloadProfile().catch(() => undefined);
    } catch (error) {
      if (error instanceof ApiError) showFieldErrors(form, error.errors);
      setMessage({ kind: "error", text: PROFILE_FAILED });
    }
  });

  const link = async (idToken: string) => {
    try {
      const answer = await api.linkGoogle(idToken);
      toast.success(answer.message);
      await session.reloadProfile();
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : "Gagal menautkan akun Google");
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Profile Saya</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">Kelola informasi pribadi Anda</p>
        </div>
        {!editing ? (
          <Button onClick={startEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Profile
          </Button>
        ) : null}
      </div>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <section className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {editing ? (
          <ProfileEditForm
            form={form}
            onSubmit={save}
            onCancel={() => {
              form.reset(profileToForm(session.customer, session.user?.email ?? ""));
              setEditing(false);
            }}
          />
        ) : (
          <ProfileView profile={session.customer} />
        )}
      </section>
      {clientId && !session.user.google_id ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-1 font-semibold">Tautkan Akun Google</h2>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            Masuk lebih cepat dengan akun Google Anda.
          </p>
          <div className="max-w-xs">
            <GoogleButton clientId={clientId} mode="link" onToken={link} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
