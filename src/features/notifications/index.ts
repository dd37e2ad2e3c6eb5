// Public face of the notifications feature: the header's button (its panel loads on first use).
export { NotificationBell } from './components/notification-bell';
