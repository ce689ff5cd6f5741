import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { ElementTypeIcon } from '../layers/ElementTypeIcon';
import { LibraryTile } from './LibraryTile';
import type { ElementAdder } from './useElementAdder';
import { useSocialWidgetItems } from './useSocialWidgetItems';
import { useWidgetItemBlock } from './useWidgetItemBlock';
import { WIDGET_ITEMS } from './widgetItems';

/**
 * The data widgets: each a row with its icon, name and what it shows. A click adds it, a drag carries
 * it onto the canvas; one whose add-on the licence lacks is shown disabled with the reason.
 */
export function WidgetsTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  const blockOf = useWidgetItemBlock();
  const social = useSocialWidgetItems();
  return (
    <Box
      role="group"
      aria-label={t('widgets.listLabel')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {WIDGET_ITEMS.filter(social.shown).map((item) => {
        const name = t(`widgets.items.${item.id}.name`);
        const blocked = blockOf(item);
        return (
          <LibraryTile
            key={item.id}
            label={blocked ? `${name}: ${blocked}` : t('widgets.add', { name })}
            make={social.makerOf(item)}
            adder={adder}
            disabled={blocked !== null}
            testId={`library-widget-${item.id}`}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              gap: 1.25,
              p: 1,
              textAlign: 'left',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={{
                flexShrink: 0,
                width: 36,
                height: 36,
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: blocked ? 'text.disabled' : 'primary.main',
              }}
            >
              <ElementTypeIcon type={item.eltype} fontSize="small" />
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography
                variant="caption"
                component="span"
                color="text.secondary"
                sx={{ display: 'block', lineHeight: 1.35 }}
              >
                {t(`widgets.items.${item.id}.description`)}
              </Typography>
              {blocked && (
                <Typography
                  variant="caption"
                  component="span"
                  data-testid={`library-widget-${item.id}-blocked`}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    mt: 0.5,
                    fontWeight: 600,
                    color: 'warning.dark',
                  }}
                >
                  <LockOutlined sx={{ fontSize: 14 }} aria-hidden />
                  {blocked}
                </Typography>
              )}
            </Box>
          </LibraryTile>
        );
      })}
    </Box>
  );
}
