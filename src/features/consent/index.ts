/** Cookie consent's public interface: the banner's host for the page frame (docs/adr/020). */
export { ConsentHost } from './consent-host';
