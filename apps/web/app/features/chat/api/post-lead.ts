/** POST /api/leads: the chat's lead form; true when stored. */
export async function postLead(lead: {
  name: string;
  email: string;
  consent: true;
  locale: string;
}): Promise<boolean> {
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': lead.locale },
      body: JSON.stringify(lead),
    });
    return response.ok;
  } catch {
    return false;
  }
}
