import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { CreditMovementKind, TCreditMovement } from '@placard/contract';

/** Each kind of movement with its icon and colour: added credits are green, spent ones neutral. */
export const KIND_LOOKS: Record<
  CreditMovementKind,
  { icon: ReactElement; color: 'success' | 'primary' | 'info' | 'secondary' }
> = {
  grant: { icon: <CardGiftcardOutlined />, color: 'success' },
  purchase: { icon: <ShoppingCartOutlined />, color: 'primary' },
  spend: { icon: <AutoAwesomeOutlined />, color: 'secondary' },
  refund: { icon: <ReplayOutlined />, color: 'info' },
};

/** Whether a movement adds credits (grants, purchases, refunds) or takes them (spending). */
export const adds = (kind: CreditMovementKind) => kind !== 'spend';

/** Why credits moved, in words: a refund names the action it gives back. */
export function reasonLabel(t: TFunction<'credits'>, movement: Pick<TCreditMovement, 'kind' | 'reason'>) {
  const reason = t(`reasons.${movement.reason}`);
  return movement.kind === 'refund' ? t('reasons.refund', { action: reason }) : reason;
}
