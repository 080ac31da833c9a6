import { isRecord } from '@/lib/is-record';

/**
 * Opening the pop-out answer window (browser only): an always-on-top Document
 * Picture-in-Picture window where the browser has the API (Chrome and Edge 116+), else an
 * ordinary popup. Either way it is a same-origin about:blank document that the interview
 * screen renders into with a React portal, so it shows the live session's own state; it
 * never runs a second session.
 */
const POP_OUT_SIZE = { width: 360, height: 480 } as const;
const POP_OUT_NAME = 'cuecard-popout';

export const POP_OUT_TEXT = {
  button: 'Pop out',
  title: 'Cuecard AI answers',
  fallback: "Your browser can't keep a window on top; opening a normal window instead.",
  blocked: 'Your browser blocked the pop-out window. Allow pop-ups for this site and press Pop out again.',
} as const;

export type PopOutKind = 'picture-in-picture' | 'popup';

export interface OpenedPopOut {
  win: Window;
  kind: PopOutKind;
}

/** The WICG Document Picture-in-Picture entry point (not yet in TypeScript's DOM types). */
interface DocumentPictureInPicture {
  requestWindow(options: { width: number; height: number }): Promise<Window>;
  readonly window: Window | null;
}

function isDocumentPictureInPicture(api: unknown): api is DocumentPictureInPicture {
  return isRecord(api) && typeof api.requestWindow === 'function';
}

function documentPictureInPicture(host: Window): DocumentPictureInPicture | null {
  const api = 'documentPictureInPicture' in host ? host.documentPictureInPicture : undefined;
  return isDocumentPictureInPicture(api) ? api : null;
}

/**
 * Must run inside a click handler: both requestWindow and window.open need the user's
 * activation. Resolves null when the popup was blocked.
 */
export async function openPopOutWindow(host: Window): Promise<OpenedPopOut | null> {
  const pip = documentPictureInPicture(host);
  if (pip) {
    try {
      // A page may hold one picture-in-picture window: reuse it rather than replace it.
      return { win: pip.window ?? (await pip.requestWindow(POP_OUT_SIZE)), kind: 'picture-in-picture' };
    } catch {
      // Refused (no activation, or inside a frame): the ordinary popup still works.
    }
  }
  const win = host.open('', POP_OUT_NAME, `popup,width=${POP_OUT_SIZE.width},height=${POP_OUT_SIZE.height}`);
  return win ? { win, kind: 'popup' } : null;
}

/** How long to wait for copied stylesheets before showing the window anyway. */
const STYLES_TIMEOUT_MS = 3_000;

/**
 * Gives the empty window the page's styles and a title. Linked sheets are linked again (same
 * origin, so the CSP's style-src 'self' covers them); inline sheets are copied as <style>,
 * which the CSP's 'unsafe-inline' for styles allows. Resolves when the links have loaded.
 */
export async function preparePopOutDocument(from: Document, to: Document): Promise<void> {
  // A popup reused by name may still hold a previous render.
  to.head.replaceChildren();
  to.body.replaceChildren();
  const loads: Promise<unknown>[] = [];
  for (const sheet of Array.from(from.styleSheets)) {
    if (sheet.href) {
      const link = to.createElement('link');
      link.rel = 'stylesheet';
      link.href = sheet.href;
      if (sheet.media.mediaText) link.media = sheet.media.mediaText;
      loads.push(new Promise((resolve) => {
        link.onload = link.onerror = resolve;
      }));
      to.head.append(link);
      continue;
    }
    try {
      const style = to.createElement('style');
      style.textContent = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      to.head.append(style);
    } catch {
      // A sheet whose rules cannot be read is skipped: the window stays usable without it.
    }
  }
  to.title = POP_OUT_TEXT.title;
  to.documentElement.lang = from.documentElement.lang || 'en';
  to.body.className = from.body.className;
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, STYLES_TIMEOUT_MS))]);
}
