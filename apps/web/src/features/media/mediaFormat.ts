/**
 * Sizes, speeds, durations and times left, written the reader's way (Intl units: "2,4 Go" in French).
 * Sizes count 1 KB = 1024 bytes, as the upload limits do (100 MB = 100 × 1024 × 1024 bytes).
 */

const KB = 1024;
const SIZE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

function unitFormat(locale: string, unit: string, digits: number, display: 'short' | 'long' = 'short') {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: display,
    maximumFractionDigits: digits,
  });
}

/** The largest unit the amount reaches, and the amount in it (at most one decimal, none from 100 up). */
function scaled(bytes: number): {
  unit: (typeof SIZE_UNITS)[number] | 'byte';
  value: number;
  digits: number;
} {
  if (bytes < KB) return { unit: 'byte', value: Math.max(0, Math.round(bytes)), digits: 0 };
  let value = bytes / KB;
  let index = 0;
  while (value >= KB && index < SIZE_UNITS.length - 1) {
    value /= KB;
    index += 1;
  }
  return { unit: SIZE_UNITS[index] ?? 'terabyte', value, digits: value >= 100 ? 0 : 1 };
}

/** "300 bytes", "12.5 kB", "2.4 GB". */
export function formatBytes(bytes: number, locale: string): string {
  const { unit, value, digits } = scaled(bytes);
  return unitFormat(locale, unit, digits, unit === 'byte' ? 'long' : 'short').format(value);
}

/** "3.1 MB/s", "850 kB/s". */
export function formatSpeed(bytesPerSecond: number, locale: string): string {
  const { unit, value, digits } = scaled(Math.max(bytesPerSecond, KB));
  return unitFormat(locale, `${unit}-per-second`, digits).format(value);
}

/** A media duration as a clock: "0:07", "4:05", "1:02:03". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** A time left, rounded up: "12 sec", "3 min", "1 hr 5 min". */
export function formatTimeLeft(seconds: number, locale: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return unitFormat(locale, 'second', 0).format(whole);
  if (whole < 3600) return unitFormat(locale, 'minute', 0).format(Math.ceil(whole / 60));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.ceil((whole % 3600) / 60);
  const hourText = unitFormat(locale, 'hour', 0).format(hours);
  return minutes > 0 ? `${hourText} ${unitFormat(locale, 'minute', 0).format(minutes)}` : hourText;
}

/** "1920 × 1080". */
export function formatDimensions(width: number, height: number): string {
  return `${width} × ${height}`;
}
