import UserNotifications

class NotificationServiceExtension: UNNotificationServiceExtension {}
