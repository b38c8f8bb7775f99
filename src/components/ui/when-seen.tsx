/**
 * A part of the static page that hydrates when the shopper gets to it, not with the page
 * (docs/adr/022): its server HTML stays on screen, untouched, until the part comes within a screen
 * of the viewport, or the shopper points at, touches, clicks or focuses it (a screen reader's
 * virtual cursor activating a button sends the click). Then React hydrates it, in the background
 * and in slices. A part nobody gets to is never hydrated: its server HTML shows the same and its
 * links work as links. Nothing hydrates such a part when the browser is idle: that work, all at
 * once, would be the page's last long tasks (docs/performance.md).
 *
 * How: the content sits in a Suspense boundary that suspends while hydrating until one of those
 * happens; React keeps a suspended boundary's server HTML as it is. A pointer or focus arriving
 * first opens the gate from a listener on the document, before React sees the event, so React can
 * hydrate the part at once and hand it the event (a click is never lost).
 *
 * The content's code may itself arrive with the part (lazyHydratedPart: the product page's sliders,
 * the footer). A click on one of its buttons while that code is on its way is one React cannot
 * hydrate for, and drops (it stops the event in its capture listener). Such a click is held and
 * given to the button once the part has hydrated: `Hydrated` below tells which clicks React handled
 * itself (the part hydrated while React dispatched the click) and which it dropped. Only buttons
 * (`type="button"`): a link or a checkbox does what it does without script, and must not do it twice.
 * Rendered on the server, or in the browser after the first page (a client-side navigation), the
 * content is simply rendered.
 *
 * What the content must not get before it hydrates: an update from above (a context value that
 * changes) would make React give up its server HTML (error 421). Live offers reach cards through
 * a store each card subscribes to (live-offers.tsx). The router's location is the one context
 * that does change above every part: Gatsby's root gives each navigation new context values
 * (its page data, the router's base and location), and React marks every boundary that has not
 * hydrated below them, the layout's footer included, which stays from page to page. So a part
 * that has not hydrated when the location changes is not updated but replaced: its boundary
 * takes a new key and renders anew, as a part of a page reached in the browser does. React
 * deletes a boundary it has not hydrated without complaint, where it answers an update with
 * error 421 and a client render of its own (a link in the header clicked before the footer was
 * seen, a sign-up that goes on to /profile, Back).
 */
import { useLocationContext } from '@gatsbyjs/reach-router';
import { Suspense, useEffect, useInsertionEffect, useRef, useState, type ReactNode } from 'react';
import { hydratingFirstPage } from '../../lib/first-page';

/** How far outside the viewport a part starts hydrating (a fast flick should find it ready). */
const MARGIN = '100% 0px';
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
  /** the content has hydrated */
  hydrated: boolean;
  /** buttons clicked before the part hydrated */
  held: HTMLElement[];
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
    hydrated: false,
    held: [],
  };
  return gate;
}

/** Closed gates by their element; one listener per event on the document serves them all. */
const waiting = new Map<Element, Gate>();
/** Gates whose content has not hydrated yet, open or not: where a click may have to be held. */
const unhydrated = new Map<Element, Gate>();
let listening = false;

function holdClick(gate: Gate, target: Element) {
  const button = target.closest<HTMLElement>('button[type="button"]');
  if (!button || button.closest('a[href]')) return;
  // A shopper who saw nothing happen may press again: the button is pressed once, as they meant.
  if (!gate.held.includes(button)) gate.held.push(button);
}

/**
 * Whether a click is being dispatched right now (the event a listener is running for, which the
 * browser keeps in `window.event`): React hydrates a part synchronously for a click whose part's
 * code is there, and hands that click to the part itself. Asked of the event, not of a timer: a
 * part whose code arrived between a click and a timer's task would take the click for one React
 * had handled, and drop it.
 */
const inClickDispatch = () => window.event?.type === 'click';

function onEarlyEvent(event: Event) {
  if (!(event.target instanceof Element)) return;
  for (const [element, gate] of unhydrated) {
    if (!element.contains(event.target)) continue;
    if (event.type === 'click') holdClick(gate, event.target);
    if (waiting.delete(element)) gate.release();
  }
}

/** Every part still waiting hydrates: the page's location is about to change (Back, a #fragment link). */
function releaseAll() {
  for (const gate of waiting.values()) gate.release();
  waiting.clear();
}

function listen() {
  for (const type of EVENTS) document.addEventListener(type, onEarlyEvent, { capture: true, passive: true });
  // Before the router's own listener, which renders the new location a frame later: a part whose
  // code is there hydrates in between and keeps its server HTML (Back to a #fragment of the same
  // page); one that has not hydrated by then is rendered anew (usePart).
  window.addEventListener('popstate', releaseAll, { capture: true });
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return <>{children}</>;
}

/**
 * After the content, in the same boundary: marks the part hydrated in the commit itself (an
 * insertion effect: synchronous within the commit, where a passive effect may run a task later,
 * after React has handed a click to the part already; and nothing on the server). A click React
 * was dispatching when it hydrated the part (synchronously, for that click) reaches the part from
 * React; clicks held before are given to their buttons now.
 */
function Hydrated({ gate, element }: { gate: Gate; element: { current: Element | null } }) {
  useInsertionEffect(() => {
    gate.hydrated = true;
    if (element.current) unhydrated.delete(element.current);
    const held = gate.held.splice(0);
    if (inClickDispatch()) return;
    setTimeout(() => {
      for (const button of held) if (button.isConnected) button.click();
    }, 0);
  }, [gate, element]);
  return null;
}

/** The part's gate, the location it was made at, and the key of the boundary it opens. */
interface Part {
  gate: Gate;
  location: unknown;
  generation: number;
}

/**
 * The part as it stands at the router's current location: a part that has not hydrated when the
 * location changes gets a new, open gate and a new boundary (see the top of this file). A part that
 * has hydrated keeps its boundary: its content is live and takes the new location as any other.
 * The router makes a location object per navigation; outside a router (a unit test) there is none.
 */
function usePart(): Part {
  const location = useLocationContext()?.location;
  const [part, setPart] = useState<Part>(() => ({ gate: makeGate(!hydratingFirstPage()), location, generation: 0 }));
  if (part.location === location) return part;
  // Stored while rendering, as React documents for state that follows a changed input: React
  // renders this component again at once, before its children.
  const next = part.gate.hydrated
    ? { ...part, location }
    : { gate: makeGate(true), location, generation: part.generation + 1 };
  setPart(next);
  return next;
}

export function WhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const { gate, generation } = usePart();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (gate.open || !element) return undefined;
    // A browser without IntersectionObserver cannot tell when a block is near: it hydrates them all at once.
    if (typeof IntersectionObserver === 'undefined') {
      gate.release();
      return undefined;
    }
    if (!listening) {
      listening = true;
      listen();
    }
    waiting.set(element, gate);
    if (!gate.hydrated) unhydrated.set(element, gate);
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
      unhydrated.delete(element);
    };
  }, [gate]);
  return (
    <div ref={ref} className={className}>
      <Suspense key={generation} fallback={null}>
        <Gated gate={gate}>{children}</Gated>
        <Hydrated gate={gate} element={ref} />
      </Suspense>
    </div>
  );
}
