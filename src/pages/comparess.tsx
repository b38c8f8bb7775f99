import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function ComparisonPage() {
  return <RouteShell titleId="route.comparison.title" textId="route.comparison.text" icon="compare" />;
}

export const Head = routeHead('route.comparison.title', 'route.comparison.text');
