/*
 * Holds what a visitor presses before the application's code has arrived. The build writes this file,
 * without this comment, as the first script of every page's <head> (allowed by its hash in the
 * Content-Security-Policy: src/prerender/early-input-script.ts), so it runs before the first paint; the
 * page's module script imports it too, for pages served without it (the dev server). It must stay a
 * plain script of a few hundred bytes: what it holds and why is explained in src/ui/early-input.ts,
 * which takes the held events over once the application has started.
 */
(function (w, d) {
  if (w.__earlyInput) return;
  var held = [];
  var types = ['click', 'keydown', 'submit'];
  var controls = 'button,[role="button"],[role="tab"],[data-opens]';
  var keys = ['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape'];
  var state = { interacted: false, take: take };
  function hold(e) {
    var c = e.target && e.target.closest ? e.target.closest(controls) : null;
    if (e.type != 'submit') {
      if (!c) return;
      if (e.type == 'keydown' && (keys.indexOf(e.key) < 0 || e.ctrlKey || e.metaKey || e.altKey || (c.tagName == 'BUTTON' && (e.key == 'Enter' || e.key == ' ')))) return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    if (c) c.setAttribute('data-held', '');
    held.push(e);
  }
  function seen() {
    state.interacted = true;
  }
  function take() {
    types.forEach(function (t) {
      d.removeEventListener(t, hold, true);
    });
    d.querySelectorAll('[data-held]').forEach(function (c) {
      c.removeAttribute('data-held');
    });
    return held.splice(0);
  }
  types.forEach(function (t) {
    d.addEventListener(t, hold, true);
  });
  ['pointerdown', 'touchstart', 'keydown', 'wheel'].forEach(function (t) {
    w.addEventListener(t, seen, { capture: true, passive: true });
  });
  w.__earlyInput = state;
})(window, document);
