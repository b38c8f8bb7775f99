import type { PageProps } from 'gatsby';
import { routeHead } from '../app/route-head';
import { SearchScreen } from '../features/search/search-screen';
import '../lib/carried-texts/routes';

export default function SearchPage({ location }: PageProps) {
  return <SearchScreen search={location.search} />;
}

export const Head = routeHead('route.search.title', 'route.search.empty');
