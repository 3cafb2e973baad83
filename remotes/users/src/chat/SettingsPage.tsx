import { Box, Button, DataList, Skeleton, Stack, Text } from '@chakra-ui/react';
import { chatSettingsEdit } from '@console/contracts';
import {
  Can,
  DateText,
  EmptyState,
  errorMessage,
  FieldRow,
  FormDialog,
  NumberField,
  OptionBadge,
  PageHeader,
  SelectField,
  SwitchField,
  TextField,
  useOptions,
} from '@console/ui';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useChatSettings, useEditChatSettings } from './api';

/** How the customer-service chat is offered to end users. */
export default function ChatSettingsPage() {
  const { t } = useAreaTranslation();
  const settings = useChatSettings();
  const edit = useEditChatSettings();
  const options = useOptions();
  const [editing, setEditing] = useState(false);
  const data = settings.data;

  return (
    <>
      <PageHeader
        title={t('routes.chatSettings')}
        description={t('chat.settings.description')}
        actions={
          <Can permission="chatSettings.edit">
            <Button colorPalette="brand" size="sm" onClick={() => setEditing(true)} disabled={!data}>
              <LuPencil /> {t('chat.settings.edit')}
            </Button>
          </Can>
        }
      />
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5" maxW="3xl">
        {settings.isPending ? (
          <Stack gap="3">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} h="6" />
            ))}
          </Stack>
        ) : settings.isError || !data ? (
          <EmptyState
            title={t('chat.settings.error')}
            description={errorMessage(settings.error)}
            action={
              <Button size="sm" onClick={() => settings.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <DataList.Root orientation="horizontal" divideY="1px" aria-label={t('routes.chatSettings')}>
            <DataList.Item pt="3">
              <DataList.ItemLabel minW="48">{t('chat.settings.serviceType')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <OptionBadge name="chatServiceType" value={data.serviceType} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="3">
              <DataList.ItemLabel minW="48">{t('chat.settings.url')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{data.url ?? <Text color="fg.subtle">—</Text>}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="3">
              <DataList.ItemLabel minW="48">{t('chat.settings.messageLimit')}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums">
                {t('chat.settings.characters', { count: data.messageLimit })}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="3">
              <DataList.ItemLabel minW="48">{t('chat.settings.historyLoadingLimit')}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums">
                {t('chat.settings.messages', { count: data.historyLoadingLimit })}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="3">
              <DataList.ItemLabel minW="48">{t('chat.settings.active')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Text color={data.active ? 'green.fg' : 'fg.muted'} fontWeight="medium">
                  {data.active ? t('chat.settings.on') : t('chat.settings.off')}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item pt="3">
              <DataList.ItemLabel minW="48">{t('chat.settings.updated')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DateText value={data.updateDate} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Box>

      {data ? (
        <FormDialog
          open={editing}
          onClose={() => setEditing(false)}
          title={t('chat.settings.editTitle')}
          schema={chatSettingsEdit}
          defaultValues={{
            serviceType: String(data.serviceType),
            url: data.url ?? '',
            messageLimit: String(data.messageLimit),
            historyLoadingLimit: String(data.historyLoadingLimit),
            active: data.active,
          }}
          fieldMessages={{ url: t('chat.settings.urlRule') }}
          onSubmit={(values) => edit.mutateAsync(values)}
        >
          {(form) => (
            <>
              <SelectField name="serviceType" label={t('chat.settings.serviceType')} required options={options.list('chatServiceType')} />
              {String(form.watch('serviceType')) === '2' ? (
                <TextField
                  name="url"
                  label={t('chat.settings.url')}
                  required
                  placeholder="https://support.example.com/chat"
                  helperText={t('chat.settings.urlHelp')}
                />
              ) : null}
              <FieldRow>
                <NumberField
                  name="messageLimit"
                  label={t('chat.settings.messageLimit')}
                  required
                  integer
                  helperText={t('chat.settings.messageLimitHelp')}
                />
                <NumberField
                  name="historyLoadingLimit"
                  label={t('chat.settings.historyLoadingLimit')}
                  required
                  integer
                  helperText={t('chat.settings.historyLoadingLimitHelp')}
                />
              </FieldRow>
              <SwitchField name="active" label={t('chat.settings.active')} helperText={t('chat.settings.activeHelp')} />
            </>
          )}
        </FormDialog>
      ) : null}
    </>
  );
}
