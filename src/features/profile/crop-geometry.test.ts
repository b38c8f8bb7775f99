import { describe, expect, it } from '@jest/globals';
import { centredView, cropSquare, MAX_ZOOM, OUTPUT_MAX, panView, zoomView } from './crop-geometry';

const wide = { width: 1200, height: 800 };
const FRAME = 200;

describe('the photo cropper', () => {
  it('starts with the picture covering the frame, centred: the middle square', () => {
    const view = centredView(wide, FRAME);
    expect(view).toEqual({ zoom: 1, x: -50, y: 0 });
    expect(cropSquare(view, wide, FRAME)).toEqual({ sx: 200, sy: 0, side: 800, output: 800 });
  });

  it('never lets the frame leave the picture when dragged', () => {
    const start = centredView(wide, FRAME);
    expect(panView(start, 1000, 1000, wide, FRAME)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(panView(start, -1000, -1000, wide, FRAME)).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(cropSquare(panView(start, -1000, 0, wide, FRAME), wide, FRAME).sx).toBe(400); // the right edge
  });

  it('zooms about a point, between 1 and the maximum', () => {
    const start = centredView(wide, FRAME);
    const zoomed = zoomView(start, 2, wide, FRAME);
    expect(zoomed.zoom).toBe(2);
    // the frame's centre shows the same picture point before and after
    const centre = (view: typeof zoomed) => {
      const crop = cropSquare(view, wide, FRAME);
      return [crop.sx + crop.side / 2, crop.sy + crop.side / 2];
    };
    expect(centre(zoomed)).toEqual(centre(start));
    expect(cropSquare(zoomed, wide, FRAME).side).toBe(400);
    expect(zoomView(start, 10, wide, FRAME).zoom).toBe(MAX_ZOOM);
    expect(zoomView(zoomed, 0.2, wide, FRAME)).toEqual({ zoom: 1, x: -50, y: 0 });
    // zooming out near an edge pulls the picture back over the frame
    const corner = panView(zoomed, 1000, 1000, wide, FRAME);
    expect(zoomView(corner, 1, wide, FRAME)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('renders at most 1024 px, the size the API keeps', () => {
    const huge = { width: 4000, height: 3000 };
    expect(cropSquare(centredView(huge, FRAME), huge, FRAME).output).toBe(OUTPUT_MAX);
    const small = { width: 120, height: 90 };
    expect(cropSquare(centredView(small, FRAME), small, FRAME).output).toBe(90);
  });
});
