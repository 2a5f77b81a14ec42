/** localStorage: the quality the learner picked ('auto' or a rendition name such as '360p'), for every lecture. */
const QUALITY_STORAGE_KEY = 'pathshala:video-quality';

export const AUTO_QUALITY = 'auto';

/** The learner's own pick, or null when they never chose one. */
export function rememberedQuality(): string | null {
  try {
    return window.localStorage.getItem(QUALITY_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberQuality(choice: string) {
  try {
    window.localStorage.setItem(QUALITY_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (private mode): the choice lasts for this lecture only.
  }
}

/** The Network Information API (Chromium, Android WebView): absent in Safari and Firefox. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** The browser reports Save-Data (Lite mode) or a slow connection: start on the lightest stream. */
export function prefersDataSaver(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}
