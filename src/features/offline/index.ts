export { OfflineMark } from './offline-mark';
