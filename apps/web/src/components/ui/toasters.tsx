import { Toaster } from "react-hot-toast";

/**
 * Staff area (staff specification section 9): error and blank 4 s, success 2 s, loading unlimited, 350 px.
 * At most 20 toasts: react-hot-toast's store keeps only the newest `toastLimit` (20, not configurable in 2.6).
 */
export function StaffToaster() {
  return (
    <Toaster
      toastOptions={{
        duration: 4000,
        style: { maxWidth: 350 },
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Number.POSITIVE_INFINITY },
      }}
    />
  );
}

/** Public and customer areas (public specification section 9): top centre, 6 s, green success, red error. */
export function PublicToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 6000,
        success: { style: { background: "#16a34a", color: "#fff" } },
        error: { style: { background: "#dc2626", color: "#fff" } },
      }}
    />
  );
}
