import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import {
  type FuturesSettlementSettings,
  type FuturesSettlementSettingsForm,
  futuresSettlementSettingsForm,
} from '@console/contracts/schemas/trading-settings';
import { DateText, errorMessage, NumberField, useUiTranslation, zodFormResolver } from '@console/ui';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useFuturesSettings, useSaveSettlementSettings } from './api';

type FormOut = z.output<typeof futuresSettlementSettingsForm>;

const toValues = (s: FuturesSettlementSettings): FuturesSettlementSettingsForm => ({
  taxRatio: s.taxRatio,
  rebateRatio: s.rebateRatio,
  closeStalenessSeconds: String(s.closeStalenessSeconds),
});

/**
 * What settlement uses: the tax on winnings, the rebate on losing stakes, and how old a round's closing price
 * may be before the round is voided and refunded. A save applies to orders placed and rounds opened after it
 * (placed orders keep their ratios, a running round its limit), which the fields' hints say. An admin
 * without futureSettings.edit reads the values, disabled.
 */
export function SettlementTab() {
  const { t } = useAreaTranslation();
  const { t: uiT } = useUiTranslation();
  const canEdit = useCan('futureSettings.edit');
  const settings = useFuturesSettings();
  const save = useSaveSettlementSettings();
  const saved = settings.data?.settlement;
  const values = useMemo(() => (saved ? toValues(saved) : undefined), [saved]);
  const form = useForm<FuturesSettlementSettingsForm, unknown, FormOut>({
    resolver: zodFormResolver(futuresSettlementSettingsForm, uiT, {
      taxRatio: t('futuresSettings.validation.ratio'),
      rebateRatio: t('futuresSettings.validation.ratio'),
    }),
    mode: 'onTouched',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved values change
  useEffect(() => {
    if (values) form.reset(values);
  }, [values]);
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
    } catch (error) {
      // The client has already shown the API's message; a field the API names is marked on the form.
      const fields = (error as { fields?: unknown } | null)?.fields;
      if (!Array.isArray(fields)) return;
      for (const field of fields as { path?: unknown; message?: string }[]) {
        if (typeof field?.path !== 'string') continue;
        const name = field.path.replace(/^settlement\./, '') as Path<FuturesSettlementSettingsForm>;
        form.setError(name, { type: 'server', message: field.message });
      }
    }
  });
  const { isDirty, isSubmitting } = form.formState;
  const title = t('futuresSettings.settlement.title');

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Box as="section" bg="bg.surface" borderWidth="1px" borderColor="border.surface" rounded="md" p="5" maxW="3xl">
          <Stack gap="1" mb="4">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('futuresSettings.settlement.description')}
            </Text>
          </Stack>
          {settings.error ? (
            <Stack role="alert" gap="2" align="flex-start">
              <Text fontWeight="medium">{t('futuresSettings.loadError')}</Text>
              <Text textStyle="sm" color="fg.muted">
                {errorMessage(settings.error) ?? t('futuresSettings.loadErrorHint')}
              </Text>
              <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
                {t('futuresSettings.retry')}
              </Button>
            </Stack>
          ) : settings.isLoading || !saved ? (
            <Stack gap="3" aria-busy="true" aria-label={t('futuresSettings.loading')}>
              <Skeleton height="6" />
              <Skeleton height="6" />
              <Skeleton height="6" />
            </Stack>
          ) : (
            <>
              <Stack gap="5">
                <NumberField
                  name="taxRatio"
                  disabled={!canEdit}
                  required
                  label={t('futuresSettings.settlement.taxRatio')}
                  helperText={t('futuresSettings.settlement.taxRatioHint')}
                />
                <NumberField
                  name="rebateRatio"
                  disabled={!canEdit}
                  required
                  label={t('futuresSettings.settlement.rebateRatio')}
                  helperText={t('futuresSettings.settlement.rebateRatioHint')}
                />
                <NumberField
                  name="closeStalenessSeconds"
                  integer
                  disabled={!canEdit}
                  required
                  label={t('futuresSettings.settlement.closeStalenessSeconds')}
                  helperText={t('futuresSettings.settlement.closeStalenessSecondsHint')}
                />
              </Stack>
              <Flex
                mt="5"
                pt="4"
                borderTopWidth="1px"
                borderColor="border.surface"
                justify="space-between"
                align="center"
                gap="3"
                wrap="wrap"
              >
                <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                  {saved.updateDate ? (
                    <>
                      {`${t('futuresSettings.updated')} `}
                      <DateText value={saved.updateDate} />
                      {` · ${saved.updatedBy ?? t('futuresSettings.updatedByNobody')}`}
                    </>
                  ) : (
                    t('futuresSettings.neverSaved')
                  )}
                </Text>
                {canEdit ? (
                  <HStack gap="2">
                    <Button variant="outline" size="sm" onClick={() => form.reset(values)} disabled={!isDirty || isSubmitting}>
                      {t('futuresSettings.action.reset')}
                    </Button>
                    <Button type="submit" colorPalette="brand" size="sm" loading={isSubmitting} disabled={!isDirty}>
                      {t('futuresSettings.action.save')}
                    </Button>
                  </HStack>
                ) : (
                  <Text textStyle="xs" color="fg.muted">
                    {t('futuresSettings.readOnly')}
                  </Text>
                )}
              </Flex>
            </>
          )}
        </Box>
      </form>
    </FormProvider>
  );
}
