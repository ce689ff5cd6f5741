import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SHAPES } from '@placard/contract';
import { newShapeElement } from '../../state';
import { LibraryTile } from './LibraryTile';
import { ShapeIcon } from './ShapeIcon';
import type { ElementAdder } from './useElementAdder';

/** The fifteen shapes of the spec, each a tile that adds that shape. */
export function ShapesTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  return (
    <Box
      role="group"
      aria-label={t('shapes.listLabel')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 0.75 }}
    >
      {SHAPES.map((shape) => (
        <LibraryTile
          key={shape}
          label={t('shapes.add', { name: t(`shapes.names.${shape}`) })}
          make={(aspect) => newShapeElement(aspect, shape)}
          adder={adder}
          tooltip={t(`shapes.names.${shape}`)}
          testId={`library-shape-${shape}`}
          sx={{ aspectRatio: '1', bgcolor: 'background.paper' }}
        >
          <ShapeIcon shape={shape} />
        </LibraryTile>
      ))}
    </Box>
  );
}
