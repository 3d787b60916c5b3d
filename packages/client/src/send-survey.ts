import type { SurveyInput } from '@bar/domain/surveys/schema';
import { apiClient, type ApiClient } from './api-client';

export type { SurveyInput } from '@bar/domain/surveys/schema';

/**
 * POST /api/surveys — the kiosk's answers. A 400 carries a translated message (x-locale); the
 * kiosk posts without a token (the survey is anonymous).
 */
export async function sendSurvey(
  input: SurveyInput,
  client: ApiClient = apiClient,
): Promise<{ ok: true; id: string }> {
  return client.request<{ ok: true; id: string }>('/api/surveys', {
    method: 'POST',
    body: input,
    token: null,
    locale: input.locale,
  });
}
