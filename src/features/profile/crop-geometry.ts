/**
 * The photo cropper's geometry: a picture of `width` x `height` pixels under a square frame of
 * `frame` CSS pixels. At zoom 1 the picture just covers the frame (its shorter side fills it);
 * zoom goes up to MAX_ZOOM. The offset is where the picture's top-left corner sits relative to
 * the frame's, and is always clamped so the frame never shows anything but the picture.
 */
export const MAX_ZOOM = 4;
/** The API keeps photos at most 1024 px square (docs/adr/016); a larger upload is only bytes. */
export const OUTPUT_MAX = 1024;

export interface Picture {
  width: number;
  height: number;
}

export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

export const coverScale = (picture: Picture, frame: number) => frame / Math.min(picture.width, picture.height);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The offset moved back inside the allowed range for this zoom. */
export function clampView(view: CropView, picture: Picture, frame: number): CropView {
  const zoom = clamp(view.zoom, 1, MAX_ZOOM);
  const scale = coverScale(picture, frame) * zoom;
  return {
    zoom,
    x: clamp(view.x, frame - picture.width * scale, 0),
    y: clamp(view.y, frame - picture.height * scale, 0),
  };
}

/** The picture centred in the frame at zoom 1. */
export function centredView(picture: Picture, frame: number): CropView {
  const scale = coverScale(picture, frame);
  return { zoom: 1, x: (frame - picture.width * scale) / 2, y: (frame - picture.height * scale) / 2 };
}

/** Moved by (dx, dy) CSS pixels (a drag or an arrow key). */
export const panView = (view: CropView, dx: number, dy: number, picture: Picture, frame: number) =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, picture, frame);

/**
 * Zoomed to `zoom` keeping the picture point under (fx, fy) (frame coordinates; the frame's centre
 * for the slider and the keys, the pointer for the wheel) where it is.
 */
export function zoomView(
  view: CropView,
  zoom: number,
  picture: Picture,
  frame: number,
  fx = frame / 2,
  fy = frame / 2,
) {
  const next = clamp(zoom, 1, MAX_ZOOM);
  const ratio = next / view.zoom;
  return clampView({ zoom: next, x: fx - (fx - view.x) * ratio, y: fy - (fy - view.y) * ratio }, picture, frame);
}

/** The square of the picture, in its own pixels, that the frame shows, and the side to render it at. */
export function cropSquare(view: CropView, picture: Picture, frame: number) {
  const scale = coverScale(picture, frame) * view.zoom;
  const side = frame / scale;
  return {
    sx: Math.max(0, -view.x / scale),
    sy: Math.max(0, -view.y / scale),
    side,
    output: Math.max(1, Math.min(OUTPUT_MAX, Math.round(side))),
  };
}
