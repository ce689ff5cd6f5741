import type { ImageContents } from './contentTypes';
import { mediaStyle } from './mediaStyle';

export function ImageElement({ contents }: { contents: ImageContents }) {
  if (!contents.url) return null;
  return (
    <img
      src={contents.url}
      alt=""
      draggable={false}
      style={mediaStyle(contents.fit, contents.cornerRadius)}
    />
  );
}
