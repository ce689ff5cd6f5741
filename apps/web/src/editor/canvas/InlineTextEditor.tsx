import { useEffect, useRef } from 'react';
import Quill, { type Range } from 'quill';
import {
  canvasSize,
  DEFAULT_FONT,
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_UNITS,
  type TElementOf,
} from '@placard/contract';
import { fontFamilyCss } from '@placard/fonts';
import { DEFAULT_TEXT_COLOR, elementBoxStyle } from '@placard/slides';
import { useEditor, useEditorState } from '../context/EditorContext';
import { textBridge, type TextFormats } from '../context/textBridge';
import {
  fromQuillDelta,
  registerTextFormats,
  sizeFromQuill,
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

    // the words last selected: typing a size in the properties takes the focus (and the selection) away
    let lastRange: Range | null = null;
    const selected = () => {
      const range = quill.getSelection() ?? lastRange;
      return range && range.index + range.length <= quill.getLength() ? range : null;
    };
    const publish = () => {
      const range = selected();
      const { size, ...others } = (
        range ? quill.getFormat(range) : quill.getFormat(0, quill.getLength())
      ) as Record<string, unknown>;
      // the size as the document writes it (a mix of sizes comes as a list, shown as no size)
      const read = Array.isArray(size) ? size : sizeFromQuill(size);
      const formats = (read === undefined ? others : { ...others, size: read }) as TextFormats;
      textBridge.setState({
        active: {
          elid,
          formats,
          format(next, options = {}) {
            const target = selected() ?? { index: 0, length: quill.getLength() };
            if (target.length === 0 && options.keepFocus) return;
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
    const onSelect = (range: Range | null) => {
      if (range) lastRange = range;
      publish();
    };
    quill.on('text-change', onChange);
    quill.on('selection-change', onSelect);
    publish();
    return () => {
      quill.off('text-change', onChange);
      quill.off('selection-change', onSelect);
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
