import { type ComponentType, lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";

function LoadFailed({ module }: { module: string }) {
  return (
    <div
      role="alert"
      className="m-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
    >
      Failed to load {module}
    </div>
  );
}

/**
 * A code-split page. Its chunk is asked for twice (a weak port network drops one request now and then)
 * before it shows 'Failed to load {module}': React keeps a lazy page's first outcome for good.
 */
export function lazyPage(module: string, load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() =>
    load()
      .catch(load)
      .catch(() => ({ default: () => <LoadFailed module={module} /> })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per route, created once when the route table is built
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <div className="p-6">
            <Spinner label="Memuat..." />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
