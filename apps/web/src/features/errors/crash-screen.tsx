import { Component, type ErrorInfo, type ReactNode } from "react";

export function CrashScreen() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center dark:bg-slate-950">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Something went wrong</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        An unexpected error occurred. Please refresh the page or contact support if the problem persists.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-navy-700 px-4 py-2 font-medium text-white hover:bg-navy-800"
      >
        Refresh Page
      </button>
    </div>
  );
}

/** Normal or crashed; the crashed state is left only by a full page reload. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unhandled UI error", error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
