/** Gatsby's Link to a shop path in the page's language ('/product/4' -> '/ru/product/4'). */
import { Link, type GatsbyLinkProps } from 'gatsby';
import { useLocalPath } from '../../lib/lng-context';

export function LocalLink({ to, ...rest }: Omit<GatsbyLinkProps<unknown>, 'ref'>) {
  const localize = useLocalPath();
  return <Link to={localize(to)} {...rest} />;
}
