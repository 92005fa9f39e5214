import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal";

function Harness({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Modal
        open={open}
        title="Ubah Data"
        onClose={dismissable ? () => setOpen(false) : undefined}
        footer={<button type="button">Simpan</button>}
      >
        <label>
          Nama
          <input />
        </label>
      </Modal>
    </>
  );
}

const dialog = () => screen.queryByRole("dialog", { name: "Ubah Data" });

describe("Modal", () => {
  it("moves focus in, keeps Tab inside, closes with Escape and gives focus back", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Buka" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText("Nama"));
    const save = screen.getByRole("button", { name: "Simpan" });
    save.focus();
    fireEvent.keyDown(window, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByLabelText("Nama"));
    fireEvent.keyDown(window, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("stays open on Escape when it cannot be dismissed, focus still inside", () => {
    render(<Harness dismissable={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Buka" }));
    fireEvent.keyDown(window, { key: "Escape" });
    expect(dialog()).not.toBeNull();
    expect(dialog()?.contains(document.activeElement)).toBe(true);
  });
});
