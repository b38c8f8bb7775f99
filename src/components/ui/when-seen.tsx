/**
 * A part of the static page that hydrates when the shopper gets to it, not with the page (issue 17,
 * docs/adr/022): its server HTML stays on screen, untouched, until the part comes within a screen
 * of the viewport, or the shopper points at, touches, clicks or focuses it (a screen reader's
 * virtual cursor activating a button sends the click). Then React hydrates it, in the background
 * and in slices. A part nobody gets to is never hydrated: its server HTML shows the same and its
 * links work as links. (Until 2026-11-25 such parts also hydrated once the browser had been idle
 * 4 s: that work, all at once, made the home page's last long tasks and its blocking time about
 * twice the page's before ADR 022; docs/performance.md.)
 *
 * How: the content sits in a Suspense boundary that suspends while hydrating until one of those
 * happens; React keeps a suspended boundary's server HTML as it is. A pointer or focus arriving
 * first opens the gate from a listener on the document, before React sees the event, so React can
 * hydrate the part at once and hand it the event (a click is never lost).
 * Rendered on the server, or in the browser after the first page (a client-side navigation), the
 * content is simply rendered.
 *
 * What the content must not get before it hydrates: an update from above (a context value that
 * changes) would make React give up its server HTML (error 421). Live offers reach cards through
 * a store each card subscribes to (live-offers.tsx); nothing else above these parts changes.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { hydratingFirstPage } from '../../lib/first-page';

/** How far outside the viewport a part starts hydrating (a fast flick should find it ready). */
const MARGIN = '100% 0px';
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function makeGate(open: boolean): Gate {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = {
    open,
    promise,
    release: () => {
      gate.open = true;
      release();
    },
  };
  return gate;
}

/** Closed gates by their element; one listener per event on the document serves them all. */
const waiting = new Map<Element, Gate>();
let listening = false;

function onEarlyEvent(event: Event) {
  for (const [element, gate] of waiting) {
    if (event.target instanceof Node && element.contains(event.target)) {
      waiting.delete(element);
      gate.release();
    }
  }
}

/** Every part still waiting hydrates: the page's location is about to change (Back, a #fragment link). */
function releaseAll() {
  for (const gate of waiting.values()) gate.release();
  waiting.clear();
}

function listen() {
  for (const type of EVENTS) document.addEventListener(type, onEarlyEvent, { capture: true, passive: true });
  // Before the router's own listener: its new location reaches every link of the page, and a part
  // that could not hydrate before that update would lose its server HTML (React error 421).
  window.addEventListener('popstate', releaseAll, { capture: true });
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return <>{children}</>;
}

export function WhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const [gate] = useState(() => makeGate(!hydratingFirstPage()));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (gate.open || !element) return undefined;
    // A browser without IntersectionObserver hydrates every block at once, as before ADR 022.
    if (typeof IntersectionObserver === 'undefined') {
      gate.release();
      return undefined;
    }
    if (!listening) {
      listening = true;
      listen();
    }
    waiting.set(element, gate);
    const release = () => {
      waiting.delete(element);
      gate.release();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    void gate.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      waiting.delete(element);
    };
  }, [gate]);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
