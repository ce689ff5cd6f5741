import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TOrganizationNode } from '@placard/contract';
import { useStockTargets } from '../../api/media';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { VirtualList } from '../../components/VirtualList';
import { useLibraryMutation, type LibraryApi, type StockDestination } from './libraryApi';
import { toggled } from './librarySelection';
import type { LibraryEntry } from './libraryTarget';
import { useLibraryText } from './libraryText';
import { stockTargetsMatching } from './stockTargets';

const ROW_HEIGHT = 56;

interface CopyToStockDialogProps {
  api: LibraryApi;
  /** the items to copy (null: the dialog is closed) */
  items: readonly LibraryEntry[] | null;
  onClose: () => void;
  onCopied: (count: number) => void;
}

/**
 * Copy to stock: read-only copies for chosen sub-organizations (at any level below the caller's) or,
 * from the platform's root organization, for every organization of the platform.
 */
export function CopyToStockDialog(props: CopyToStockDialogProps) {
  return props.items ? <CopyToStockForm {...props} items={props.items} /> : null;
}

function OrganizationRow({
  node,
  checked,
  onToggle,
}: {
  node: TOrganizationNode;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useLibraryText();
  const reachable = node.accessState !== 'NO_ACCESS';
  return (
    <ListItemButton
      onClick={onToggle}
      disabled={!reachable}
      role="checkbox"
      aria-checked={checked}
      aria-label={node.name}
      data-testid={`stock-org-${node.id}`}
      sx={{ height: '100%', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0 }}
    >
      <Checkbox
        edge="start"
        checked={checked}
        tabIndex={-1}
        disableRipple
        size="small"
        slotProps={{ input: { 'aria-hidden': true } }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {node.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {reachable ? node.path.join(' › ') || t('stock.direct') : t('stock.noAccess')}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

function CopyToStockForm({
  api,
  items,
  onClose,
  onCopied,
}: CopyToStockDialogProps & { items: readonly LibraryEntry[] }) {
  const { t } = useLibraryText();
  // the choices are organizations: their search box is cleared as the organizations page's is
  const { t: tOrganizations } = useTranslation('organizations');
  const session = useSession();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const targets = useStockTargets();
  const copy = useLibraryMutation(api, (destination: StockDestination) =>
    api.copyToStock(
      items.map((item) => item.id),
      destination,
    ),
  );
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, 200);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [platform, setPlatform] = useState(false);
  const shown = useMemo(() => stockTargetsMatching(targets.data ?? [], search), [targets.data, search]);
  const count = items.length;
  const name = items[0]?.name ?? '';

  const submit = () =>
    copy.mutate({ orgShareIds: [...chosen], platform }, { onSuccess: (result) => onCopied(result.count) });

  return (
    <Dialog
      open
      onClose={copy.isPending ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
      aria-labelledby="stock-copy-title"
      data-testid="stock-copy-dialog"
    >
      <DialogTitle id="stock-copy-title" sx={{ overflowWrap: 'anywhere' }}>
        {count === 1 ? t('stock.copyTitleOne', { name }) : t('stock.copyTitleMany', { count })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('stock.copyText')}</DialogContentText>
        {session.isRootOrganization && (
          <FormControlLabel
            control={
              <Checkbox
                checked={platform}
                onChange={(event) => setPlatform(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'stock-platform' } as object }}
              />
            }
            label={
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('stock.platform')}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('stock.platformHelp')}
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', mb: 2, '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
        )}
        {(targets.data?.length ?? 0) > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
            <SearchField
              value={query}
              onChange={setQuery}
              label={t('stock.search')}
              clearLabel={tOrganizations('search.clear')}
              testId="stock-search"
              sx={{ flex: 1, maxWidth: { sm: 420 } }}
            />
            <Typography variant="body2" color="text.secondary" data-testid="stock-chosen-count">
              {t('stock.chosen', { count: chosen.size })}
            </Typography>
          </Box>
        )}
        {targets.isPending && <Skeleton variant="rounded" height={ROW_HEIGHT * 3} />}
        {targets.isError && (
          <Alert severity="error">{errorMessage(targets.error, t('errors.loadFailed'))}</Alert>
        )}
        {targets.data && targets.data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }} data-testid="stock-no-targets">
            {t('stock.noSubOrganizations')}
          </Typography>
        )}
        {targets.data && targets.data.length > 0 && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('stock.noMatch', { query: search.trim() })}
          </Typography>
        )}
        {shown.length > 0 && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
            <VirtualList
              items={shown}
              rowHeight={ROW_HEIGHT}
              getKey={(node) => node.id}
              label={t('stock.listLabel')}
              testId="stock-orgs"
              maxHeight={{ xs: '50vh', md: '40vh' }}
              renderRow={(node) => (
                <OrganizationRow
                  node={node}
                  checked={chosen.has(node.id)}
                  onToggle={() => setChosen(toggled(chosen, node.id))}
                />
              )}
            />
          </Box>
        )}
        {copy.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="stock-copy-error">
            {errorMessage(copy.error, t('errors.copyFailed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={copy.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={copy.isPending}
          disabled={!platform && chosen.size === 0}
          data-testid="stock-copy-submit"
        >
          {t('stock.copySubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
