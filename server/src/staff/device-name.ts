/**
 * A short, readable name for the browser of a staff session, from its User-Agent:
 * "Windows · Chrome", "iPhone · 微信", "Mac · Safari". Good enough for staff to tell their own
 * devices apart, not a fingerprint; what is not recognised reads 未知设备 / 未知浏览器.
 * First match wins, so the more specific patterns come first (Edge and 微信 also say Chrome or
 * Safari; iPad also says Mac OS X; Android also says Linux).
 */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/HarmonyOS|OpenHarmony/, '鸿蒙'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/MicroMessenger/, '微信'],
  [/DingTalk/, '钉钉'],
  [/\bQQ\//, 'QQ'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const pick = (table: readonly (readonly [RegExp, string])[], ua: string): string | undefined =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua.trim()) return '未知设备';
  const system = pick(SYSTEMS, ua);
  const browser = pick(BROWSERS, ua);
  if (!system && !browser) return '未知设备';
  return `${system ?? '未知设备'} · ${browser ?? '未知浏览器'}`;
}
