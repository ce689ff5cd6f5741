import { useTranslation } from 'react-i18next';
import {
  NEWS_MAX_STORIES_MAX,
  NEWS_MAX_STORIES_MIN,
  NEWS_SECONDS_PER_STORY_MAX,
  NEWS_SECONDS_PER_STORY_MIN,
  ZNewsSettings,
} from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import type { WidgetElementOf } from '../../state';
import { AddOnMissing } from '../../widgets/AddOnMissing';
import { useWidgetSettings } from '../../widgets/useWidgetSettings';
import { elementSource, useSourceLicensed } from '../../widgets/widgetPreview';
import { WidgetSourceStatus } from '../../widgets/WidgetSourceStatus';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';
import { SettingTextField } from './SettingTextField';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** A news widget: its RSS 2.0 feed's address, how many stories it shows and for how long each. */
export function NewsSection({ element }: { element: WidgetElementOf<'news'> }) {
  const { t } = useTranslation('editorProperties');
  const { readOnly } = useEditor();
  const settings = useWidgetSettings(element, ZNewsSettings);
  const licensed = useSourceLicensed()('news');
  const { contents } = element;
  const defaults = ZNewsSettings.shape;

  return (
    <PanelSection title={t('news.title')}>
      {!licensed && <AddOnMissing addOn="newsAddOn" />}
      <SettingTextField
        label={t('news.url')}
        value={text(contents.url)}
        placeholder={t('news.urlPlaceholder')}
        helperText={t('news.urlHelp')}
        inputMode="url"
        disabled={readOnly}
        error={settings.error('url')}
        onClear={() => settings.clear('url')}
        onCommit={(url) => settings.apply({ url })}
        testId="news-url"
      />
      <FieldRow>
        <NumberField
          label={t('news.maxStories')}
          value={count(contents.maxStories, defaults.maxStories.parse(undefined))}
          min={NEWS_MAX_STORIES_MIN}
          max={NEWS_MAX_STORIES_MAX}
          disabled={readOnly}
          helperText={settings.error('maxStories')}
          onCommit={(maxStories) => settings.apply({ maxStories })}
          testId="news-max-stories"
        />
        <NumberField
          label={t('news.secondsPerStory')}
          value={count(contents.secondsPerStory, defaults.secondsPerStory.parse(undefined))}
          min={NEWS_SECONDS_PER_STORY_MIN}
          max={NEWS_SECONDS_PER_STORY_MAX}
          unit={t('units.seconds')}
          disabled={readOnly}
          helperText={settings.error('secondsPerStory')}
          onCommit={(secondsPerStory) => settings.apply({ secondsPerStory })}
          testId="news-seconds"
        />
      </FieldRow>
      {licensed && <WidgetSourceStatus source={elementSource(element)} />}
    </PanelSection>
  );
}
