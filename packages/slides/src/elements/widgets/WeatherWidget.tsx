import { useRef, type CSSProperties } from 'react';
import {
  DEFAULT_LOCALE,
  weatherCondition,
  type Locale,
  type TWeatherSettings,
  type TWeatherSnapshot,
} from '@placard/contract';
import { useFitText } from '../../alert/fitText';
import { UI_FONT_FAMILY } from '../../uiFont';
import { UpdatedCorner } from './UpdatedCorner';
import { WeatherIcon } from './weatherIcons';
import { dayName, formatTemperature } from './widgetFormat';
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from './widgetLabels';

const CARD: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  boxSizing: 'border-box',
  // on the box, not the content: text running into it is overflow, which shrinks the text
  padding: '0.9em 1.2em',
  color: '#FFFFFF',
  fontFamily: UI_FONT_FAMILY,
  lineHeight: 1.15,
};
const SKY = {
  day: 'linear-gradient(160deg, #3B8BEB 0%, #2463C9 55%, #1B4AA0 100%)',
  night: 'linear-gradient(160deg, #27345C 0%, #161F3D 60%, #0D1429 100%)',
};
const CONTENT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
};
const PLACE: CSSProperties = {
  flex: 'none',
  fontSize: '1.1em',
  fontWeight: 600,
  letterSpacing: '0.02em',
  opacity: 0.9,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};
const SOFT: CSSProperties = { opacity: 0.72 };
/** The text is at most this share of the element's smaller side (then shrinks to fit). */
const LARGEST_SHARE = 7;

export type WeatherWidgetProps = {
  settings: Pick<TWeatherSettings, 'location' | 'forecast'>;
  snapshot: TWeatherSnapshot;
  /** the element's size in canvas units: a tall one runs the week down rather than across */
  width: number;
  height: number;
  locale?: Locale;
  labels?: WidgetLabels;
  /** when the data is old: when it was read, told in a corner */
  staleSince?: string | null;
};

/** The weather of a place: now (daily) or the next seven days (weekly), text fitted to the element. */
export function WeatherWidget({
  settings,
  snapshot,
  width,
  height,
  locale = DEFAULT_LOCALE,
  labels = DEFAULT_WIDGET_LABELS,
  staleSince = null,
}: WeatherWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const weekly = settings.forecast === 'weekly';
  const tall = height > width;
  const text = [settings.location.name, settings.forecast, locale, JSON.stringify(snapshot)].join('\n');
  useFitText(box, content, text, Math.min(width, height) / LARGEST_SHARE);
  const night = !snapshot.current.isDay;
  return (
    <div
      ref={box}
      data-widget="weather"
      data-forecast={settings.forecast}
      style={{ ...CARD, background: SKY[night ? 'night' : 'day'] }}
    >
      <div ref={content} style={CONTENT}>
        <div style={PLACE}>{settings.location.name}</div>
        {weekly ? (
          <Week snapshot={snapshot} tall={tall} locale={locale} labels={labels} />
        ) : (
          <Now snapshot={snapshot} tall={tall} locale={locale} labels={labels} />
        )}
      </div>
      {staleSince && (
        <UpdatedCorner
          updatedAt={staleSince}
          locale={locale}
          label={labels.updated}
          width={width}
          height={height}
        />
      )}
    </div>
  );
}

type PartProps = { snapshot: TWeatherSnapshot; tall: boolean; locale: Locale; labels: WidgetLabels };

/** Today: the temperature now large beside (or above) its icon, what the sky does, and the day's range. */
function Now({ snapshot, tall, locale, labels }: PartProps) {
  const { current, today, unit } = snapshot;
  const condition = weatherCondition(current.weatherCode);
  const label = labels.conditions[condition];
  return (
    <div
      style={{
        flex: 1,
        display: 'flex',
        flexDirection: tall ? 'column' : 'row',
        alignItems: 'safe center',
        justifyContent: 'safe center',
        gap: tall ? '0.2em' : '0.8em',
        textAlign: tall ? 'center' : 'left',
      }}
    >
      <WeatherIcon condition={condition} label={label} night={!current.isDay} size="5.2em" />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: tall ? 'center' : 'flex-start' }}>
        <div
          data-testid="weather-now"
          style={{ fontSize: '5em', fontWeight: 300, lineHeight: 1, letterSpacing: '-0.03em' }}
        >
          {formatTemperature(current.temperature, locale)}
          <span style={{ fontSize: '0.4em', fontWeight: 400, verticalAlign: '0.95em', marginLeft: '0.08em' }}>
            {unit === 'celsius' ? '°C' : '°F'}
          </span>
        </div>
        <div style={{ fontSize: '1.5em', fontWeight: 600, marginTop: '0.15em' }}>{label}</div>
        <div
          data-testid="weather-range"
          style={{ fontSize: '1.25em', marginTop: '0.3em', whiteSpace: 'nowrap' }}
        >
          <span aria-hidden>↑ </span>
          {formatTemperature(today.high, locale)}°
          <span style={{ ...SOFT, marginLeft: '0.8em' }}>
            <span aria-hidden>↓ </span>
            {formatTemperature(today.low, locale)}°
          </span>
        </div>
      </div>
    </div>
  );
}

/** The seven days: across as columns on a wide element, down as rows on a tall one. */
function Week({ snapshot, tall, locale, labels }: PartProps) {
  return (
    <div
      style={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: tall ? '1fr' : `repeat(${snapshot.days.length}, 1fr)`,
        gridTemplateRows: tall ? `repeat(${snapshot.days.length}, 1fr)` : '1fr',
        gap: tall ? '0.15em' : '0.5em',
        marginTop: '0.6em',
      }}
    >
      {snapshot.days.map((day, index) => {
        const condition = weatherCondition(day.weatherCode);
        return (
          <div
            key={day.date}
            data-testid="weather-day"
            style={{
              display: 'flex',
              flexDirection: tall ? 'row' : 'column',
              alignItems: 'center',
              justifyContent: tall ? 'space-between' : 'center',
              gap: tall ? '0.8em' : '0.35em',
              padding: tall ? '0 0.8em' : '0.6em 0.2em',
              borderRadius: '0.5em',
              background: index === 0 ? 'rgba(255, 255, 255, 0.16)' : 'rgba(255, 255, 255, 0.06)',
            }}
          >
            <div
              style={{
                fontSize: '1.2em',
                fontWeight: 600,
                flex: tall ? '1 1 0' : undefined,
                textTransform: 'capitalize',
              }}
            >
              {dayName(day.date, locale)}
            </div>
            <WeatherIcon condition={condition} label={labels.conditions[condition]} size="2.8em" />
            <div
              style={{
                fontSize: '1.2em',
                display: 'flex',
                gap: '0.5em',
                flex: tall ? '1 1 0' : undefined,
                justifyContent: tall ? 'flex-end' : 'center',
              }}
            >
              <span style={{ fontWeight: 700 }}>{formatTemperature(day.high, locale)}°</span>
              <span style={SOFT}>{formatTemperature(day.low, locale)}°</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
