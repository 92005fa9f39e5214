import { Link } from "react-router";
import { Modal } from "../../../components/ui/modal";

/** The 'Daftar' button's modal: sign in with an existing account, or register. */
export function RegisterChoiceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Daftar" onClose={onClose}>
      <p className="mb-4">Pilih cara melanjutkan:</p>
      <div className="grid gap-3">
        <Link
          to="/customers/login"
          onClick={onClose}
          className="rounded-lg border border-slate-300 p-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <span className="block font-semibold">Sudah punya akun</span>
          <span className="text-slate-500">Masuk ke akun pelanggan Anda.</span>
        </Link>
        <Link
          to="/customers/register"
          onClick={onClose}
          className="rounded-lg bg-navy-700 p-3 text-white hover:bg-navy-800"
        >
          <span className="block font-semibold">Daftar akun baru</span>
          <span className="text-navy-100">Buat akun pelanggan dalam 3 langkah.</span>
        </Link>
      </div>
      <p className="mt-4 text-xs text-slate-500">
        Dengan mendaftar Anda menyetujui{" "}
        <Link to="/syarat" onClick={onClose} className="text-navy-600 underline">
          Syarat &amp; Ketentuan
        </Link>
        .
      </p>
    </Modal>
  );
}
