import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';
import { RequireLogin } from '../features/auth';

export default function ProfilePage() {
  return (
    <RequireLogin>
      <RouteShell titleId="route.profile.title" textId="route.profile.text" icon="user" />
    </RequireLogin>
  );
}

export const Head = routeHead('route.profile.title', 'route.profile.text');
