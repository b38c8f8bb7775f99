/**
 * The calm 'You are offline' banner (spec §4): shown while the browser is offline or a
 * live call failed on the network, gone when the network is back (SWR then refreshes the page's
 * live data: revalidate on reconnect). Its own small React root at the foot of the window, outside
 * the page's tree, so a page never renders it in its HTML.
 */
import styled from '@emotion/styled';
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Lng } from '../../lib/catalog-types';
import { INTL_TAG } from '../../lib/i18n';
import { reportChunkFailure } from '../../lib/chunk-reload';
import { useOfflineState } from '../../lib/offline-state';
import { theme } from '../../lib/theme';
import { OFFLINE_TEXTS } from './offline-texts';

const Banner = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(4)};
  z-index: 150;
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  width: min(560px, calc(100vw - ${theme.space(6)}));
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #27323d;
  color: #f3f5f7;
  box-shadow: ${theme.shadow.raised};
  font-family: ${theme.font.family};
  font-size: 14px;
  line-height: 1.45;
  transform: translateX(-50%);
  .dot {
    flex: none;
    width: 10px;
    height: 10px;
    margin-top: 5px;
    border-radius: 50%;
    background: #f5a623;
  }
  strong {
    display: block;
    font-size: 15px;
  }
  p {
    margin: 2px 0 0;
    color: #c9d1d9;
  }
  ${theme.media.mobile} {
    bottom: ${theme.space(3)};
  }
`;

function OfflineBanner({ intl }: { intl: IntlShape }) {
  const { offline } = useOfflineState();
  if (!offline) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      <span className="dot" aria-hidden="true" />
      <div>
        <strong>{intl.formatMessage({ id: 'offline.banner.title' })}</strong>
        <p>{intl.formatMessage({ id: 'offline.banner.text' })}</p>
      </div>
    </Banner>
  );
}

function BannerWithTexts({ lng }: { lng: Lng }) {
  const [intl, setIntl] = useState<IntlShape | null>(null);
  useEffect(() => {
    OFFLINE_TEXTS[lng]().then(
      (texts) => setIntl(createIntl({ locale: INTL_TAG[lng], messages: texts.default }, createIntlCache())),
      reportChunkFailure,
    );
  }, [lng]);
  return intl ? <OfflineBanner intl={intl} /> : null;
}

export function mountOfflineBanner(doc: Document, lng: Lng) {
  const host = doc.createElement('div');
  host.id = 'offline-banner';
  doc.body.appendChild(host);
  createRoot(host).render(<BannerWithTexts lng={lng} />);
}
