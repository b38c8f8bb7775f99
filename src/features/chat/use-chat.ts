/** The chat's connection while the widget is mounted, and the view it keeps; shown and in front, the operator's messages count as read. */
import { useEffect, useRef, useState } from 'react';
import { API_URL } from '../../lib/api/api-url';
import { useLng } from '../../lib/lng-context';
import { ChatConnection, socketUrl, type ChatView } from './chat-connection';

export function useChat(open: boolean): [ChatView | null, ChatConnection | null] {
  const lng = useLng();
  const [view, setView] = useState<ChatView | null>(null);
  const connection = useRef<ChatConnection | null>(null);
  useEffect(() => {
    const chat = new ChatConnection(socketUrl(API_URL, '/chat/v1/socket'), lng, setView);
    connection.current = chat;
    setView(chat.current());
    chat.start();
    return () => chat.stop();
  }, [lng]);
  // Shown and in front: the operator's messages count as read.
  useEffect(() => {
    const chat = connection.current;
    if (!open || !chat || !view) return undefined;
    const mark = () => document.visibilityState === 'visible' && chat.read();
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [open, view]);
  return [view, connection.current];
}
