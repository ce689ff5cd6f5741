import { useTranslation } from 'react-i18next';
import {
  SHEET_RANGE_MAX_LENGTH,
  SHEET_REFRESH_DEFAULT_MINUTES,
  SHEET_REFRESH_MAX_MINUTES,
  SHEET_REFRESH_MIN_MINUTES,
  SHEET_URL_MAX_LENGTH,
  ZSheetSettings,
} from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import type { WidgetElementOf } from '../../state';
import { useWidgetSettings } from '../../widgets/useWidgetSettings';
import { elementSource } from '../../widgets/widgetPreview';
import { WidgetSourceStatus } from '../../widgets/WidgetSourceStatus';
import { CellStyleSection } from './CellStyleSection';
import { NumberField } from './NumberField';
import { PanelSection } from './PanelSection';
import { SettingTextField } from './SettingTextField';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A Google Sheets cell widget: the sheet's public link, the cell or range it shows, how often it is
 * read again and where its sync stands; then how its text looks.
 */
export function CellSection({ element }: { element: WidgetElementOf<'cell'> }) {
  const { t } = useTranslation('editorProperties');
  const { readOnly } = useEditor();
  const settings = useWidgetSettings(element, ZSheetSettings);
  const { contents } = element;
  const refresh =
    typeof contents.refreshMinutes === 'number' ? contents.refreshMinutes : SHEET_REFRESH_DEFAULT_MINUTES;

  return (
    <>
      <PanelSection title={t('cell.title')}>
        <SettingTextField
          label={t('cell.url')}
          value={text(contents.url)}
          placeholder={t('cell.urlPlaceholder')}
          helperText={t('cell.urlHelp')}
          inputMode="url"
          maxLength={SHEET_URL_MAX_LENGTH}
          disabled={readOnly}
          error={settings.error('url')}
          onClear={() => settings.clear('url')}
          onCommit={(url) => settings.apply({ url })}
          testId="cell-url"
        />
        <SettingTextField
          label={t('cell.range')}
          value={text(contents.range)}
          placeholder={t('cell.rangePlaceholder')}
          helperText={t('cell.rangeHelp')}
          maxLength={SHEET_RANGE_MAX_LENGTH}
          disabled={readOnly}
          error={settings.error('range')}
          onClear={() => settings.clear('range')}
          onCommit={(range) => settings.apply({ range })}
          testId="cell-range"
        />
        <NumberField
          label={t('cell.refresh')}
          value={refresh}
          min={SHEET_REFRESH_MIN_MINUTES}
          max={SHEET_REFRESH_MAX_MINUTES}
          unit={t('units.minutes')}
          disabled={readOnly}
          onCommit={(refreshMinutes) => settings.apply({ refreshMinutes })}
          testId="cell-refresh"
        />
        <WidgetSourceStatus source={elementSource(element)} />
      </PanelSection>
      <CellStyleSection element={element} />
    </>
  );
}
