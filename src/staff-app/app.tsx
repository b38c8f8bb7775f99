/**
 * The staff app (docs/adr/029): who is signed in decides what it offers; each screen names the
 * role it needs, as the API's routes do (the API checks again on every call, docs/adr/028).
 */
import styled from '@emotion/styled';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SWRConfig } from 'swr';
import { GlobalStyles } from '../app/global-styles';
import { Button } from '../components/ui/button';
import { theme } from '../lib/theme';
import { LanguageButtons, LanguageProvider } from './language';
import { followLink, navigate, useLocation } from './navigation';
import { SCREENS, type Screen } from './screens';
import { SignIn, useSignOut } from './sign-in';
import { mayUse, staffGet, useSession } from './staff-api';
import { LoadFailed, Loading, Notice } from './states';

const BaseContext = createContext('');
/** The app's address (/staff): its screens' paths are under it. */
export const useBase = () => useContext(BaseContext);

export function StaffApp({ base }: { base: string }) {
  return (
    <SWRConfig value={{ fetcher: staffGet, revalidateOnFocus: false }}>
      <LanguageProvider>
        <GlobalStyles />
        <BaseContext.Provider value={base}>
          <Shell />
        </BaseContext.Provider>
      </LanguageProvider>
    </SWRConfig>
  );
}

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.color.card};
  border-bottom: 1px solid ${theme.color.line};
  strong {
    font-size: 17px;
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: ${theme.space(1)};
  overflow-x: auto;
  max-width: 100%;
  a {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
    font-weight: 600;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin-left: auto;
`;

const Main = styled.main`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(4)};
  ${theme.media.mobile} {
    padding: ${theme.space(3)};
  }
`;

/** The screen for a path under the app's base, and the rest of the path (an order's number). */
function screenOf(path: string, base: string): { screen: Screen | null; rest: string[]; start: boolean } {
  const inside = path
    .split('?', 1)[0]
    .slice(base.length)
    .replace(/^\/+|\/+$/g, '');
  if (!inside) return { screen: null, rest: [], start: true };
  const [first, ...rest] = inside.split('/');
  return { screen: SCREENS.find((screen) => screen.path === first) ?? null, rest, start: false };
}

function Shell() {
  const session = useSession();
  const base = useBase();
  const location = useLocation();
  const intl = useIntl();
  const signOut = useSignOut();
  const member = session.data?.staff;
  const { screen, rest, start } = screenOf(location, base);
  const offered = useMemo(() => (member ? SCREENS.filter((each) => mayUse(member, each.role)) : []), [member]);

  useEffect(() => {
    // The start screen is the first the person's roles allow.
    if (member && start && offered.length) navigate(`${base}/${offered[0].path}`, { replace: true });
  }, [member, start, offered, base]);

  // On a phone the navigation scrolls sideways: the screen shown keeps its link in view.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [screen, member]);

  useEffect(() => {
    const title = screen ? intl.formatMessage({ id: screen.title }) : null;
    const app = intl.formatMessage({ id: 'staff.app.title' });
    document.title = title ? `${title} · ${app}` : app;
  }, [screen, intl]);

  if (session.error?.status === 401) return <SignIn />;
  // A re-check that fails otherwise (no network, the API restarting) keeps the app as it is: an
  // open console keeps its drafts and pending answers.
  if (session.error && !member) return <LoadFailed error={session.error} retry={() => session.mutate()} />;
  if (!member) return <Loading />;

  return (
    <>
      <Top>
        <strong>
          <FormattedMessage id="staff.app.title" />
        </strong>
        <Nav ref={nav} aria-label={intl.formatMessage({ id: 'staff.nav.label' })}>
          {offered.map((each) => (
            <a
              key={each.path}
              href={`${base}/${each.path}`}
              onClick={followLink}
              aria-current={each === screen ? 'page' : undefined}
            >
              <FormattedMessage id={each.title} />
            </a>
          ))}
        </Nav>
        <Tools>
          <LanguageButtons />
          <span>{member.name}</span>
          <Button variant="secondary" onClick={() => signOut.trigger('here')} disabled={signOut.isMutating}>
            <FormattedMessage id="staff.signOut" />
          </Button>
          <Button variant="ghost" onClick={() => signOut.trigger('everywhere')} disabled={signOut.isMutating}>
            <FormattedMessage id="staff.signOut.everywhere" />
          </Button>
        </Tools>
      </Top>
      <Main>
        {signOut.error && <Notice tone="error">{signOut.error.message}</Notice>}
        {start ? (
          offered.length ? (
            <Loading />
          ) : (
            <Notice tone="error">
              <FormattedMessage id="staff.noScreens" />
            </Notice>
          )
        ) : !screen ? (
          <Notice tone="error">
            <FormattedMessage id="staff.notFound" />
          </Notice>
        ) : !mayUse(member, screen.role) ? (
          <Notice tone="error">
            <FormattedMessage
              id="staff.roleMissing"
              values={{ role: intl.formatMessage({ id: `staff.role.${screen.role}` }) }}
            />
          </Notice>
        ) : (
          <screen.Component rest={rest} member={member} />
        )}
      </Main>
    </>
  );
}
