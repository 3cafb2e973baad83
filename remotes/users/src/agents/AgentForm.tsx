import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { type Agent, agentAdd, agentEdit } from '@console/contracts';
import { FieldRow, FormDrawer, NumberField, PasswordField, SwitchField, TextField } from '@console/ui';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAreaTranslation } from '../i18n';
import { useAddAgent, useAgentUserSearch, useEditAgent } from './api';

/** Looks agent users up by id, e-mail, mobile or invitation code and puts the chosen one's id in the form. */
function LinkedUserSearch() {
  const { t } = useAreaTranslation();
  const form = useFormContext();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const found = useAgentUserSearch(keyword);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label htmlFor={id}>{t('agents.field.findUser')}</Field.Label>
        <Input
          id={id}
          size="sm"
          value={keyword}
          autoComplete="off"
          placeholder={t('agents.field.findUserPlaceholder')}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
      </Field.Root>
      {keyword.trim() && found.data ? (
        found.data.length ? (
          <Flex gap="2" wrap="wrap" role="list" aria-label={t('agents.field.foundUsers')}>
            {found.data.map((u) => (
              <Button
                key={u.id}
                role="listitem"
                size="xs"
                variant="outline"
                onClick={() => form.setValue('userAccountId', String(u.id), { shouldValidate: true, shouldDirty: true })}
              >
                #{u.id} {u.email ?? u.mobileNumber ?? u.invitationCode}
              </Button>
            ))}
          </Flex>
        ) : (
          <Text textStyle="xs" color="fg.muted">
            {t('agents.field.noUserFound')}
          </Text>
        )
      ) : null}
    </Stack>
  );
}

function formValuesOf(agent: Agent | null) {
  return agent
    ? {
        id: agent.id,
        account: agent.account,
        name: agent.name ?? '',
        password: '',
        userAccountId: String(agent.userAccountId),
        domainUrl: agent.domainUrl ?? '',
        isSales: agent.isSales,
      }
    : { account: '', name: '', password: '', userAccountId: '', domainUrl: '', isSales: 0 };
}

/** Adds an agent (`agent` null) or edits one; the password is only ever sent, never shown. */
export function AgentForm({ open, agent, onClose }: { open: boolean; agent: Agent | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const add = useAddAgent();
  const edit = useEditAgent();
  const messages = {
    account: t('agents.validation.account'),
    password: t('agents.validation.password'),
    domainUrl: t('agents.validation.domainUrl'),
  };
  const fields = (
    <>
      <FieldRow>
        <TextField name="account" label={t('agents.field.account')} required />
        <TextField name="name" label={t('agents.field.name')} />
      </FieldRow>
      <PasswordField
        name="password"
        label={agent ? t('agents.field.newPassword') : t('agents.field.password')}
        required={!agent}
        helperText={agent ? t('agents.field.passwordKeep') : t('agents.field.passwordRule')}
      />
      <LinkedUserSearch />
      <NumberField
        name="userAccountId"
        label={t('agents.field.userAccountId')}
        required
        integer
        helperText={t('agents.field.userAccountIdHint')}
      />
      <TextField name="domainUrl" label={t('agents.field.domainUrl')} placeholder="https://partner.example.com" />
      <SwitchField name="isSales" label={t('agents.field.isSales')} numeric helperText={t('agents.field.isSalesHint')} />
    </>
  );
  return agent ? (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('agents.form.editTitle', { account: agent.account })}
      submitLabel={t('agents.form.save')}
      schema={agentEdit}
      defaultValues={formValuesOf(agent) as never}
      fieldMessages={messages}
      onSubmit={(values) => edit.mutateAsync(values)}
    >
      {fields}
    </FormDrawer>
  ) : (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('agents.form.addTitle')}
      submitLabel={t('agents.form.add')}
      schema={agentAdd}
      defaultValues={formValuesOf(null) as never}
      fieldMessages={messages}
      onSubmit={(values) => add.mutateAsync(values)}
    >
      {fields}
    </FormDrawer>
  );
}
