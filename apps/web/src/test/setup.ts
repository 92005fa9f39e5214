import { cleanup, configure } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach } from "vitest";

// jsdom has no matchMedia; the toaster and dark mode ask it. Tests that care stub their own.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Pages are code-split: their first render waits for a module import, slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The toast store is module state: test files share it (isolate: false), so a toast left by one
  // test would show in the next file's toaster.
  toast.remove();
});
