import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import TollOutlined from '@mui/icons-material/TollOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ASSISTANT_ACTIONS,
  canOpenPath,
  DEFAULT_ASSISTANT_PRICES,
  DEFAULT_DRAFT_SLIDES,
  deltaText,
  isLocale,
  ZAssistantRequest,
  type AssistantAction,
  type Locale,
  type RewriteStyle,
  type TAssistantRequest,
  type TAssistantResult,
  type TAssistantSlide,
  type TAssistantStatus,
} from '@placard/contract';
import { useAssistantStatus } from '../../../api/assistant';
import { useSession } from '../../../app/session';
import { useFormMessage } from '../../../components/form/formMessage';
import { useEditor, useEditorState } from '../../context/EditorContext';
import { currentSlideData, selectedElements } from '../../state/selectors';
import { AssistantActions } from './AssistantActions';
import {
  BriefField,
  DraftExamples,
  LanguageField,
  RewriteStyleField,
  SlideCountField,
} from './AssistantFields';
import { AssistantOutcome, NoticeActions, type Outcome } from './AssistantOutcome';
import { AssistantProgress } from './AssistantProgress';
import { rewrittenDelta, writtenTextElements } from './assistantResults';
import { DesignImages } from './DesignImages';
import { useAssistantRun } from './useAssistantRun';

/** Under a notice that the credits ran out: the way to buy more. */
function BuyCreditsAction() {
  const { t } = useTranslation('assistant');
  return (
    <NoticeActions>
      <Button component={RouterLink} to="/credits/buy" color="inherit" size="small" variant="outlined">
        {t('buyCredits')}
      </Button>
    </NoticeActions>
  );
}

/** Until the status has come: nothing to spend. */
const NO_STATUS: TAssistantStatus = {
  available: false,
  prices: DEFAULT_ASSISTANT_PRICES,
  credits: { totalCredits: 0, usedCredits: 0 },
};

/** The one text element selected on the slide, which Rewrite works on. */
function useSelectedText() {
  return useEditorState((state) => {
    const [only, ...others] = selectedElements(state);
    return only?.eltype === 'text' && others.length === 0 ? only : null;
  });
}

/**
 * The AI content assistant beside the canvas (spec section 1): write a slide's text, rewrite the
 * selected text, design the slide, or draft several slides, paid with the organization's credits. An
 * answer lands on the slide as one undoable step; drafted slides are shown before they are added.
 */
