/*
 * Back-in-stock push notifications (docs/adr/020, docs/storefront.md "Back-in-stock alerts").
 * Registered alone at scope / when the site has no main service worker; the installable app's
 * worker (/sw.js) includes it with importScripts('/push-sw.js') instead. Listeners only: no
 * caching, no fetch handler, so it changes nothing else a main worker does.
 */
/* eslint-env serviceworker */
'use strict';

self.addEventListener('push', function (event) {
  if (!event.data) return;
  var message;
  try {
    message = event.data.json();
  } catch (error) {
    return;
  }
  if (!message || typeof message.title !== 'string') return;
  var tag = 'stock-alert-' + String(message.id || message.productId);
  event.waitUntil(
    // The same delivery sent again after a crash has the same id, hence the same tag: it replaces
    // the notification already shown instead of adding a second one.
    self.registration.getNotifications({ tag: tag }).then(function (shown) {
      if (shown.length > 0) return undefined;
      return self.registration.showNotification(message.title, {
        body: message.body,
        tag: tag,
        lang: message.lng === 'tm' ? 'tk' : message.lng,
        icon: message.icon || '/icons/icon-192.png',
        data: { url: message.url, productId: message.productId },
      });
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = event.notification.data && event.notification.data.url;
  if (!url) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === url && 'focus' in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});

// Alone (no main worker), take control at once: there is nothing cached that an old page relies on.
if (!self.__shopMainWorker) {
  self.addEventListener('install', function () {
    self.skipWaiting();
  });
  self.addEventListener('activate', function (event) {
    event.waitUntil(self.clients.claim());
  });
}
