import { createChatLead } from '@bar/client/endpoints/assistant';
import type { ChatLeadInput } from '@bar/domain/assistant/wire';

/** POST /api/leads: the chat's lead form; true when stored. */
export async function postLead(lead: ChatLeadInput): Promise<boolean> {
  try {
    await createChatLead({ body: lead }, { locale: lead.locale });
    return true;
  } catch {
    return false;
  }
}
