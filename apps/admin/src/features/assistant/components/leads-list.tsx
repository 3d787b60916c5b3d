import type { AgentLead } from '@bar/client/endpoints/assistant';
import { useTranslation } from 'react-i18next';
import { useAgentLeads } from '../api/use-agent-activity';

const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** The leads as CSV (one header row, every cell quoted). */
export const leadsCsv = (leads: AgentLead[]) =>
  [
    ['name', 'email', 'locale', 'createdAt'],
    ...leads.map((lead) => [lead.name, lead.email, lead.locale, lead.createdAt]),
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');

/** The chat's leads (ai_contacts), newest first, with a CSV export. */
export function LeadsList({ agentId }: { agentId: string }) {
  const { t } = useTranslation('admin');
  const leads = useAgentLeads(agentId);
  const rows = leads.data?.leads ?? [];
  const download = () => {
    const url = URL.createObjectURL(new Blob([leadsCsv(rows)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'leads.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="agent-leads">
      <h3 id="agent-leads">{t('aiAgent.leads.title')}</h3>
      <button type="button" onClick={download} disabled={!rows.length}>
        {t('aiAgent.leads.csv')}
      </button>
      {leads.isPending ? (
        <p>{t('aiAgent.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('aiAgent.leads.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('aiAgent.leads.name')}</th>
              <th scope="col">{t('aiAgent.leads.email')}</th>
              <th scope="col">{t('aiAgent.leads.date')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id}>
                <td>{lead.name}</td>
                <td>{lead.email}</td>
                <td>{lead.createdAt.slice(0, 16).replace('T', ' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
