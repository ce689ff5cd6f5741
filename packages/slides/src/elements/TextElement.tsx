import { deltaLines } from '@placard/contract';
import type { TextContents } from './contentTypes';
import { lineStyle, runFont, runStyle, verticalAlignStyle } from './textStyles';

/**
 * Rich text drawn as plain DOM: one block per line, one span per run, the text as React text nodes
 * (never parsed as HTML). Spaces are kept and long words wrap.
 */
export function TextElement({ contents }: { contents: TextContents }) {
  const lines = deltaLines(contents.delta);
  return (
    <div
      style={{
        ...verticalAlignStyle(contents.verticalAlign),
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        padding: contents.padding,
        backgroundColor: contents.background ?? undefined,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      }}
    >
      <div>
        {lines.map((line, lineIndex) => (
          <div key={lineIndex} data-line="" style={lineStyle(line)}>
            {line.runs.length === 0 ? (
              <br />
            ) : (
              line.runs.map((run, runIndex) => (
                <span key={runIndex} data-font={runFont(run.format)} style={runStyle(run.format)}>
                  {run.text}
                </span>
              ))
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
