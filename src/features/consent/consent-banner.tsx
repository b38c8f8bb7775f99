/**
 * The cookie banner (spec §2; docs/adr/020): necessary cookies are always on and listed; optional
 * ones (this browser's back-in-stock key, fcmToken) wait for "Accept all" or a ticked box. The
 * choice is the cookieConsent cookie; choosing "only necessary" also removes optional cookies
 * already set. Fixed to the window's bottom: it covers, never pushes, the page. Started by
 * consent-boot.ts in a React root of its own.
 */
import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl, FormattedMessage, RawIntlProvider } from 'react-intl';
import { Button } from '../../components/ui/button';
import { consentChoice, type ConsentChoice } from '../../lib/consent';
import type { Lng } from '../../lib/catalog-types';
import { INTL_TAG } from '../../lib/i18n';
import { theme } from '../../lib/theme';
import { CONSENT_MESSAGES } from './consent-texts';
import { STATIC_CONSENT_ID } from './static-consent';
import { saveConsent } from './save-consent';

const Bar = styled.section`
  position: fixed;
  left: ${theme.space(4)};
  right: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: 105;
  max-width: 760px;
  margin: 0 auto;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.raised};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    line-height: 1.5;
    font-size: 14px;
  }
  fieldset {
    margin: ${theme.space(3)} 0 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${theme.space(3)};
  }
  label {
    display: flex;
    gap: ${theme.space(2)};
    align-items: flex-start;
    font-weight: 600;
    font-size: 14px;
  }
  label input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    flex: none;
  }
  .why {
    display: block;
    font-weight: 400;
    color: ${theme.color.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin-top: ${theme.space(4)};
  }
  ${theme.media.mobile} {
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${theme.space(4)} ${theme.space(4)} max(${theme.space(4)}, env(safe-area-inset-bottom));
    border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
    max-height: 80vh;
    overflow-y: auto;
    .actions button {
      flex: 1 1 auto;
    }
  }
`;

function Banner({ onDone, details: openDetails = false }: { onDone: () => void; details?: boolean }) {
  const id = useId();
  const [details, setDetails] = useState(() => openDetails || consentChoice() !== null);
  const [optional, setOptional] = useState(() => consentChoice() === 'all');
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    onDone();
  };
  return (
    <Bar aria-labelledby={`${id}-title`} data-testid="consent-banner" data-consent-banner="">
      <h2 id={`${id}-title`}>
        <FormattedMessage id="consent.title" />
      </h2>
      <p>
        <FormattedMessage id="consent.text" />
      </p>
      {details && (
        <fieldset>
          <label>
            <input type="checkbox" checked disabled />
            <span className="what">
              <FormattedMessage id="consent.necessary.title" />
              <span className="why">
                <FormattedMessage id="consent.necessary.text" />
              </span>
            </span>
          </label>
          <label>
            <input
              type="checkbox"
              checked={optional}
              onChange={(event) => setOptional(event.target.checked)}
              data-testid="consent-optional"
            />
            <span className="what">
              <FormattedMessage id="consent.optional.title" />
              <span className="why">
                <FormattedMessage id="consent.optional.text" />
              </span>
            </span>
          </label>
        </fieldset>
      )}
      <div className="actions">
        <Button variant="primary" onClick={() => choose('all')}>
          <FormattedMessage id="consent.acceptAll" />
        </Button>
        <Button variant="secondary" onClick={() => choose('necessary')}>
          <FormattedMessage id="consent.necessaryOnly" />
        </Button>
        {details ? (
          <Button variant="ghost" onClick={() => choose(optional ? 'all' : 'necessary')}>
            <FormattedMessage id="consent.save" />
          </Button>
        ) : (
          <Button variant="ghost" aria-expanded={false} onClick={() => setDetails(true)}>
            <FormattedMessage id="consent.settings" />
          </Button>
        )}
      </div>
    </Bar>
  );
}

/** Renders the banner into a root of its own (the page's providers are not needed: its texts come with it). */
export function showConsentBanner(lng: Lng, onClosed: () => void, details = false): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const done = () => {
    root.unmount();
    host.remove();
    onClosed();
  };
  root.render(<ConsentBanner lng={lng} onDone={done} details={details} />);
}

export function ConsentBanner({ lng, onDone, details }: { lng: Lng; onDone: () => void; details?: boolean }) {
  const intl = useMemo(() => createIntl({ locale: INTL_TAG[lng], messages: CONSENT_MESSAGES[lng] }), [lng]);
  return (
    <RawIntlProvider value={intl}>
      <Banner onDone={onDone} details={details} />
    </RawIntlProvider>
  );
}

/**
 * The banner's first view as the build writes it into every page, after the app's root and hidden
 * (gatsby-ssr.tsx): the script right after it shows it to a browser with no stored choice and
 * removes it otherwise, so a first visit sees the banner with the page's first paint instead of
 * seconds later. Its buttons carry their choice; the page frame (app/layout.tsx) hands a click to
 * consent-boot.ts. Same look and texts as the banner above.
 */
export function StaticConsentBanner({ lng }: { lng: Lng }) {
  const intl = createIntl({ locale: INTL_TAG[lng], messages: CONSENT_MESSAGES[lng] });
  const text = (id: string) => intl.formatMessage({ id });
  const title = `${STATIC_CONSENT_ID}-title`;
  return (
    <div id={STATIC_CONSENT_ID} hidden>
      <Bar aria-labelledby={title} data-testid="consent-banner" data-consent-banner="">
        <h2 id={title}>{text('consent.title')}</h2>
        <p>{text('consent.text')}</p>
        <div className="actions">
          <Button variant="primary" data-consent-choice="all">
            {text('consent.acceptAll')}
          </Button>
          <Button variant="secondary" data-consent-choice="necessary">
            {text('consent.necessaryOnly')}
          </Button>
          <Button variant="ghost" aria-expanded={false} data-consent-choice="settings">
            {text('consent.settings')}
          </Button>
        </div>
      </Bar>
    </div>
  );
}
