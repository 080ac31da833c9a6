// The QR code of a pairing link as one SVG path, drawn in the browser from qrcode-generator's
// module matrix: nothing is fetched and no markup string is injected into the page.
import qrcode from 'qrcode-generator';

export interface QrPath {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** The dark modules, one unit square each. */
  d: string;
}

/** Four modules of quiet zone on each side, as the standard asks. */
const QUIET = 4;

export function qrPath(text: string): QrPath {
  // Level M: a phone's camera reads it off a laptop screen at a glance, with room for glare.
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (code.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  }
  return { size: count + 2 * QUIET, d };
}
