import { routeHead } from '../app/route-head';
import { ExitScreen } from '../features/auth/exit-screen';
import '../lib/carried-texts/routes';

export default function ExitPage() {
  return <ExitScreen />;
}

export const Head = routeHead('route.exit.title', 'route.exit.text');
