import { apiClient } from '@/lib/api-client';

export const analyticsEventsPath = '/api/v2/events';

/**
 * `POST /api/v2/events` {name, properties} (docs/product/shell.md#analytics-events): an analytics event of the
 * signed-in customer. Its answer is not read and a failure is not the user's concern: it is dropped.
 */
export async function sendAnalyticsEvent(name: string, properties: Record<string, unknown> = {}): Promise<void> {
  try {
    await apiClient.post(analyticsEventsPath, { name, properties });
  } catch {
    // Analytics never interrupt the user.
  }
}
