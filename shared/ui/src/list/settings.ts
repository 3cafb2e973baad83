import { api } from '@console/client';
import type { Density, ListColumnSetting, ListKey, ListSettings, SavedView, SavedViewInput } from '@console/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const settingsKey = (key: ListKey) => ['lists', key, 'settings'] as const;

/**
 * The admin's columns, density and saved views of a list, kept on the server so they follow the admin to any
 * browser. Read once per list and session (they change only from this screen); a failure leaves the list
 * as it is by default, without a toast.
 */
export function useListSettings(key: ListKey) {
  return useQuery(listSettingsQuery(key));
}

/** The query of a list's settings (also fetched ahead, with the list's first page, by the route's prefetch). */
export function listSettingsQuery(key: ListKey) {
  return {
    queryKey: settingsKey(key),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ListSettings>(`lists/${key}/settings`, undefined, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/** Stores the columns or the density; the list shows the change at once and keeps it if the server refuses. */
export function useSaveListSettings(key: ListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { columns?: ListColumnSetting[] | null; density?: Density }) =>
      api.put<ListSettings>(`lists/${key}/settings`, input),
    onMutate: (input) => {
      queryClient.setQueryData<ListSettings>(settingsKey(key), (current) => ({
        columns: input.columns === undefined ? (current?.columns ?? null) : input.columns,
        density: input.density ?? current?.density ?? null,
        views: current?.views ?? [],
      }));
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(key), saved),
  });
}

export function useSaveView(key: ListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedViewInput) => api.post<SavedView>(`lists/${key}/views`, input),
    onSuccess: (view) =>
      queryClient.setQueryData<ListSettings>(settingsKey(key), (current) => ({
        columns: current?.columns ?? null,
        density: current?.density ?? null,
        views: [...(current?.views ?? []).filter((v) => v.id !== view.id && v.name !== view.name), view].sort((a, b) =>
          a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
        ),
      })),
  });
}

export function useDeleteView(key: ListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`lists/${key}/views/${id}`),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<ListSettings>(settingsKey(key), (current) =>
        current ? { ...current, views: current.views.filter((v) => v.id !== id) } : current,
      ),
  });
}
