/**
 * The photo cropper (its own chunk, loaded when a file is chosen): the picture under a square
 * frame, moved by dragging (mouse, touch, pen) or the arrow keys, zoomed with the slider, the
 * wheel or + and -; a round preview of what the profile will show; the framed square is drawn at
 * up to 1024 px and uploaded. The API crops to a square anyway (docs/adr/016), so what it keeps is
 * exactly the framed part.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserWire } from '../../../server/src/contract/auth';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { sessionEnded, useUploadPhoto } from './account-api';
import { centredView, cropSquare, MAX_ZOOM, panView, zoomView, type CropView, type Picture } from './crop-geometry';
import { FormActions, FormAlert } from '../../components/ui/field-kit';

const FRAME = 280;
const PREVIEW = 96;
const STEP = 12;

const Layout = styled.div`
  display: flex;
  gap: ${theme.space(6)};
  align-items: flex-start;
  flex-wrap: wrap;
  .frame {
    position: relative;
    width: ${FRAME}px;
    height: ${FRAME}px;
    max-width: 100%;
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: #1d252d;
    touch-action: none;
    cursor: grab;
    -webkit-user-select: none;
    user-select: none;
  }
  .frame:active {
    cursor: grabbing;
  }
  .frame:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  .frame img,
  .preview img {
    position: absolute;
    max-width: none;
    pointer-events: none;
  }
  .frame::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    box-shadow: 0 0 0 999px rgba(0, 0, 0, 0.35);
    pointer-events: none;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(3)};
    min-width: 200px;
  }
  .preview {
    position: relative;
    width: ${PREVIEW}px;
    height: ${PREVIEW}px;
    overflow: hidden;
    border-radius: 50%;
    background: ${theme.color.page};
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 6px;
    font-size: 14px;
    font-weight: 600;
  }
  input[type='range'] {
    width: 200px;
    accent-color: ${theme.color.brand};
  }
  .caption {
    margin: 0;
    max-width: 260px;
    color: ${theme.color.muted};
    font-size: 14px;
    line-height: 1.45;
  }
`;

function placed(view: CropView, picture: Picture, scaleTo: number) {
  // The picture's box at `scaleTo` times the frame's CSS size (1 for the frame, PREVIEW/FRAME for the preview).
  const scale = (FRAME / Math.min(picture.width, picture.height)) * view.zoom * scaleTo;
  return {
    left: view.x * scaleTo,
    top: view.y * scaleTo,
    width: picture.width * scale,
    height: picture.height * scale,
  };
}

export function PhotoEditor({
  file,
  onCancel,
  onSaved,
  onSessionEnded,
}: {
  file: File;
  onCancel: () => void;
  onSaved: (user: UserWire) => void;
  onSessionEnded: () => void;
}) {
  const intl = useIntl();
  const lng = useLng();
  const [url, setUrl] = useState<string | null>(null);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  // the whole save: cropping and encoding the picture, then the upload
  const [saving, setSaving] = useState(false);
  const { trigger: uploadPhoto } = useUploadPhoto(lng);
  const [problem, setProblem] = useState<string | null>(null);
  const image = useRef<HTMLImageElement | null>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement | null>(null);

  // The picture is read as a data: URL: the pages' Content-Security-Policy allows data: images
  // (docs/adr/011), not blob: ones.
  useEffect(() => {
    let live = true;
    const reader = new FileReader();
    reader.onerror = () => live && setUnreadable(true);
    reader.onload = () => {
      if (!live || typeof reader.result !== 'string') return;
      const dataUrl = reader.result;
      const probe = new Image();
      probe.onload = () => {
        const size = { width: probe.naturalWidth, height: probe.naturalHeight };
        if (!live) return;
        if (!size.width || !size.height) return setUnreadable(true);
        image.current = probe;
        setUrl(dataUrl);
        setPicture(size);
        setView(centredView(size, FRAME));
      };
      probe.onerror = () => live && setUnreadable(true);
      probe.src = dataUrl;
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);

  // The wheel zooms about the pointer. React's wheel listener is passive, so the page would scroll
  // as well: this one is not, and keeps the page still while the pointer is over the frame.
  useEffect(() => {
    const element = frame.current;
    if (!element || !picture) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const factor = event.deltaY < 0 ? 1.1 : 1 / 1.1;
      setView(
        (current) =>
          current &&
          zoomView(current, current.zoom * factor, picture, FRAME, event.clientX - box.left, event.clientY - box.top),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [picture]);

  if (unreadable)
    return (
      <>
        <FormAlert>
          <FormattedMessage id="profile.photo.unreadable" />
        </FormAlert>
        <FormActions>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="profile.photo.cancel" />
          </Button>
        </FormActions>
      </>
    );
  if (!picture || !view || !url) return <p className="caption" aria-busy="true" />;

  const pan = (dx: number, dy: number) => setView((current) => current && panView(current, dx, dy, picture, FRAME));
  const zoomTo = (zoom: number, fx?: number, fy?: number) =>
    setView((current) => current && zoomView(current, zoom, picture, FRAME, fx, fy));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    pan(event.clientX - last.x, event.clientY - last.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    if (moves[event.key]) pan(...moves[event.key]);
    else if (event.key === '+' || event.key === '=') zoomTo(view.zoom + 0.2);
    else if (event.key === '-' || event.key === '_') zoomTo(view.zoom - 0.2);
    else return;
    event.preventDefault();
  };

  async function save() {
    if (!picture || !view || !image.current) return;
    setSaving(true);
    setProblem(null);
    try {
      const crop = cropSquare(view, picture, FRAME);
      const canvas = document.createElement('canvas');
      canvas.width = crop.output;
      canvas.height = crop.output;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.current, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.output, crop.output);
      // webp where the browser encodes it (toBlob falls back to PNG otherwise, which the API takes too)
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
      if (!blob) throw new Error('no picture');
      onSaved(await uploadPhoto(blob));
    } catch (error) {
      if (sessionEnded(error)) onSessionEnded();
      setProblem(
        error instanceof ApiError && error.status > 0 && error.message
          ? error.message
          : intl.formatMessage({ id: 'profile.form.saveError' }),
      );
      setSaving(false);
    }
  }

  return (
    <div data-testid="photo-editor">
      <Layout>
        {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- a 2-D drag surface that the arrow keys move too: no ARIA widget role fits it, and `application` passes the keys through to it */}
        <div
          className="frame"
          role="application"
          aria-roledescription={intl.formatMessage({ id: 'profile.photo.frameRole' })}
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'profile.photo.frame' })}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          ref={frame}
        >
          <img src={url} alt="" draggable={false} style={placed(view, picture, 1)} />
        </div>
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        <div className="side">
          <label>
            <FormattedMessage id="profile.photo.zoom" />
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.01}
              value={view.zoom}
              disabled={saving}
              onChange={(event) => zoomTo(Number(event.target.value))}
            />
          </label>
          <span className="caption">
            <FormattedMessage id="profile.photo.preview" />
          </span>
          <div className="preview" data-testid="photo-preview">
            <img src={url} alt="" style={placed(view, picture, PREVIEW / FRAME)} />
          </div>
          <p className="caption" aria-hidden="true">
            <FormattedMessage id="profile.photo.frame" />
          </p>
        </div>
      </Layout>
      <FormActions>
        <Button variant="primary" disabled={saving} onClick={() => void save()}>
          <FormattedMessage id={saving ? 'profile.form.saving' : 'profile.photo.upload'} />
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          <FormattedMessage id="profile.photo.cancel" />
        </Button>
      </FormActions>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}
