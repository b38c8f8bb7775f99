import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function ProfilePage() {
  return <RouteShell titleId="route.profile.title" textId="route.profile.text" icon="user" />;
}

export const Head = routeHead('route.profile.title', 'route.profile.text');
