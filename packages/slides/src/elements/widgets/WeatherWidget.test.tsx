import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { WEATHER_CONDITIONS } from '@placard/contract';
import { weatherSettings, weatherSnapshot } from '../../testing/widgetFixtures';
import { WeatherWidget } from './WeatherWidget';
import { WeatherIcon } from './weatherIcons';
import { WIDGET_LABELS } from './widgetLabels';

const WIDE = { width: 1600, height: 600 };
const TALL = { width: 600, height: 1600 };

afterEach(cleanup);

const dayNames = () => screen.getAllByTestId('weather-day').map((day) => day.firstElementChild?.textContent);

describe('WeatherWidget', () => {
  it('shows the weather now: the place, the temperature in its unit, the sky and today’s range', () => {
    render(<WeatherWidget settings={weatherSettings()} snapshot={weatherSnapshot} {...WIDE} />);
    expect(screen.getByText('Stockholm')).toBeTruthy();
    expect(screen.getByTestId('weather-now').textContent).toBe('7°C');
    expect(screen.getByRole('img', { name: 'Partly cloudy' }).getAttribute('data-weather-icon')).toBe(
      'partlyCloudy',
    );
    expect(screen.getByText('Partly cloudy')).toBeTruthy();
    expect(screen.getByTestId('weather-range').textContent).toBe('↑ 9°↓ 3°');
    expect(screen.queryByTestId('weather-day')).toBeNull();
  });

  it('shows a clear night with a moon, in Fahrenheit when the snapshot is', () => {
    const night = {
      ...weatherSnapshot,
      unit: 'fahrenheit' as const,
      current: { temperature: 44.6, weatherCode: 0, isDay: false },
    };
    render(<WeatherWidget settings={weatherSettings()} snapshot={night} {...TALL} />);
    expect(screen.getByTestId('weather-now').textContent).toBe('45°F');
    expect(screen.getByRole('img', { name: 'Clear' }).getAttribute('data-night')).toBe('true');
  });

  it('shows the week: seven days named in the screen’s language with their sky and range', () => {
    const { unmount } = render(
      <WeatherWidget
        settings={weatherSettings('weekly')}
        snapshot={weatherSnapshot}
        {...WIDE}
        locale="sv"
        labels={WIDGET_LABELS.sv}
      />,
    );
    expect(dayNames()).toEqual(['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön']);
    expect(screen.getByRole('img', { name: 'Snö' })).toBeTruthy();
    expect(screen.getAllByTestId('weather-day')[3]?.lastElementChild?.textContent).toBe('4°−2°');
    unmount();
    render(
      <WeatherWidget
        settings={weatherSettings('weekly')}
        snapshot={weatherSnapshot}
        {...TALL}
        locale="es"
        labels={WIDGET_LABELS.es}
      />,
    );
    expect(dayNames()).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(screen.getByRole('img', { name: 'Tormenta' })).toBeTruthy();
  });

  it('tells when its data was read only when the data is old', () => {
    const { rerender } = render(
      <WeatherWidget settings={weatherSettings()} snapshot={weatherSnapshot} {...WIDE} />,
    );
    expect(screen.queryByTestId('widget-updated')).toBeNull();
    rerender(
      <WeatherWidget
        settings={weatherSettings()}
        snapshot={weatherSnapshot}
        {...WIDE}
        staleSince={new Date(2020, 0, 2, 9, 5).toISOString()}
      />,
    );
    expect(screen.getByTestId('widget-updated').textContent).toBe('Updated Jan 2, 9:05 AM');
  });
});

describe('WeatherIcon', () => {
  it('draws each kind of weather its own way, with a night sky for clear and partly cloudy', () => {
    const drawn = new Set<string>();
    for (const condition of WEATHER_CONDITIONS) {
      for (const night of [false, true]) {
        const { container, unmount } = render(
          <WeatherIcon condition={condition} label={condition} night={night} />,
        );
        drawn.add(container.querySelector('svg')?.innerHTML ?? '');
        unmount();
      }
    }
    // ten kinds, three of them (clear, partly cloudy, showers) with a night version
    expect(drawn.size).toBe(WEATHER_CONDITIONS.length + 3);
  });
});
