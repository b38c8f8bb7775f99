/**
 * /exit (spec §2): the sign-out as an address (the menus sign out without coming here). Ends the
 * session, forgets the user and goes to /; if the API cannot be reached, says so with a retry.
 * Hydrating, it renders the quiet box: the server holds every text, the browser's first render not
 * yet the accounts' ones (auth-texts.ts), and both must render the same (React #418/#423).
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { NoticeBox } from '../../components/ui/notice';
import { useHydrating } from '../../lib/first-page';
import { useAuthTexts } from './auth-texts';
import { useSignOut } from './sign-out';

export function ExitScreen() {
  const ready = useAuthTexts();
  const hydrating = useHydrating();
  const { signOut } = useSignOut();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const attempt = () => {
    setFailed(false);
    void signOut().then((done) => setFailed(!done));
  };
  useEffect(() => {
    // once, even if React runs the effect twice
    if (started.current) return;
    started.current = true;
    attempt();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the sign-out starts once, when the page opens
  }, []);

  if (!ready || hydrating) return <NoticeBox aria-busy="true" />;
  return (
    <NoticeBox className={failed ? 'error' : undefined} data-testid="exit-screen" style={{ marginTop: 24 }}>
      <span className="icon">
        <Icon name={failed ? 'alert' : 'user'} size={36} />
      </span>
      {failed ? (
        <>
          <p role="alert">
            <FormattedMessage id="auth.exit.failed" />
          </p>
          <div className="actions">
            <Button onClick={attempt}>
              <FormattedMessage id="auth.exit.retry" />
            </Button>
          </div>
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="auth.exit.progress" />
        </p>
      )}
    </NoticeBox>
  );
}
