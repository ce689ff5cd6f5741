import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import AlignHorizontalCenter from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRight from '@mui/icons-material/AlignHorizontalRight';
import AlignVerticalBottom from '@mui/icons-material/AlignVerticalBottom';
import AlignVerticalCenter from '@mui/icons-material/AlignVerticalCenter';
import AlignVerticalTop from '@mui/icons-material/AlignVerticalTop';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FlipToBack from '@mui/icons-material/FlipToBack';
import FlipToFront from '@mui/icons-material/FlipToFront';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import type { ReactNode } from 'react';
import type { TElement } from '@placard/contract';
import { ALIGN_EDGES, type AlignEdge, type DistributeAxis } from '../../state';
import { useEditor } from '../../context/EditorContext';
import { PanelSection } from './PanelSection';
import { ToolButton } from './ToolButton';

/** Distributing needs a first, a last and one between. */
export const DISTRIBUTE_MIN_ELEMENTS = 3;

const ALIGN_ICONS: Record<AlignEdge, ReactNode> = {
  left: <AlignHorizontalLeft fontSize="small" />,
  hcenter: <AlignHorizontalCenter fontSize="small" />,
  right: <AlignHorizontalRight fontSize="small" />,
  top: <AlignVerticalTop fontSize="small" />,
  vmiddle: <AlignVerticalCenter fontSize="small" />,
  bottom: <AlignVerticalBottom fontSize="small" />,
};

const DISTRIBUTE_AXES: readonly DistributeAxis[] = ['horizontal', 'vertical'];

const DISTRIBUTE_ICONS: Record<DistributeAxis, ReactNode> = {
  horizontal: <ViewColumnOutlined fontSize="small" />,
  vertical: <TableRowsOutlined fontSize="small" />,
};

function ButtonRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}
    >
      {children}
    </Box>
  );
}

/** Lock, layer order, alignment (to the canvas for one element), distribution and delete. */
export function LayerActions({ elements }: { elements: readonly TElement[] }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const elids = elements.map((element) => element.elid);
  const locked = elements.length > 0 && elements.every((element) => element.locked);
  const commands = () => store.getState();
  const canDistribute = elements.length >= DISTRIBUTE_MIN_ELEMENTS;

  return (
    <PanelSection title={t('layer.title')}>
      <ButtonRow label={t('layer.orderGroup')}>
        <ToolButton
          label={locked ? t('layer.unlock') : t('layer.lock')}
          pressed={locked}
          disabled={readOnly}
          onClick={() => commands().setLocked(elids, !locked)}
        >
          {locked ? <LockOutlined fontSize="small" /> : <LockOpenOutlined fontSize="small" />}
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton
          label={t('layer.bringToFront')}
          disabled={readOnly}
          onClick={() => commands().bringToFront(elids)}
        >
          <FlipToFront fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('layer.bringForward')}
          disabled={readOnly}
          onClick={() => commands().bringForward(elids)}
        >
          <ArrowUpward fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('layer.sendBackward')}
          disabled={readOnly}
          onClick={() => commands().sendBackward(elids)}
        >
          <ArrowDownward fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t('layer.sendToBack')}
          disabled={readOnly}
          onClick={() => commands().sendToBack(elids)}
        >
          <FlipToBack fontSize="small" />
        </ToolButton>
        <Box sx={{ flex: 1 }} />
        <ToolButton
          label={t('layer.delete')}
          color="error"
          disabled={readOnly}
          onClick={() => commands().deleteElements(elids)}
        >
          <DeleteOutlined fontSize="small" />
        </ToolButton>
      </ButtonRow>
      <ButtonRow label={elements.length > 1 ? t('layer.alignGroup') : t('layer.alignCanvas')}>
        {ALIGN_EDGES.map((edge) => (
          <ToolButton
            key={edge}
            label={t(`layer.align.${edge}`)}
            disabled={readOnly}
            onClick={() => commands().align(edge)}
          >
            {ALIGN_ICONS[edge]}
          </ToolButton>
        ))}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {DISTRIBUTE_AXES.map((axis) => (
          <ToolButton
            key={axis}
            label={t(`layer.distribute.${axis}`)}
            disabled={readOnly || !canDistribute}
            onClick={() => commands().distribute(axis)}
          >
            {DISTRIBUTE_ICONS[axis]}
          </ToolButton>
        ))}
      </ButtonRow>
    </PanelSection>
  );
}
