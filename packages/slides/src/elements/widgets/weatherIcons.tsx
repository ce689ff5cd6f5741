import type { ReactNode } from 'react';
import type { WeatherCondition } from '@placard/contract';

/**
 * The weather icons: flat shapes in a few clear colours on a 64-unit grid, drawn to be told apart
 * from across a room. Clear and partly cloudy skies have a day (sun) and a night (moon) version.
 */

const SUN = '#FFC94A';
const MOON = '#F3E7B3';
const CLOUD = '#F1F5F9';
const CLOUD_BACK = '#B8C4D4';
const STORM_CLOUD = '#8E9BB0';
const RAIN = '#5CC8FF';
const SNOW = '#FFFFFF';

/** A cloud 47 units wide, its flat bottom at y = 48; moved and scaled by `transform`. */
function Cloud({ fill = CLOUD, transform }: { fill?: string; transform?: string }) {
  return (
    <path
      d="M20 48h26a10 10 0 0 0 1-20 14 14 0 0 0-27-3 11 11 0 0 0 0 23z"
      fill={fill}
      transform={transform}
    />
  );
}

function Sun({ cx = 32, cy = 32, r = 11 }: { cx?: number; cy?: number; r?: number }) {
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const [inner, outer] = [r * 1.55, r * 2.05];
    return (
      <line
        key={index}
        x1={cx + inner * Math.cos(angle)}
        y1={cy + inner * Math.sin(angle)}
        x2={cx + outer * Math.cos(angle)}
        y2={cy + outer * Math.sin(angle)}
      />
    );
  });
  return (
    <g>
      <g stroke={SUN} strokeWidth={r * 0.36} strokeLinecap="round">
        {rays}
      </g>
      <circle cx={cx} cy={cy} r={r} fill={SUN} />
    </g>
  );
}

/** A crescent moon around (32, 32), scaled by `transform`. */
function Moon({ transform }: { transform?: string }) {
  return <path d="M40 12a20 20 0 1 0 13 30A17 17 0 0 1 40 12z" fill={MOON} transform={transform} />;
}

/** Falling lines (rain) or dots (drizzle) under a raised cloud. */
function Drops({ length, xs }: { length: number; xs: number[] }) {
  return (
    <g stroke={RAIN} strokeWidth={4} strokeLinecap="round">
      {xs.map((x, index) => (
        <line
          key={x}
          x1={x}
          y1={46 + (index % 2) * 4}
          x2={x - length / 2}
          y2={46 + (index % 2) * 4 + length}
        />
      ))}
    </g>
  );
}

function Flake({ x, y }: { x: number; y: number }) {
  return (
    <g stroke={SNOW} strokeWidth={2.6} strokeLinecap="round">
      <line x1={x} y1={y - 4.5} x2={x} y2={y + 4.5} />
      <line x1={x - 3.9} y1={y - 2.25} x2={x + 3.9} y2={y + 2.25} />
      <line x1={x - 3.9} y1={y + 2.25} x2={x + 3.9} y2={y - 2.25} />
    </g>
  );
}

/** A cloud moved up to leave room for what falls from it. */
const RAISED = 'translate(0 -8)';

const ICONS: Record<WeatherCondition, { day: ReactNode; night: ReactNode }> = {
  clear: { day: <Sun />, night: <Moon /> },
  partlyCloudy: {
    day: (
      <>
        <Sun cx={24} cy={24} r={9} />
        <Cloud transform="translate(8 6) scale(0.88)" />
      </>
    ),
    night: (
      <>
        <Moon transform="translate(-6 -6) scale(0.8)" />
        <Cloud transform="translate(8 6) scale(0.88)" />
      </>
    ),
  },
  cloudy: both(
    <>
      <Cloud fill={CLOUD_BACK} transform="translate(14 -6) scale(0.8)" />
      <Cloud transform="translate(-4 4)" />
    </>,
  ),
  fog: both(
    <>
      <Cloud transform={RAISED} fill={CLOUD_BACK} />
      <g stroke={CLOUD} strokeWidth={4} strokeLinecap="round">
        <line x1={12} y1={47} x2={52} y2={47} />
        <line x1={18} y1={55} x2={46} y2={55} />
      </g>
    </>,
  ),
  drizzle: both(
    <>
      <Cloud transform={RAISED} />
      <Drops length={4} xs={[22, 32, 42]} />
    </>,
  ),
  rain: both(
    <>
      <Cloud transform={RAISED} fill={CLOUD_BACK} />
      <Drops length={10} xs={[22, 32, 42]} />
    </>,
  ),
  freezingRain: both(
    <>
      <Cloud transform={RAISED} fill={CLOUD_BACK} />
      <Drops length={10} xs={[20, 40]} />
      <Flake x={30} y={53} />
      <Flake x={50} y={53} />
    </>,
  ),
  snow: both(
    <>
      <Cloud transform={RAISED} />
      <Flake x={20} y={51} />
      <Flake x={32} y={56} />
      <Flake x={44} y={51} />
    </>,
  ),
  showers: {
    day: (
      <>
        <Sun cx={22} cy={20} r={8} />
        <Cloud transform="translate(6 -4) scale(0.9)" fill={CLOUD_BACK} />
        <Drops length={10} xs={[26, 38]} />
      </>
    ),
    night: (
      <>
        <Moon transform="translate(-8 -10) scale(0.7)" />
        <Cloud transform="translate(6 -4) scale(0.9)" fill={CLOUD_BACK} />
        <Drops length={10} xs={[26, 38]} />
      </>
    ),
  },
  thunderstorm: both(
    <>
      <Cloud transform={RAISED} fill={STORM_CLOUD} />
      <path d="M35 36l-9 13h7l-4 12 12-16h-7l4-9z" fill={SUN} />
    </>,
  ),
};

function both(icon: ReactNode) {
  return { day: icon, night: icon };
}

type WeatherIconProps = {
  condition: WeatherCondition;
  /** the condition's name in the viewer's language, told to assistive technology */
  label: string;
  night?: boolean;
  size?: string;
};

/** A kind of weather's icon, by day or by night. */
export function WeatherIcon({ condition, label, night = false, size = '1em' }: WeatherIconProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      data-weather-icon={condition}
      data-night={night || undefined}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      style={{ display: 'block', flex: 'none' }}
    >
      {ICONS[condition][night ? 'night' : 'day']}
    </svg>
  );
}
