/**
 * A screen whose texts are not in the first load (src/lib/later-texts.ts): its title and a skeleton
 * while the texts' chunk arrives (and in the built HTML), a retry when it fails, then the screen
 * with the page's texts and the group's.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { useLaterTexts, type TextsLoaders } from '../../lib/later-texts';
import { LoadError, Screen, Skeleton } from './list-states';
import { PageTitle } from './section';

export function LaterTextsBoundary({
  group,
  loaders,
  titleId,
  skeletonHeight = 120,
  children,
}: {
  group: string;
  loaders: TextsLoaders;
  /** the screen's title, from the first-load texts */
  titleId: string;
  skeletonHeight?: number;
  children: ReactNode;
}) {
  const texts = useLaterTexts(group, loaders);
  // The server render has every text, the browser's first load not these: the page is built with
  // the skeleton, so that hydration finds what the browser renders first.
  const building = typeof window === 'undefined';
  if (texts.intl && !building) return <RawIntlProvider value={texts.intl}>{children}</RawIntlProvider>;
  return (
    <Screen aria-busy={texts.failed ? undefined : true}>
      <PageTitle>
        <FormattedMessage id={titleId} />
      </PageTitle>
      {texts.failed ? (
        <LoadError error={new Error('texts')} onRetry={texts.retry} />
      ) : (
        <Skeleton height={skeletonHeight} />
      )}
    </Screen>
  );
}
