// The map's sizes without the projection library: the page reserves the map's space before the drawing's code
// (d3-geo, the world's shapes) is fetched.

/** The map's drawing area before its container is measured (SVG user units); it scales to fit. */
export const mapSize = { width: 960, height: 500 } as const;
export interface MapSize {
  width: number;
  height: number;
}

/**
 * The drawing area for a container `width` pixels wide: one unit a pixel, so labels keep their
 * size on a phone; about 1.9 : 1, between 220 and 500 pixels high.
 */
export function mapSizeFor(width: number): MapSize {
  const rounded = Math.max(280, Math.round(width));
  return { width: rounded, height: Math.round(Math.min(500, Math.max(220, rounded * 0.52))) };
}
