import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** What a push service answered: sent, gone for good (404/410: drop the subscription), or failed. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; reason: string }
  /** the subscription's keys cannot encrypt (not a P-256 point): no attempt will ever succeed */
  | { kind: 'unusable'; reason: string };

/** How long a push service may keep an undelivered message for an offline browser. */
const TTL_SECONDS = 3 * 24 * 3600;

/**
 * Sends one Web Push message (RFC 8030), its payload encrypted for the subscription (RFC 8291,
 * aes128gcm) and the request signed with the shop's VAPID key (RFC 8292): web-push builds the
 * request, fetch sends it (with a time limit). `topic` lets the push service replace a message
 * still waiting for the browser instead of queueing a second one.
 */
export async function sendPush(
  keys: VapidKeys,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: object,
  topic: string,
): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        topic,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    return { kind: 'unusable', reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      // fetch measures the body itself
      headers: Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      ),
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    if (response.ok) return { kind: 'sent' };
    return { kind: 'failed', reason: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
