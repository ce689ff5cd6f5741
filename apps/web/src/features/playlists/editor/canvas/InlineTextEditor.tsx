import { useEffect, useRef } from 'react';
import Quill from 'quill';
import {
  canvasSize,
  DEFAULT_FONT,
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_UNITS,
  type TElementOf,
} from '@placard/contract';
import { fontFamilyCss } from '@placard/fonts';
import { DEFAULT_TEXT_COLOR, elementBoxStyle } from '@placard/slides';
import { useEditor, useEditorState } from '../EditorContext';
import { textBridge, type TextFormats } from '../textBridge';
import {
  fromQuillDelta,
  registerTextFormats,
  textFormatsCss,
  toQuillOps,
  TEXT_FORMATS,
} from './quillFormats';

const SCOPE = '[data-inline-text-editor]';

/**
 * Edits a text element in place: a Quill editor laid exactly over the element, drawing the text as the
 * renderer does. Typing updates the element (one undo step per editing session); the box grows to fit.
 * Formatting controls reach it through the text bridge.
 */
export function InlineTextEditor({ element, scale }: { element: TElementOf<'text'>; scale: number }) {
  const { store } = useEditor();
  const aspect = useEditorState((state) => state.playlist?.aspect ?? { type: '16:9' as const });
  const hostRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef(element);
  useEffect(() => {
    elementRef.current = element;
  }, [element]);
  const elid = element.elid;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    registerTextFormats();
    const mount = document.createElement('div');
    host.appendChild(mount);
    const quill = new Quill(mount, { formats: [...TEXT_FORMATS], modules: { toolbar: false } });
    quill.setContents(toQuillOps(elementRef.current.contents.delta) as never, 'silent');
    quill.setSelection(quill.getLength(), 0, 'silent');
    quill.focus();

    const publish = () => {
      const range = quill.getSelection();
      const formats = (range ? quill.getFormat(range) : quill.getFormat(0, quill.getLength())) as TextFormats;
      textBridge.setState({
        active: {
          elid,
          formats,
          format(next) {
            const target = quill.getSelection() ?? { index: 0, length: quill.getLength() };
            for (const [name, value] of Object.entries(next)) {
              if (target.length === 0) quill.format(name, value ?? false, 'user');
              else quill.formatText(target.index, target.length, name, value ?? false, 'user');
            }
            publish();
          },
        },
      });
    };

    const onChange = () => {
      const current = elementRef.current;
      const delta = fromQuillDelta(quill.getContents());
      const needed = Math.ceil(quill.root.scrollHeight + current.contents.padding * 2);
      const height = Math.max(current.height, needed);
      store.getState().updateElements([
        {
          elid: current.elid,
          patch: {
            contents: { ...current.contents, delta },
            ...(height !== current.height ? { height } : {}),
          },
        },
      ]);
      publish();
    };
    quill.on('text-change', onChange);
    quill.on('selection-change', publish);
    publish();
    return () => {
      quill.off('text-change', onChange);
      quill.off('selection-change', publish);
      if (textBridge.getState().active?.elid === elid) textBridge.setState({ active: null });
      mount.remove();
    };
  }, [elid, store]);

  const canvas = canvasSize(aspect);
  return (
    <div
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: canvas.width,
        height: canvas.height,
        transform: `scale(${scale})`,
        transformOrigin: '0 0',
        pointerEvents: 'none',
        lineHeight: 'normal',
      }}
    >
      <style>{textFormatsCss(SCOPE)}</style>
      <div
        data-inline-text-editor=""
        style={{
          ...elementBoxStyle(element),
          pointerEvents: 'auto',
          boxSizing: 'border-box',
          padding: element.contents.padding,
          backgroundColor: element.contents.background ?? undefined,
          outline: `${2 / scale}px dashed #2E96F4`,
          fontFamily: fontFamilyCss(DEFAULT_FONT),
          fontSize: TEXT_SIZE_UNITS[DEFAULT_TEXT_SIZE],
          color: DEFAULT_TEXT_COLOR,
          cursor: 'text',
        }}
        ref={hostRef}
        onPointerDown={(event) => event.stopPropagation()}
      />
    </div>
  );
}
