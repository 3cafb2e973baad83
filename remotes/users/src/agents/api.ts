import { api } from '@console/client';
import type { Agent, AgentAddInput, AgentEditInput, AgentLog, Page, UplineCandidate } from '@console/contracts';
import { defineList, useMutationWithToast } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const agentKeys = {
  list: ['agent/list'] as const,
  logs: ['agentBackendLog'] as const,
  candidates: ['account/change/upLine/init'] as const,
};

/** The agents list: its filters and its page query, which the route also fetches ahead of the page. */
export const agentsList = defineList({
  key: 'agents',
  defaults: { account: '', name: '', userAccountId: '', isSales: '', domainUrl: '', startTime: '', endTime: '' },
  options: { numeric: ['userAccountId', 'isSales'] },
  query: (query) => ({
    queryKey: [...agentKeys.list, query],
    queryFn: ({ signal }) => api.post<Page<Agent>>('agent/list', query, { signal }),
  }),
});

export function useAgents(query: Record<string, string | number>) {
  return useQuery({ ...agentsList.query(query), placeholderData: keepPreviousData });
}

export function useAddAgent() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: AgentAddInput) => api.post<Agent>('agent/add', body),
    successMessage: (agent) => t('agents.toast.added', { account: agent.account }),
    invalidate: [agentKeys.list],
  });
}

export function useEditAgent() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: AgentEditInput) => api.post<Agent>('agent/edit', body),
    successMessage: (agent) => t('agents.toast.edited', { account: agent.account }),
    invalidate: [agentKeys.list],
  });
}

/** Agent users matching `keyword` (id, e-mail, mobile, invitation code), for linking an agent account. */
export function useAgentUserSearch(keyword: string) {
  return useQuery({
    queryKey: [...agentKeys.candidates, 'search', keyword],
    queryFn: ({ signal }) => api.get<UplineCandidate[]>('account/change/upLine/init', { keyword, limit: 8 }, { signal }),
    enabled: keyword.trim().length > 0,
    staleTime: 30_000,
  });
}

/** The agent logs list: its filters and its page query, which the route also fetches ahead of the page. */
export const agentLogsList = defineList({
  key: 'agentLogs',
  defaults: { opName: '', logName: '', apiType: '', startTime: '', endTime: '', agentType: '', apiUrl: '', loginIp: '' },
  options: { numeric: ['agentType'] },
  query: (query) => ({
    queryKey: [...agentKeys.logs, query],
    queryFn: ({ signal }) => api.post<Page<AgentLog>>('agentBackendLog', query, { signal }),
  }),
});

export function useAgentLogs(query: Record<string, string | number>) {
  return useQuery({ ...agentLogsList.query(query), placeholderData: keepPreviousData });
}
