// HTTP load for the benchmarks (autocannon), and how its figures are printed beside a baseline.
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * Requests options.path for DURATION seconds over CONNECTIONS connections (options override both);
 * counts as unexpected every answer outside options.expect ('2xx' unless told) and every failure.
 */
export function load(base, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${options.path}`, connections: CONNECTIONS, duration: DURATION, ...options },
      (error, r) => {
        if (error) return reject(error);
        const expected = options.expect ?? '2xx';
        resolve({
          rps: r.requests.average,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.requests.total - r[expected],
        });
      },
    );
  });
}

export const row = (name, r) =>
  `  ${name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   unexpected ${r.errors}`;
export const ratio = (r, baseline) =>
  `throughput ${(r.rps / baseline.rps).toFixed(2)}×, p99 ${(r.p99 / Math.max(baseline.p99, 1)).toFixed(1)}× the baseline`;

/** The p-th percentile of ascending samples. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
