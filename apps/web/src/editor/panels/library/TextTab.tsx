import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TEXT_SIZE_UNITS } from '@placard/contract';
import { presetTextElement, TEXT_PRESET_STYLES, TEXT_PRESETS } from './libraryElements';
import { LibraryTile } from './LibraryTile';
import type { ElementAdder } from './useElementAdder';

/** The tile's font size: the preset's size scaled down to the panel. */
const PREVIEW_SCALE = 0.2;

/** Heading, Subheading and Body: text elements of sizes L, M and S, written in the preset's name. */
export function TextTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  return (
    <Box
      role="group"
      aria-label={t('text.listLabel')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {TEXT_PRESETS.map((preset) => {
        const name = t(`text.presets.${preset}`);
        const { size, bold } = TEXT_PRESET_STYLES[preset];
        return (
          <LibraryTile
            key={preset}
            label={t('text.add', { name })}
            make={(aspect) => presetTextElement(aspect, preset, name)}
            adder={adder}
            testId={`library-text-${preset}`}
            sx={{ justifyContent: 'flex-start', px: 1.5, py: 1, bgcolor: 'background.paper' }}
          >
            <Box
              component="span"
              sx={{
                fontSize: TEXT_SIZE_UNITS[size] * PREVIEW_SCALE,
                fontWeight: bold ? 700 : 400,
                lineHeight: 1.2,
              }}
            >
              {name}
            </Box>
          </LibraryTile>
        );
      })}
    </Box>
  );
}
