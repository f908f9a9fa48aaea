import { Resvg } from '@resvg/resvg-js';
import { COVER_PNG_SIZE } from './coverArt';

export const PNG_CONTENT_TYPE = 'image/png';

/** The cover drawing as a PNG for link previews, which rarely accept SVG. The drawing holds no text, so no fonts are loaded. */
export function rasteriseCover(svg: string): Uint8Array {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: COVER_PNG_SIZE.width },
    font: { loadSystemFonts: false },
  });
  return image.render().asPng();
}
