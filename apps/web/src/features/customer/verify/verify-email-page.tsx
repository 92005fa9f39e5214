import { CheckCircle2, XCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AuthShell } from "../auth/auth-shell";
import { useCustomerSession } from "../session/customer-session";
import { useVerifyEmail } from "./api/verify-email";

const MISSING =
  "Tautan verifikasi tidak lengkap. Buka tautan dari e-mail Anda, atau minta tautan baru dari dashboard.";

/**
 * /customers/verify?token=…: the page of the link in the verification e-mail. Sends the token once
 * (a query, so a remount does not use the single-use token twice) and says whether the address is now
 * verified or why not, with the way on: the dashboard when signed in, else the sign-in page.
 */
export function CustomerVerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const session = useCustomerSession();
  const result = useVerifyEmail(token);

  const signedIn = session.status === "authenticated";
  const onward = signedIn
    ? { to: "/customer/dashboard", label: "Ke Dashboard" }
    : { to: "/customers/login", label: "Masuk ke akun Anda" };
  const failure = token === "" ? MISSING : result.isError ? result.error.message : null;
  return (
    <AuthShell title="Verifikasi E-mail">
      <div className="space-y-4 text-center">
        {failure ? (
          <p role="alert" className="flex items-center justify-center gap-2 text-red-700 dark:text-red-300">
            <XCircle className="h-5 w-5 shrink-0" aria-hidden="true" /> {failure}
          </p>
        ) : result.isSuccess ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 text-green-700 dark:text-green-300"
          >
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" /> {result.data.message}
          </p>
        ) : (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            Memverifikasi alamat e-mail Anda...
          </p>
        )}
        {result.isPending && token !== "" ? null : (
          <Link
            to={onward.to}
            className="inline-block font-semibold text-navy-700 hover:underline dark:text-sky-300"
          >
            {onward.label}
          </Link>
        )}
      </div>
    </AuthShell>
  );
}
