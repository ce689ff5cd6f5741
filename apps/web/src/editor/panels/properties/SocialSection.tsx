import { useTranslation } from 'react-i18next';
import {
  SOCIAL_MAX_POSTS_MAX,
  SOCIAL_MAX_POSTS_MIN,
  SOCIAL_SECONDS_PER_POST_MAX,
  SOCIAL_SECONDS_PER_POST_MIN,
  ZFacebookSettings,
  ZInstagramSettings,
} from '@placard/contract';
import { useFacebookConnection } from '../../../api/social';
import { useEditor } from '../../context/EditorContext';
import type { WidgetElementOf } from '../../state';
import { AddOnMissing } from '../../widgets/AddOnMissing';
import { SocialConnectionNotice } from '../../widgets/SocialConnectionNotice';
import { useWidgetSettings } from '../../widgets/useWidgetSettings';
import { elementSource, useSourceLicensed, WIDGET_ADD_ONS } from '../../widgets/widgetPreview';
import { WidgetSourceStatus } from '../../widgets/WidgetSourceStatus';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';

type SocialKind = 'facebook' | 'instagram';

/** Where each kind keeps its account, its name and its number of posts. */
const FIELDS = {
  facebook: { schema: ZFacebookSettings, id: 'pageId', name: 'pageName', count: 'maxPosts' },
  instagram: { schema: ZInstagramSettings, id: 'accountId', name: 'username', count: 'postCount' },
} as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/**
 * A Facebook widget (the connected page, its maximum top posts, seconds per post) or an Instagram
 * widget (the page's Instagram account, its number of posts, seconds per post), with where the
 * organization's Facebook connection stands.
 */
export function SocialSection<K extends SocialKind>({ element }: { element: WidgetElementOf<K> }) {
  const kind: SocialKind = element.eltype;
  const { t } = useTranslation('editorProperties');
  const { readOnly } = useEditor();
  const fields = FIELDS[kind];
  const settings = useWidgetSettings(element, fields.schema);
  const licensed = useSourceLicensed()(kind);
  const connection = useFacebookConnection(licensed).data;
  const { contents } = element;
  const connected =
    connection?.state !== 'connected'
      ? null
      : kind === 'facebook'
        ? connection.page
        : connection.instagram && { id: connection.instagram.id, name: connection.instagram.username };
  const addOn = WIDGET_ADD_ONS[kind];

  return (
    <PanelSection title={t(`${kind}.title`)}>
      {!licensed && addOn && <AddOnMissing addOn={addOn} />}
      {licensed && connection && (
        <SocialConnectionNotice
          kind={kind}
          connection={connection}
          shownId={text(contents[fields.id])}
          connected={connected}
          onUse={
            readOnly || !connected
              ? undefined
              : () => settings.apply({ [fields.id]: connected.id, [fields.name]: connected.name })
          }
        />
      )}
      <FieldRow>
        <NumberField
          label={t(`${kind}.posts`)}
          value={count(contents[fields.count], kind === 'facebook' ? 5 : 6)}
          min={SOCIAL_MAX_POSTS_MIN}
          max={SOCIAL_MAX_POSTS_MAX}
          disabled={readOnly}
          helperText={settings.error(fields.count)}
          onCommit={(value) => settings.apply({ [fields.count]: value })}
          testId={`${kind}-posts`}
        />
        <NumberField
          label={t(`${kind}.secondsPerPost`)}
          value={count(contents.secondsPerPost, 10)}
          min={SOCIAL_SECONDS_PER_POST_MIN}
          max={SOCIAL_SECONDS_PER_POST_MAX}
          unit={t('units.seconds')}
          disabled={readOnly}
          helperText={settings.error('secondsPerPost')}
          onCommit={(secondsPerPost) => settings.apply({ secondsPerPost })}
          testId={`${kind}-seconds`}
        />
      </FieldRow>
      {/* without a connection nothing is read: the notice above says so, not a sync state */}
      {licensed && connection?.state === 'connected' && (
        <WidgetSourceStatus source={elementSource(element)} />
      )}
    </PanelSection>
  );
}
