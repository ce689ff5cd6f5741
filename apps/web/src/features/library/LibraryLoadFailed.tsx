import { isApiError } from '../../api/client';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { useLibraryText } from './libraryText';

/** A library page that could not load: a folder gone leads back to the top, anything else is tried again. */
export function LibraryLoadFailed({
  error,
  inFolder,
  onOpenTop,
  onRetry,
}: {
  error: unknown;
  inFolder: boolean;
  onOpenTop: () => void;
  onRetry: () => void;
}) {
  const { t } = useLibraryText();
  const missing = inFolder && isApiError(error) && error.status === 404;
  return missing ? (
    <LoadFailed message={t('folder.missing')} onRetry={onOpenTop} />
  ) : (
    <LoadFailed message={errorMessage(error, t('errors.loadFailed'))} onRetry={onRetry} />
  );
}
