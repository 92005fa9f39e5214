import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../test/mock-api";
import { DeviceLoginForm } from "./device-login-form";
import { DEVICE_NAME_KEY, getDeviceName } from "./device-name";
import { LoginError } from "./session-api";

const user = { id: 7, username: "embarkasi", permissions: ["view scan tiket", "create scan tiket"] };
let refuse = false;
const api = mockApi({
  "POST /api/login/perangkat": () =>
    refuse
      ? jsonResponse(
          { success: false, code: "ACCESS_DENIED", message: "Akun ini tidak memiliki hak akses scan tiket" },
          403,
        )
      : {
          success: true,
          message: "Login perangkat berhasil",
          token: "t",
          user,
          expires_in: 3600,
          perangkat: "x",
        },
});

async function submit(name: string | null) {
  if (name !== null) {
    await userEvent.clear(screen.getByLabelText("Nama perangkat"));
    await userEvent.type(screen.getByLabelText("Nama perangkat"), name);
  }
  await userEvent.type(screen.getByLabelText("Username atau Email"), "embarkasi");
  await userEvent.type(screen.getByLabelText("Password"), "Demo#2026");
  await userEvent.click(screen.getByRole("button", { name: "Masuk sebagai Perangkat" }));
}

describe("'Masuk sebagai perangkat gerbang'", () => {
  it("signs the device in under its name and remembers the name for the next sign-in", async () => {
    refuse = false;
    window.localStorage.removeItem(DEVICE_NAME_KEY);
    const onSignedIn = vi.fn();
    const { unmount } = render(<DeviceLoginForm onSignedIn={onSignedIn} onFailure={vi.fn()} />);
    await submit("  ");
    expect(await screen.findByText("Nama perangkat wajib diisi")).toBeTruthy();
    expect(api.bodies("POST", "/api/login/perangkat")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Username atau Email"));
    await userEvent.clear(screen.getByLabelText("Password"));
    await submit("Gerbang 2 - HP Samsung");
    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: "t", user })),
    );
    expect(api.bodies("POST", "/api/login/perangkat")).toEqual([
      { username: "embarkasi", password: "Demo#2026", perangkat: "Gerbang 2 - HP Samsung" },
    ]);
    expect(getDeviceName()).toBe("Gerbang 2 - HP Samsung");
    unmount();
    render(<DeviceLoginForm onSignedIn={vi.fn()} onFailure={vi.fn()} />);
    expect((screen.getByLabelText("Nama perangkat") as HTMLInputElement).value).toBe(
      "Gerbang 2 - HP Samsung",
    );
  });

  it("hands a refusal over with the server's message and keeps no new name", async () => {
    refuse = true;
    window.localStorage.removeItem(DEVICE_NAME_KEY);
    const onFailure = vi.fn();
    render(<DeviceLoginForm onSignedIn={vi.fn()} onFailure={onFailure} />);
    await submit("Gerbang 3");
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalled());
    const error = onFailure.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({
      code: "ACCESS_DENIED",
      message: "Akun ini tidak memiliki hak akses scan tiket",
    });
    expect(getDeviceName()).toBeNull();
  });
});
