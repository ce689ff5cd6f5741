import { useEffect, useState } from 'react';
import { Brand } from './Brand';
import { serverClock } from './serverClock';
import { language, t } from './i18n';

type Clock = { time: string; period: string; date: string };

/** The time (and its AM/PM, where the language uses one) and date in the screen's timezone. */
function useClock(timeZone: string): Clock {
  const [now, setNow] = useState(() => new Date(serverClock.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(serverClock.now())), 1_000);
    return () => clearInterval(timer);
  }, []);
  const formatter = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(language, options);
    }
  };
  const parts = formatter({ hour: 'numeric', minute: '2-digit' }).formatToParts(now);
  const text = (keep: (type: string) => boolean) =>
    parts
      .filter((part) => keep(part.type))
      .map((part) => part.value)
      .join('')
      .trim();
  return {
    time: text((type) => type !== 'dayPeriod'),
    period: text((type) => type === 'dayPeriod'),
    date: formatter({ weekday: 'long', day: 'numeric', month: 'long' }).format(now),
  };
}

/** Nothing is scheduled: a calm screen with the clock and the screen's name (never black, never an error). */
export function IdleScreen({ name, timeZone }: { name: string; timeZone: string }) {
  const clock = useClock(timeZone);
  return (
    <main className="backdrop" data-testid="idle-screen">
      <Brand />
      <div className="idle-clock">
        {clock.time}
        {clock.period && <span className="idle-period">{clock.period}</span>}
      </div>
      <div className="idle-date">{clock.date}</div>
      <p className="idle-name" data-testid="screen-name">
        {name}
      </p>
      <p className="idle-note">{t('player.nothingScheduled')}</p>
    </main>
  );
}

/** Paired, but no content has arrived yet. */
export function LoadingScreen() {
  return (
    <main className="backdrop" data-testid="loading-screen">
      <Brand />
      <p className="loading-note">{t('player.loading')}</p>
      <p className="status-line" role="status">
        <span className="pulse" aria-hidden="true" />
      </p>
    </main>
  );
}
