import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../session/session-context";

/**
 * The agent's own pages (balance, credit limit, own sales) exist only for an agent account: the server
 * answers them only to `tipe_pengguna` `agen`. Anyone else is told so, and where the same figures are.
 */
export function AgentOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user, can } = useSession();
  if (user?.tipe_pengguna === "agen") return <>{children}</>;
  return (
    <section aria-labelledby="agent-only-title" className="space-y-3">
      <h1 id="agent-only-title" className="text-2xl font-bold">
        {title}
      </h1>
      <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm dark:border-sky-900 dark:bg-sky-950">
        <Info className="h-5 w-5 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
        <div className="space-y-2">
          <p className="font-semibold">Halaman ini khusus untuk akun agen.</p>
          <p>
            Di sini seorang agen menjual tiket dari saldonya dan melihat saldo, plafon serta penjualannya
            sendiri. Akun Anda bukan akun agen, jadi tidak ada saldo agen yang dapat ditampilkan atau dipakai
            menjual.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {can("view acc pembayaran") ? (
              <li>
                Penjualan semua agen:{" "}
                <Link to="/booking" className="underline">
                  ACC Pembayaran
                </Link>
                , kanal Agen.
              </li>
            ) : null}
            {can("view saldo agen") ? (
              <li>
                Saldo agen:{" "}
                <Link to="/tambah-saldo" className="underline">
                  Top-up Agen
                </Link>
                .
              </li>
            ) : null}
            {can("view plafon") ? (
              <li>
                Plafon agen:{" "}
                <Link to="/plafon-agen" className="underline">
                  Plafon Agen
                </Link>
                .
              </li>
            ) : null}
            {can("view penjualan umum") ? (
              <li>
                Menjual tiket di loket:{" "}
                <Link to="/booking/create" className="underline">
                  Penjualan Umum
                </Link>
                .
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </section>
  );
}
