import {
  ASSISTANT_PRICE_ITEMS,
  type Locale,
  type TAspect,
  type TAssistantEvent,
  type TAssistantResult,
  type TAssistantStatus,
  type TCredits,
  type ZAssistantRequest,
} from '@placard/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthContext } from '../auth/auth.context.js';
import { assertCanChangeItem } from '../library/library.policy.js';
import { reserveCredits, refundReservation, type CreditReservation } from '../licensing/credits.ledger.js';
import { assistantPrices } from '../licensing/licensing.queries.js';
import { licenseOf } from '../licensing/licensing.usecases.js';
import { visiblePictures } from '../media/media.queries.js';
import { requirePlaylist } from '../playlists/playlists.access.js';
import {
  aiServiceOf,
  ChatCancelled,
  completeChat,
  type AiService,
  type ChatMessage,
} from './assistant.client.js';
import {
  answerFormat,
  designDraft,
  playlistDraft,
  ZRewriteDraft,
  ZWriteDraft,
  type TSlideDraft,
} from './assistant.drafts.js';
import { assistantError } from './assistant.errors.js';
import {
  designMessages,
  playlistMessages,
  retryMessages,
  rewriteMessages,
  writeMessages,
} from './assistant.prompts.js';
import { slideFromDraft, type PickedImage } from './assistant.slides.js';

export type AssistantRequest = z.output<typeof ZAssistantRequest>;

/** How many times the model is asked: once, and once more when its answer could not be used. */
const ATTEMPTS = 2;
/** Characters of the answer between two progress events. */
const PROGRESS_STEP = 40;

async function creditsOf(deps: Pick<Deps, 'db'>, organizationId: number): Promise<TCredits> {
  const row = await licenseOf(deps, organizationId);
  return { totalCredits: row?.totalCredits ?? 0, usedCredits: row?.usedCredits ?? 0 };
}

/** The AI service, when the organization's licence has the assistant and the server is set up for it. */
function serviceFor(deps: Pick<Deps, 'config'>, auth: AuthContext): AiService | null {
  return auth.license.features.aiAssistant ? aiServiceOf(deps.config) : null;
}

/** A playlist or template of the organization the user may change, or 404 (another's is never acknowledged). */
async function editablePlaylist(deps: Deps, auth: AuthContext, playlistId: number) {
  const playlist = await requirePlaylist(deps, auth, playlistId);
  assertCanChangeItem(auth, playlist);
  return playlist;
}

export async function assistantStatus(
  deps: Deps,
  auth: AuthContext,
  playlistId: number | undefined,
): Promise<TAssistantStatus> {
  if (playlistId !== undefined) await requirePlaylist(deps, auth, playlistId);
  return {
    available: serviceFor(deps, auth) !== null,
    prices: await assistantPrices(deps.db, auth.organization.id),
    credits: await creditsOf(deps, auth.organization.id),
  };
}

/** The pictures picked for a designed slide, in the order picked: the organization's own images only. */
async function pickedImages(
  deps: Deps,
  auth: AuthContext,
  mediaIds: readonly number[],
): Promise<PickedImage[]> {
  const found = await visiblePictures(deps.db, auth, mediaIds);
  return mediaIds.map((id) => {
    const picture = found.get(id);
    if (!picture) throw new AppError('VALIDATION_FAILED', { fields: { mediaIds: 'errors.NOT_FOUND' } });
    return {
      mediaId: id,
      url: picture.url,
      name: picture.name,
      width: picture.width,
      height: picture.height,
    };
  });
}

/** One action's conversation with the model: what is asked, and how its answer becomes a result. */
type Task = {
  messages: ChatMessage[];
  format: ReturnType<typeof answerFormat>;
  /** the result from the model's JSON, or what is wrong with it (told to the model on the retry) */
  read: (json: unknown) => { result: TAssistantResult } | { problem: string };
};

function schemaProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`)
    .join('; ');
}

function taskOf(request: AssistantRequest, aspect: TAspect, images: readonly PickedImage[]): Task {
  const locale: Locale = request.language;
  switch (request.action) {
    case 'write':
      return {
        messages: writeMessages(request.brief, locale),
        format: answerFormat('slide_text', ZWriteDraft),
        read: (json) => {
          const parsed = ZWriteDraft.safeParse(json);
          if (!parsed.success) return { problem: schemaProblem(parsed.error) };
          return {
            result: { action: 'write', headline: parsed.data.headline.trim(), body: parsed.data.body.trim() },
          };
        },
      };
    case 'rewrite':
      return {
        messages: rewriteMessages(request.text, request.style, locale),
        format: answerFormat('rewritten_text', ZRewriteDraft),
        read: (json) => {
          const parsed = ZRewriteDraft.safeParse(json);
          if (!parsed.success) return { problem: schemaProblem(parsed.error) };
          return { result: { action: 'rewrite', text: parsed.data.text.trim() } };
        },
      };
    case 'design': {
      const draft = designDraft(images.length);
      return {
        messages: designMessages(request.brief, locale, aspect, images),
        format: answerFormat('slide_design', draft),
        read: (json) => {
          const parsed = draft.safeParse(json);
          if (!parsed.success) return { problem: schemaProblem(parsed.error) };
          const slide = slideFromDraft(parsed.data as TSlideDraft, aspect, images);
          if ('problem' in slide) return slide;
          return {
            result: { action: 'design', slide: { title: parsed.data.title.trim(), data: slide.data } },
          };
        },
      };
    }
    case 'draft_playlist': {
      const draft = playlistDraft(request.slideCount);
      return {
        messages: playlistMessages(request.brief, locale, aspect, request.slideCount),
        format: answerFormat('playlist_draft', draft),
        read: (json) => {
          const parsed = draft.safeParse(json);
          if (!parsed.success) return { problem: schemaProblem(parsed.error) };
          const slides = [];
          for (const [index, slideDraft] of parsed.data.slides.entries()) {
            const slide = slideFromDraft(slideDraft as TSlideDraft, aspect, []);
            if ('problem' in slide) return { problem: `slides.${index}.${slide.problem}` };
            slides.push({ title: slideDraft.title.trim(), data: slide.data });
          }
          return { result: { action: 'draft_playlist', slides } };
        },
      };
    }
  }
}

/** The model's JSON read into a result, or what is wrong with it. */
function readAnswer(task: Task, content: string): { result: TAssistantResult } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'it is not valid JSON' };
  }
  return task.read(json);
}

/** An action checked and paid for, ready to run while its events stream to the user. */
export type PreparedRun = {
  /** asks the model (twice at most), then emits the result or the error; never throws */
  run(signal: AbortSignal, emit: (event: TAssistantEvent) => void, locale: Locale): Promise<void>;
};

/**
 * Checks an assistant action (the assistant available, the playlist or template the user's to edit,
 * the pictures the organization's own) and reserves its price: out of credits is refused before
 * anything is asked. The returned run refunds the credits whenever the action does not succeed
 * (an error, the user gone). Neither the request nor the answer is logged or stored: the ledger
 * records the action and its price only.
 */
export async function prepareRun(
  deps: Deps,
  auth: AuthContext,
  request: AssistantRequest,
  describeError: (error: AppError, locale: Locale) => { code: string; message: string },
): Promise<PreparedRun> {
  const service = serviceFor(deps, auth);
  if (!service) throw assistantError('ASSISTANT_NOT_AVAILABLE');
  const playlist = await editablePlaylist(deps, auth, request.playlistId);
  const images = request.action === 'design' ? await pickedImages(deps, auth, request.mediaIds) : [];
  const task = taskOf(request, playlist.aspect, images);
  const organizationId = auth.organization.id;
  const cost = (await assistantPrices(deps.db, organizationId))[request.action];
  const cause = { userId: auth.user.id, reason: ASSISTANT_PRICE_ITEMS[request.action] };
  const reservation = await reserveCredits(deps, organizationId, cost, cause);
  if (!reservation) throw assistantError('OUT_OF_CREDITS');
  const credits = await creditsOf(deps, organizationId).catch(async (error: unknown) => {
    await refundReservation(deps, reservation, cause);
    throw error;
  });
  const safeFetch = createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });

  const ask = async (
    signal: AbortSignal,
    emit: (event: TAssistantEvent) => void,
  ): Promise<TAssistantResult> => {
    let messages = task.messages;
    for (let attempt = 1; ; attempt += 1) {
      // a model streams a few characters at a time: the editor hears of every PROGRESS_STEP or so
      let told = Number.NEGATIVE_INFINITY;
      const content = await completeChat(safeFetch, service, {
        messages,
        format: task.format,
        signal,
        now: deps.now,
        onProgress: (characters) => {
          if (characters < told + PROGRESS_STEP) return;
          told = characters;
          emit({ type: 'progress', characters, attempt });
        },
      });
      const answer = readAnswer(task, content);
      if ('result' in answer) return answer.result;
      if (attempt >= ATTEMPTS) throw assistantError('ASSISTANT_INVALID_ANSWER');
      messages = retryMessages(task.messages, content, answer.problem);
    }
  };

  const refund = async (reservationToRefund: CreditReservation): Promise<TCredits> => {
    const balance = await refundReservation(deps, reservationToRefund, cause);
    return balance
      ? { totalCredits: balance.totalCredits, usedCredits: balance.usedCredits }
      : creditsOf(deps, organizationId);
  };

  return {
    async run(signal, emit, locale) {
      emit({ type: 'started', cost, credits });
      try {
        const result = await ask(signal, emit);
        if (signal.aborted) throw new ChatCancelled();
        emit({ type: 'result', result, credits: await creditsOf(deps, organizationId) });
      } catch (error) {
        const after = await refund(reservation);
        if (error instanceof ChatCancelled || signal.aborted) return;
        const failure =
          error instanceof AppError ? error : assistantError('ASSISTANT_UNAVAILABLE', { cause: error });
        if (!(error instanceof AppError)) deps.log.error({ err: error }, 'the AI assistant failed');
        emit({ type: 'error', error: describeError(failure, locale), credits: after });
      }
    },
  };
}
