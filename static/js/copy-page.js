/*
 * The behaviour of src/components/CopyPage's control, listening on the document, so it needs
 * nothing from React. It copies the page's Markdown twin, which holds only the placeholders
 * YOUR_SITE_KEY and YOUR_SECRET_KEY, so the visitor's keys never reach the clipboard. It never
 * rewrites what React rendered (data-copy-page-state, and a live region outside the React root),
 * so an early click cannot cause a hydration mismatch.
 */
(function () {
  'use strict';

  var copiedFor = 2000;
  var messageFor = 8000;
  // Hovering or focusing the button starts the download.
  var downloads = new Map();
  var announcer = null;
  var pending = new WeakSet();
  var timers = new WeakMap();

  function liveRegion() {
    if (announcer && announcer.isConnected) return announcer;
    announcer = document.createElement('div');
    announcer.setAttribute('role', 'status');
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('data-copy-page-announcer', '');
    announcer.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;' +
      'overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';
    document.body.appendChild(announcer);
    return announcer;
  }

  function announce(message) {
    var region = liveRegion();
    // Emptied first, so the same message said twice is announced twice.
    region.textContent = '';
    window.setTimeout(function () {
      region.textContent = message;
    }, 50);
  }

  function download(url) {
    var markdown = downloads.get(url);
    if (!markdown) {
      markdown = fetch(url, {headers: {Accept: 'text/markdown, text/plain'}}).then(
        function (response) {
          var type = response.headers.get('Content-Type') || '';
          // A server that answers a missing file with an HTML page must not put HTML on the clipboard.
          if (!response.ok || type.indexOf('text/html') !== -1) throw new Error('no Markdown');
          return response.text();
        },
      );
      // A failure is not kept: the next try downloads again.
      markdown.catch(function () {
        downloads.delete(url);
      });
      downloads.set(url, markdown);
    }
    return markdown;
  }

  // Rejects with 'fetch' or 'clipboard', the message to show.
  function copy(url) {
    var markdown = download(url);
    var clipboard = navigator.clipboard;
    var written;
    if (clipboard && clipboard.write && typeof window.ClipboardItem === 'function') {
      var blob = markdown.then(function (text) {
        return new Blob([text], {type: 'text/plain'});
      });
      // Its failure is reported below; a clipboard that never reads the item must not leave it unhandled.
      blob.catch(function () {});
      // A promise in the item keeps the click's permission while the Markdown downloads (Safari).
      written = clipboard.write([new window.ClipboardItem({'text/plain': blob})]);
    } else if (clipboard && clipboard.writeText) {
      written = markdown.then(function (text) {
        return clipboard.writeText(text);
      });
    } else {
      written = Promise.reject(new Error('no clipboard'));
    }
    return written.catch(function () {
      return markdown.then(
        function () {
          throw 'clipboard';
        },
        function () {
          throw 'fetch';
        },
      );
    });
  }

  function show(control, state, duration) {
    window.clearTimeout(timers.get(control));
    control.setAttribute('data-copy-page-state', state);
    timers.set(
      control,
      window.setTimeout(function () {
        control.removeAttribute('data-copy-page-state');
      }, duration),
    );
  }

  function buttonOf(event) {
    var target = event.target;
    return target instanceof Element ? target.closest('[data-copy-page-button]') : null;
  }

  function warm(event) {
    var button = buttonOf(event);
    var url = button && button.getAttribute('data-markdown-url');
    if (url) download(url).catch(function () {});
  }

  document.addEventListener('pointerover', warm);
  document.addEventListener('focusin', warm);

  document.addEventListener('click', function (event) {
    var button = buttonOf(event);
    var control = button && button.closest('[data-copy-page]');
    var url = button && button.getAttribute('data-markdown-url');
    if (!control || !url || pending.has(control)) return;
    pending.add(control);
    copy(url).then(
      function () {
        pending.delete(control);
        show(control, 'copied', copiedFor);
        announce(control.getAttribute('data-copy-page-copied') || '');
      },
      function (reason) {
        pending.delete(control);
        var message = control.querySelector('[data-copy-page-message="' + reason + '"]');
        show(control, reason, messageFor);
        if (message) announce(message.textContent || '');
      },
    );
  });

  // Escape closes a message, as it would a tooltip.
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    var shown = document.querySelectorAll(
      '[data-copy-page-state="clipboard"], [data-copy-page-state="fetch"]',
    );
    for (var i = 0; i < shown.length; i += 1) shown[i].removeAttribute('data-copy-page-state');
  });

  if (document.body) liveRegion();
  else document.addEventListener('DOMContentLoaded', liveRegion);
})();
