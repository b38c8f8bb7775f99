/** Search's public interface: the header's search box (the results page is a route of its own). */
export { SearchBox } from './search-box';