export function AssistantPanel() {
  const { t, i18n } = useTranslation('assistant');
  const formMessage = useFormMessage();
  const editor = useEditor();
  const { store, playlistId, kind, readOnly } = editor;
  const status = useAssistantStatus(playlistId).data ?? NO_STATUS;
  const aspect = useEditorState((state) => state.playlist?.aspect ?? null);
  const selectedText = useSelectedText();
  // the credits pages are for those who manage the organization (owners and admins)
  const managesCredits = canOpenPath(useSession().role.name, '/credits');
  const actions = ASSISTANT_ACTIONS.filter((action) => action !== 'draft_playlist' || kind === 'playlist');

  const [action, setAction] = useState<AssistantAction>('write');
  const [brief, setBrief] = useState('');
  const uiLanguage = i18n.resolvedLanguage;
  const [language, setLanguage] = useState<Locale>(uiLanguage && isLocale(uiLanguage) ? uiLanguage : 'en');
  const [style, setStyle] = useState<RewriteStyle>('shorter');
  const [mediaIds, setMediaIds] = useState<number[]>([]);
  const [slideCount, setSlideCount] = useState(DEFAULT_DRAFT_SLIDES);
  const [briefError, setBriefError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const appliedStep = useRef<unknown>(null);
  const outcomeBox = useRef<HTMLDivElement | null>(null);
  // a new answer is brought into view, however far the panel is scrolled
  useEffect(() => {
    // (a browser's scrollIntoView may answer a promise, which must not become the effect's cleanup)
    void outcomeBox.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  const { run, start, cancel, reset } = useAssistantRun(playlistId);
  const undoable = useEditorState(
    (state) => outcome?.kind === 'applied' && state.canUndo && state.history.peek() === appliedStep.current,
  );

  const balance = status.credits.totalCredits - status.credits.usedCredits;
  const price = status.prices[action] ?? 0;
  const running = run.phase === 'running';
  const disabled = readOnly || running || busy;
  const needsText = action === 'rewrite' && selectedText === null;

  const apply = (result: TAssistantResult, rewriting: string | null) => {
    const state = store.getState();
    if (result.action === 'draft_playlist') {
      setOutcome({ kind: 'drafted', slides: result.slides });
      return;
    }
    const slide = currentSlideData(state);
    if (result.action === 'write' && aspect && slide)
      state.addElements(writtenTextElements(aspect, result, slide.background));
    if (result.action === 'design') state.replaceSlideContent(result.slide.data);
    if (result.action === 'rewrite') {
      const target = selectedElements({ ...state, selection: rewriting ? [rewriting] : [] })[0];
      if (target?.eltype === 'text') {
        const delta = rewrittenDelta(target.contents.delta, result.text);
        state.updateElements([{ elid: target.elid, patch: { contents: { delta } } }]);
      }
    }
    appliedStep.current = store.getState().history.peek();
    setOutcome({ kind: 'applied', action: result.action });
  };

  const request = (): TAssistantRequest => {
    if (action === 'rewrite') {
      const text = selectedText ? deltaText(selectedText.contents.delta).trim() : '';
      return { action, playlistId, text, style, language };
    }
    if (action === 'design') return { action, playlistId, brief, language, mediaIds };
    if (action === 'draft_playlist') return { action, playlistId, brief, language, slideCount };
    return { action, playlistId, brief, language };
  };

  const generate = () => {
    const asked = request();
    const checked = ZAssistantRequest.safeParse(asked);
    if (!checked.success) {
      const issue = checked.error.issues.find((one) => one.path[0] === 'brief' || one.path[0] === 'text');
      setBriefError(formMessage(issue?.message) ?? t('failed'));
      return;
    }
    setBriefError(undefined);
    setOutcome(null);
    const rewriting = action === 'rewrite' ? (selectedText?.elid ?? null) : null;
    void start(asked, (result) => apply(result, rewriting));
  };

  const undo = () => {
    store.getState().undo();
    setOutcome({ kind: 'undone' });
  };

  const addSlides = async (slides: TAssistantSlide[]) => {
    setBusy(true);
    try {
      const slideIds = await editor.addSlides(slides.map((slide) => slide.data));
      setOutcome({ kind: 'added', slideIds });
    } finally {
      setBusy(false);
    }
  };

  const removeSlides = async (slideIds: number[]) => {
    setBusy(true);
    try {
      await editor.removeSlides(slideIds);
      setOutcome({ kind: 'undone' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="assistant-panel">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <AutoAwesome color="primary" fontSize="small" aria-hidden />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('title')}
        </Typography>
        <Chip
          icon={<TollOutlined />}
          label={t('balance', { count: balance })}
          size="small"
          color={balance < price ? 'warning' : 'default'}
          data-testid="assistant-balance"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>

      <AssistantActions
        actions={actions}
        value={action}
        prices={status.prices}
        disabled={disabled}
        onChange={(next) => {
          setAction(next);
          setBriefError(undefined);
        }}
      />

      {action === 'rewrite' ? (
        <Box data-testid="assistant-rewrite-source">
          {selectedText ? (
            <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="caption" color="text.secondary">
                {t('rewriteSource')}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', maxHeight: 96, overflow: 'auto' }}>
                {deltaText(selectedText.contents.delta).trim()}
              </Typography>
            </Box>
          ) : (
            <Alert severity="info">{t('selectText')}</Alert>
          )}
          {briefError && (
            <Typography variant="caption" color="error">
              {briefError}
            </Typography>
          )}
        </Box>
      ) : (
        <BriefField
          action={action}
          value={brief}
          error={briefError}
          disabled={disabled}
          onChange={(value) => {
            setBrief(value);
            setBriefError(undefined);
          }}
        />
      )}
      {action === 'draft_playlist' && <DraftExamples onPick={setBrief} disabled={disabled} />}
      {action === 'rewrite' && <RewriteStyleField value={style} disabled={disabled} onChange={setStyle} />}
      <LanguageField
        value={language}
        label={action === 'rewrite' && style === 'translate' ? t('translateInto') : t('language')}
        disabled={disabled}
        onChange={setLanguage}
      />
      {action === 'draft_playlist' && (
        <SlideCountField value={slideCount} disabled={disabled} onChange={setSlideCount} />
      )}
      {action === 'design' && <DesignImages picked={mediaIds} onChange={setMediaIds} disabled={disabled} />}

      {balance < price && (
        <Alert severity="warning" data-testid="assistant-out-of-credits">
          <span>{t(managesCredits ? 'outOfCredits' : 'outOfCreditsAsk', { count: price })}</span>
          {managesCredits && <BuyCreditsAction />}
        </Alert>
      )}

      {running ? (
        <AssistantProgress characters={run.characters} attempt={run.attempt} onCancel={cancel} />
      ) : (
        <Button
          variant="contained"
          startIcon={<AutoAwesome />}
          disabled={disabled || needsText || balance < price}
          onClick={generate}
          data-testid="assistant-generate"
        >
          {t('generate', { price: t('price', { count: price }) })}
        </Button>
      )}

      {run.phase === 'failed' && (
        <Alert severity="error" data-testid="assistant-error" onClose={reset}>
          <span>{run.message || t('failed')}</span>
          {run.code === 'OUT_OF_CREDITS' && managesCredits && <BuyCreditsAction />}
        </Alert>
      )}
      {run.phase === 'cancelled' && (
        <Alert severity="info" onClose={reset} data-testid="assistant-cancelled">
          {t('cancelled')}
        </Alert>
      )}
      {outcome && aspect && (
        <Box ref={outcomeBox}>
          <AssistantOutcome
            outcome={outcome}
            aspect={aspect}
            undoable={undoable}
            busy={busy}
            onUndo={undo}
            onDismiss={() => setOutcome(null)}
            onAddSlides={(slides) => void addSlides(slides)}
            onRemoveSlides={(slideIds) => void removeSlides(slideIds)}
          />
        </Box>
      )}

      {managesCredits && (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/credits" variant="body2">
            {t('creditsPage')}
          </Link>
          <Link component={RouterLink} to="/credits/buy" variant="body2">
            {t('buyCredits')}
          </Link>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('privacy')}
      </Typography>
    </Stack>
  );
}
