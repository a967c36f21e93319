/**
 * Which recovery drafts belong to another window that is still open. A draft is the unsaved work of the
 * window that made it (keyed by its open document's key); another tab or desktop window of the same
 * Muster must not be offered it as a leftover, restore it, or write over it. Windows of one Muster share
 * an origin, so they ask each other over a BroadcastChannel: "who holds these drafts?"; a window answers
 * with the key of the document it has open. A window that has closed does not answer, and its draft is
 * then a leftover to recover.
 */
const CHANNEL = 'muster-drafts';
/** Long enough for a busy window to answer, short enough not to be seen. */
const ANSWER_WAIT_MS = 300;

type Message = { ask: string; keys: string[] } | { answer: string; key: string };

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
let ownKey: () => string | undefined = () => undefined;

channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  const message = event.data;
  if (!('ask' in message)) return;
  const key = ownKey();
  if (key !== undefined && message.keys.includes(key)) channel.postMessage({ answer: message.ask, key } satisfies Message);
});

/** This window answers for the draft of the document it has open (the workspace says which). */
export function answerForDraftOf(key: () => string | undefined): void {
  ownKey = key;
}

/** The keys among `keys` whose drafts another open window holds. */
export async function draftsHeldElsewhere(keys: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  if (!channel || keys.length === 0) return held;
  const ask = crypto.randomUUID();
  const listen = (event: MessageEvent<Message>) => {
    const message = event.data;
    if ('answer' in message && message.answer === ask) held.add(message.key);
  };
  channel.addEventListener('message', listen);
  channel.postMessage({ ask, keys: [...keys] } satisfies Message);
  await new Promise((resolve) => setTimeout(resolve, ANSWER_WAIT_MS));
  channel.removeEventListener('message', listen);
  return held;
}
