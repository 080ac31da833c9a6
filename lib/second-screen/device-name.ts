// What the Second screen dialog calls a paired device, read from its browser's User-Agent:
// the kind of device and the browser ("iPhone, Safari", "Android phone, Chrome"). A name, not
// an identity: nothing relies on it.

const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/Windows Phone/, 'Windows phone'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows computer'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux computer'],
];

// In order: each browser's token also appears in the user agents of those listed before it.
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|OPiOS\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export const MAX_DEVICE_NAME_CHARS = 60;

export function deviceNameOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const device = DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  return (browser ? `${device}, ${browser}` : device).slice(0, MAX_DEVICE_NAME_CHARS);
}
