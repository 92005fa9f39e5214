import { DEVICE_NAME_MAX, type DeviceLoginInput, deviceLoginSchema } from "@ferry/shared/gate-devices";
import type { TokenResponse } from "@ferry/shared/staff-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Field } from "../../components/form/field";
import { Button } from "../../components/ui/button";
import { getDeviceName, setDeviceName } from "./device-name";
import { requestDeviceLogin } from "./session-api";

/**
 * 'Masuk sebagai perangkat gerbang' (decision 032): the officer's credentials and this device's name. The
 * device session lives beside the officer's other sessions and holds only the gate's permissions.
 */
export function DeviceLoginForm({
  onSignedIn,
  onFailure,
}: {
  onSignedIn: (response: TokenResponse) => void;
  onFailure: (error: unknown) => void;
}) {
  const form = useForm<DeviceLoginInput>({
    resolver: zodResolver(deviceLoginSchema),
    defaultValues: { username: "", password: "", perangkat: getDeviceName() ?? "" },
  });
  const signIn = async (values: DeviceLoginInput) => {
    try {
      const response = await requestDeviceLogin(values);
      setDeviceName(values.perangkat);
      onSignedIn(response);
    } catch (error) {
      onFailure(error);
    }
  };
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit(signIn)}
      className="space-y-4"
      noValidate
      aria-label="Login perangkat gerbang"
    >
      <Field
        label="Nama perangkat"
        placeholder="Gerbang 2 - HP Samsung"
        maxLength={DEVICE_NAME_MAX}
        autoFocus
        error={errors.perangkat?.message}
        {...form.register("perangkat")}
      />
      <Field
        label="Username atau Email"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <p className="text-xs text-slate-500">
        Sesi perangkat hanya untuk scan tiket dan tidak mengakhiri sesi petugas di perangkat lain.
      </p>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Memproses..." : "Masuk sebagai Perangkat"}
      </Button>
    </form>
  );
}
