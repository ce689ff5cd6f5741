import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SLIDE_DURATION_MAX_SECONDS, SLIDE_DURATION_MIN_SECONDS } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { CallFailed } from './CallFailed';
import { NumberField } from './NumberField';
import { PanelSection } from './PanelSection';
import { useServerCall } from './useServerCall';

/** How long the slide shows, and the same for every slide. */
export function DurationSection({ duration }: { duration: number }) {
  const { t } = useTranslation('editorProperties');
  const { updateSlideProps, setAllDurations, readOnly } = useEditor();
  const call = useServerCall();
  return (
    <PanelSection title={t('duration.title')}>
      <NumberField
        label={t('duration.seconds')}
        value={duration}
        min={SLIDE_DURATION_MIN_SECONDS}
        max={SLIDE_DURATION_MAX_SECONDS}
        unit={t('units.seconds')}
        disabled={readOnly}
        onCommit={(seconds) => updateSlideProps({ duration: seconds })}
      />
      <Box>
        <Button
          size="small"
          disabled={readOnly || call.pending}
          onClick={() => call.run(() => setAllDurations(duration))}
        >
          {t('duration.applyAll')}
        </Button>
        <CallFailed failed={call.failed} />
      </Box>
    </PanelSection>
  );
}
