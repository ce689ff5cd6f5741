/** One answer that broke the rules, with what was sent. */
export type Failure = {
  cause: string;
  operation: string;
  caller: string;
  what: string;
  url: string;
  body: string;
};

/** Tallies of a run: answers by status class, and the failures grouped by cause and operation. */
export function fuzzReport() {
  const statuses = new Map<string, number>();
  const failures = new Map<string, Failure[]>();
  let sent = 0;
  return {
    count(status: number) {
      sent += 1;
      const group = `${Math.floor(status / 100)}xx`;
      statuses.set(group, (statuses.get(group) ?? 0) + 1);
    },
    fail(failure: Failure) {
      const key = `${failure.cause} — ${failure.operation}`;
      failures.set(key, [...(failures.get(key) ?? []), failure]);
    },
    /** the failure groups, each with a few of its requests */
    causes(): string[] {
      return [...failures].map(([key, group]) => {
        const examples = group.slice(0, 3).map((f) => `  ${f.caller}: ${f.what} ${f.url} → ${f.body}`);
        return `${key} (${group.length}×)\n${examples.join('\n')}`;
      });
    },
    summary(operations: number, renewals: number): string {
      const answers = [...statuses]
        .sort()
        .map(([group, n]) => `${n} ${group}`)
        .join(', ');
      return (
        `fuzz: ${operations} operations, ${sent} requests (${answers}), ${statuses.get('5xx') ?? 0} 5xx, ` +
        `${failures.size} failure groups; the owner was replaced ${renewals} times`
      );
    },
  };
}
