import { useCallback, useEffect, useRef, useState } from 'react';
import { getMessageImages, getTicketDetails, listTickets } from '../../lib/support/api.ts';
import type { Ticket, TicketMessage } from '../../lib/support/schema.ts';
import type { ApiError } from '../../lib/api/errors.ts';
import { loadFailure } from '../../lib/api/load-failure.ts';

/** New replies are looked for this often while a ticket is open and the tab is visible. */
const POLL_MS = 10_000;

export type ListLoad = { kind: 'loading' } | { kind: 'error'; error: ApiError } | { kind: 'ready'; tickets: Ticket[] };
export type Thread = { ticketId: number; messages: TicketMessage[]; ticket: Ticket | null };
export type ImageState = Record<number, string[] | 'error'>;

/**
 * The desk's data: the ticket list, the chosen ticket's thread and its messages' pictures, kept fresh
 * by polling while a ticket is open and the tab is visible.
 */
export function useTickets() {
  const [list, setList] = useState<ListLoad>({ kind: 'loading' });
  const [selected, setSelected] = useState<number | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [threadError, setThreadError] = useState<ApiError | null>(null);
  const [images, setImages] = useState<ImageState>({});
  const selectedRef = useRef<number | null>(null);
  selectedRef.current = selected;

  const refreshList = useCallback(async (quiet = false) => {
    if (!quiet) setList({ kind: 'loading' });
    try {
      const tickets = await listTickets();
      setList({ kind: 'ready', tickets });
    } catch (error) {
      // A refresh in the background keeps the list as it is.
      const failure = loadFailure(error);
      if (failure && !quiet) setList({ kind: 'error', error: failure });
    }
  }, []);

  const refreshThread = useCallback(async (ticketId: number, quiet = false) => {
    if (!quiet) setThreadError(null);
    try {
      const answer = await getTicketDetails(ticketId);
      if (selectedRef.current !== ticketId) return;
      setThread({ ticketId, messages: answer.data, ticket: answer.ticket ?? null });
      setThreadError(null);
    } catch (error) {
      const failure = loadFailure(error);
      if (failure && !quiet && selectedRef.current === ticketId) setThreadError(failure);
    }
  }, []);

  useEffect(() => {
    void refreshList();
  }, [refreshList]);

  useEffect(() => {
    if (selected === null) return;
    void refreshThread(selected);
  }, [selected, refreshThread]);

  // Polling: every POLL_MS while a ticket is open; stopped while the tab is hidden, resumed (with an
  // immediate look) when it is visible again.
  useEffect(() => {
    if (selected === null) return;
    let timer: number | undefined;
    const tick = () => {
      void refreshThread(selected, true);
      void refreshList(true);
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = window.setInterval(tick, POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tick();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [selected, refreshThread, refreshList]);

  // Pictures of messages that have them, fetched once per message.
  useEffect(() => {
    if (!thread) return;
    for (const message of thread.messages) {
      if (!message.image || images[message.id] !== undefined) continue;
      setImages((current) => ({ ...current, [message.id]: [] }));
      getMessageImages(message.id)
        .then((names) => setImages((current) => ({ ...current, [message.id]: names })))
        .catch(() => setImages((current) => ({ ...current, [message.id]: 'error' })));
    }
  }, [thread, images]);

  /** Shows another ticket: its thread loads (and is polled) from now on. */
  const select = (id: number) => {
    if (id === selected) return;
    setThread(null);
    setThreadError(null);
    setSelected(id);
  };

  return { list, selected, thread, threadError, images, refreshList, refreshThread, select };
}
