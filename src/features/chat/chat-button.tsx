/**
 * The chat on every page (app/layout.tsx): all a page loads first is this, a few dozen bytes. When
 * the browser is idle after hydration, the launcher's chunk (the round button and its texts) comes;
 * pressing it loads the chat itself (docs/storefront.md, Chat). The button is fixed in place, so its
 * late arrival shifts nothing.
 */
import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { lazyPart } from '../../lib/lazy-part';

const ChatLauncher = lazyPart(() => import('./chat-launcher').then((module) => module.ChatLauncher));

export function ChatButton() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  ) : null;
}
