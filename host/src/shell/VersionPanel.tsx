import { Badge, Box, Button, CloseButton, Drawer, Field, HStack, Input, Portal, Stack, Table, Text } from '../chakra';
import { api } from '@console/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLayers } from 'react-icons/lu';
import type { ManifestRemote } from '../manifest/manifest';
import { useManifest } from '../manifest/ManifestContext';
import { activeOverride, isOverrideUrl, writeOverride } from '../areas/overrides';
import { IDLE, type RemoteState, useRemoteStatuses } from '../areas/remoteStatus';

const STATE_COLOURS: Record<RemoteState, string> = { idle: 'gray', loading: 'blue', loaded: 'green', failed: 'red' };

export function useApplicationVersion() {
  return useQuery({
    queryKey: ['application', 'version'],
    queryFn: ({ signal }) => api.get<{ version: string }>('application/version', undefined, { signal, silent: true, persistent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function OverrideControl({ remote }: { remote: ManifestRemote }) {
  const { t } = useTranslation('host');
  const current = activeOverride(remote.name, false);
  const [value, setValue] = useState(current ?? '');
  const invalid = value !== '' && !isOverrideUrl(value);
  const apply = (url: string | null) => {
    writeOverride(remote.name, url);
    // A loaded remote cannot be swapped in place: its modules already run on the page.
    window.location.reload();
  };
  return (
    <Stack gap="2" mt="2">
      <Field.Root invalid={invalid}>
        <Field.Label textStyle="xs">{t('versions.override')}</Field.Label>
        <Input
          size="sm"
          value={value}
          placeholder="http://localhost:3101/"
          onChange={(event) => setValue(event.target.value.trim())}
          aria-label={`${t('versions.override')} (${remote.name})`}
        />
        {invalid ? (
          <Field.ErrorText>{t('versions.overrideInvalid')}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('versions.overrideHint')}</Field.HelperText>
        )}
      </Field.Root>
      <HStack gap="2">
        <Button size="xs" disabled={value === '' || invalid || value === current} onClick={() => apply(value)}>
          {t('versions.apply')}
        </Button>
        {current ? (
          <Button size="xs" variant="outline" onClick={() => apply(null)}>
            {t('versions.remove')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** Which version of each area runs: pinned by the environment, loaded in this page, and a development override. */
export function VersionPanel({ overrideRefused }: { overrideRefused: boolean }) {
  const { t } = useTranslation('host');
  const { manifest, error } = useManifest();
  const statuses = useRemoteStatuses();
  const [open, setOpen] = useState(false);
  const version = useApplicationVersion();
  return (
    <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} size="md">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="ghost" data-testid="version-panel-button" aria-label={t('versions.button')}>
          <LuLayers />
          <Text as="span" hideBelow="lg">
            {t('versions.button')}
          </Text>
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="version-panel">
            <Drawer.Header>
              <Drawer.Title>{t('versions.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Box textStyle="sm">
                  <Text>
                    {t('versions.environment')}: <strong>{manifest.environment}</strong>
                  </Text>
                  {manifest.hostVersion ? (
                    <Text>
                      {t('versions.console')}: <strong>{manifest.hostVersion}</strong>
                    </Text>
                  ) : null}
                  {version.data ? (
                    <Text>
                      {t('versions.api')}: <strong>{version.data.version}</strong>
                    </Text>
                  ) : null}
                </Box>
                {error ? (
                  <Text color="fg.error" textStyle="sm" role="alert">
                    {t('versions.manifestError', { error })}
                  </Text>
                ) : null}
                {manifest.production ? (
                  <Text color="fg.muted" textStyle="sm" data-testid="override-refused">
                    {overrideRefused ? t('versions.overrideRefused') : t('versions.productionRefuses')}
                  </Text>
                ) : null}
                {manifest.remotes.length === 0 ? <Text textStyle="sm">{t('versions.empty')}</Text> : null}
                {manifest.remotes.length > 0 ? (
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('versions.area')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('versions.pinned')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('versions.loaded')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('versions.status')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {manifest.remotes.map((remote) => {
                        const status = statuses[remote.name] ?? IDLE;
                        const override = activeOverride(remote.name, manifest.production);
                        return (
                          <Table.Row key={remote.name} data-testid={`remote-version-${remote.name}`} data-state={status.state}>
                            <Table.Cell verticalAlign="top">
                              <Text fontWeight="medium">{remote.name}</Text>
                              {remote.error ? (
                                <Text color="fg.error" textStyle="xs">
                                  {t('versions.releaseError', { error: remote.error })}
                                </Text>
                              ) : null}
                              {override ? (
                                <Text color="orange.fg" textStyle="xs" data-testid="override-active">
                                  {t('versions.overrideActive', { url: override })}
                                </Text>
                              ) : null}
                              {manifest.production ? null : <OverrideControl remote={remote} />}
                            </Table.Cell>
                            <Table.Cell verticalAlign="top" data-testid="pinned-version">
                              {remote.version}
                            </Table.Cell>
                            <Table.Cell verticalAlign="top" data-testid="loaded-version">
                              {status.loadedVersion ?? t('versions.notLoaded')}
                            </Table.Cell>
                            <Table.Cell verticalAlign="top">
                              <Badge colorPalette={STATE_COLOURS[status.state]} variant="subtle" title={status.error ?? undefined}>
                                {t(`versions.state.${status.state}`)}
                              </Badge>
                            </Table.Cell>
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
