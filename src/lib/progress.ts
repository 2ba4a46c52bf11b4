/**
 * Share of `done` in `total` as a percentage string with `decimals` places: (1, 3) → '33.33'.
 * Clamped to 0–100 for a progress bar; a zero, negative or non-finite total gives '0.00'
 * rather than 'NaN' or 'Infinity'.
 */
export function progressPercent(done: number, total: number, decimals = 2): string {
  const places = Math.min(Math.max(Math.trunc(decimals), 0), 10);
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return (0).toFixed(places);
  const percent = Math.min(Math.max((done / total) * 100, 0), 100);
  // Round half up in decimal: toFixed alone rounds 1.005 down, and 1.005 * 100 is 100.49999…;
  // cutting the float noise at 15 significant digits before rounding restores the .5.
  const scale = 10 ** places;
  const scaled = Number((percent * scale).toPrecision(15));
  return (Math.round(scaled) / scale).toFixed(places);
}
