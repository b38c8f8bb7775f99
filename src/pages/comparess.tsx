import { routeHead } from '../app/route-head';
import { ComparisonScreen } from '../features/comparison/comparison-screen';
import '../lib/carried-texts/routes';

export default function ComparisonPage() {
  return <ComparisonScreen />;
}

export const Head = routeHead('route.comparison.title', 'route.comparison.text');
