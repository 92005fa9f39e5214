// Imported first by main.tsx, so the right theme is on <html> before React paints.
import { applyDarkMode, prefersDark } from "./dark-mode";

applyDarkMode(prefersDark());
