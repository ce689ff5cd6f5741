import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  PLACE_QUERY_MIN_LENGTH,
  WEATHER_FORECASTS,
  WEATHER_UNITS,
  ZWeatherLocation,
  ZWeatherSettings,
  type TWeatherLocation,
  type WeatherForecast,
  type WeatherUnit,
} from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import type { WidgetElementOf } from '../../state';
import { AddOnMissing } from '../../widgets/AddOnMissing';
import { usePlaceSearch } from '../../widgets/usePlaceSearch';
import { useWidgetSettings } from '../../widgets/useWidgetSettings';
import { elementSource, useSourceLicensed } from '../../widgets/widgetPreview';
import { WidgetSourceStatus } from '../../widgets/WidgetSourceStatus';
import { ChoiceButtons } from './ChoiceButtons';
import { PanelSection } from './PanelSection';

/** A place's region and country, after its name. */
export function placeDetails(place: TWeatherLocation): string {
  return [place.admin1, place.country].filter((part) => part && part !== place.name).join(', ');
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((known) => known === value) ?? fallback;
}

/**
 * A weather widget: its place, found by name (in the user's language) and chosen from the matches;
 * Celsius or Fahrenheit; the day's or the week's forecast.
 */
export function WeatherSection({ element }: { element: WidgetElementOf<'weather'> }) {
  const { t } = useTranslation('editorProperties');
  const { readOnly } = useEditor();
  const settings = useWidgetSettings(element, ZWeatherSettings);
  const licensed = useSourceLicensed()('weather');
  const { contents } = element;
  const stored = ZWeatherLocation.safeParse(contents.location);
  const location = stored.success ? stored.data : null;
  const [typed, setTyped] = useState('');
  const search = usePlaceSearch(typed, licensed && !readOnly);
  const unit = oneOf<WeatherUnit>(WEATHER_UNITS, contents.unit, 'celsius');
  const forecast = oneOf<WeatherForecast>(WEATHER_FORECASTS, contents.forecast, 'daily');
  const noMatch =
    !search.loading &&
    !search.failed &&
    search.query.length >= PLACE_QUERY_MIN_LENGTH &&
    search.places.length === 0;

  return (
    <PanelSection title={t('weather.title')}>
      {!licensed && <AddOnMissing addOn="weatherAddOn" />}
      <Autocomplete<TWeatherLocation, false, false, false>
        size="small"
        options={search.places}
        value={location}
        disabled={readOnly || !licensed}
        filterOptions={(options) => options}
        getOptionLabel={(place) => place.name}
        getOptionKey={(place) => `${place.latitude},${place.longitude},${place.name}`}
        isOptionEqualToValue={(a, b) => a.latitude === b.latitude && a.longitude === b.longitude}
        loading={search.loading}
        noOptionsText={
          search.failed
            ? t('weather.searchFailed')
            : noMatch
              ? t('weather.noPlaces')
              : t('weather.typeToSearch')
        }
        loadingText={t('weather.searching')}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input') setTyped(value);
        }}
        onChange={(_event, place) => {
          if (!place) return;
          const { name, latitude, longitude, timezone, country, admin1 } = place;
          settings.apply({ location: { name, latitude, longitude, timezone, country, admin1 } });
          setTyped('');
        }}
        renderOption={({ key, ...props }, place) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <PlaceOutlined fontSize="small" color="action" sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{place.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {placeDetails(place)}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('weather.place')}
            placeholder={t('weather.placePlaceholder')}
            error={settings.error('location') !== undefined}
            helperText={
              settings.error('location') ??
              (location ? placeDetails(location) || undefined : t('weather.placeHelp'))
            }
            slotProps={{
              ...params.slotProps,
              inputLabel: { ...params.slotProps.inputLabel, shrink: true },
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'weather-place' },
            }}
          />
        )}
      />
      <ChoiceButtons
        label={t('weather.unit')}
        value={unit}
        disabled={readOnly}
        choices={WEATHER_UNITS.map((value) => ({ value, label: t(`weather.units.${value}`) }))}
        onChange={(next) => settings.apply({ unit: next })}
      />
      <ChoiceButtons
        label={t('weather.forecast')}
        value={forecast}
        disabled={readOnly}
        choices={WEATHER_FORECASTS.map((value) => ({ value, label: t(`weather.forecasts.${value}`) }))}
        onChange={(next) => settings.apply({ forecast: next })}
      />
      {licensed && <WidgetSourceStatus source={elementSource(element)} />}
    </PanelSection>
  );
}
