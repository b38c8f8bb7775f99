/** Back-in-stock alerts' public interface (spec §2, §3; docs/adr/020). */
export { NotifyMeButton } from './notify-me-button';
export { StockAlertsSection } from './stock-alerts-section';
export { StockAlertsScreen } from './stock-alerts-screen';
export { STOCK_ALERT_MESSAGES } from './stock-alerts-texts';
