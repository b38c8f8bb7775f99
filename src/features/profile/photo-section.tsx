/**
 * The profile photo (spec §2 "edit photo"): the current one, a file chooser, and remove. A chosen
 * file opens the cropper (photo-editor.tsx, a chunk of its own: it is loaded when the shopper
 * picks a file) to frame a square, then uploads it (POST /auth/v2/photo).
 */
import styled from '@emotion/styled';
import { Suspense, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { lazyPart } from '../../lib/lazy-part';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { sessionEnded, useRemovePhoto } from './account-api';
import type { AccountSectionProps } from './account-section';
import { FormActions, FormSection, FormAlert } from '../../components/ui/field-kit';
import { Avatar } from './avatar';

/** What the API takes (docs/adr/016): JPEG, PNG or WebP up to 5 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const PhotoEditor = lazyPart(() => import('./photo-editor').then((m) => m.PhotoEditor));

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(5)};
  ${theme.media.narrow} {
    flex-direction: column;
    align-items: flex-start;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 15px;
    line-height: 1.5;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    pointer-events: none;
  }
`;

export function PhotoSection({ user, onUserChanged, onSessionEnded }: AccountSectionProps) {
  const lng = useLng();
  const { trigger: removePhoto, isMutating: busy } = useRemovePhoto(lng);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ id?: string; text?: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // the same file can be chosen again after a cancel
    setDone(null);
    setProblem(null);
    if (!chosen) return;
    if (!PHOTO_TYPES.includes(chosen.type)) return setProblem({ id: 'profile.photo.badType' });
    if (chosen.size > PHOTO_MAX_BYTES) return setProblem({ id: 'profile.photo.tooLarge' });
    setFile(chosen);
  }

  async function remove() {
    setProblem(null);
    setDone(null);
    try {
      onUserChanged(await removePhoto());
      setDone('profile.photo.removed');
    } catch (error) {
      if (sessionEnded(error)) onSessionEnded();
      setProblem({ id: 'profile.form.saveError' });
    }
  }

  return (
    <FormSection aria-labelledby="profile-photo" id="photo">
      <h2 id="profile-photo">
        <FormattedMessage id="profile.section.photo" />
      </h2>
      {file ? (
        <Suspense fallback={null}>
          <PhotoEditor
            file={file}
            onCancel={() => setFile(null)}
            onSaved={(saved) => {
              setFile(null);
              onUserChanged(saved);
              setDone('profile.photo.saved');
            }}
            onSessionEnded={onSessionEnded}
          />
        </Suspense>
      ) : (
        <Row>
          <Avatar user={user} size={112} />
          <div>
            <p>
              <FormattedMessage id="profile.photo.hint" />
            </p>
            <FormActions>
              <input
                ref={input}
                type="file"
                accept={PHOTO_TYPES.join(',')}
                onChange={choose}
                tabIndex={-1}
                aria-hidden="true"
                data-testid="photo-file"
              />
              <Button variant="primary" disabled={busy} onClick={() => input.current?.click()}>
                <Icon name="plus" size={18} />{' '}
                <FormattedMessage id={user.photo ? 'profile.photo.change' : 'profile.photo.choose'} />
              </Button>
              {user.photo && (
                <Button variant="secondary" disabled={busy} onClick={() => void remove()}>
                  <Icon name="trash" size={18} /> <FormattedMessage id="profile.photo.remove" />
                </Button>
              )}
            </FormActions>
          </div>
        </Row>
      )}
      {problem && <FormAlert>{problem.id ? <FormattedMessage id={problem.id} /> : problem.text}</FormAlert>}
      {done && !file && (
        <FormAlert success>
          <FormattedMessage id={done} />
        </FormAlert>
      )}
    </FormSection>
  );
}
