import { Text } from '@chakra-ui/react';
import type { RiskSetting } from '@console/contracts/schemas/trading-risk';
import { FormDialog, TextareaField, useOptions } from '@console/ui';
import { z } from 'zod';
import { useAreaTranslation } from '../i18n';
import { useRearmGuard } from './api';

const rearmForm = z.object({ reason: z.string().trim().min(1).max(500) });

/** Re-arms a tripped, cooling or hand-halted guard (the spec's "loop setting"), asking for a reason and naming what resumes. */
export function RearmDialog({ guard, onClose }: { guard: RiskSetting | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const { find } = useOptions();
  const rearm = useRearmGuard();
  return (
    <FormDialog
      open={guard !== null}
      onClose={onClose}
      title={t('riskPairs.rearm.title', { code: guard?.code ?? '' })}
      schema={rearmForm}
      defaultValues={{ reason: '' }}
      submitLabel={t('riskPairs.action.rearm')}
      onSubmit={(v) => rearm.mutateAsync({ cid: guard!.cid, tradingPair: guard!.code, reason: v.reason })}
    >
      <Text>
        {t('riskPairs.rearm.message', {
          code: guard?.code ?? '',
          state: guard?.status ? (find('riskGuardState', guard.status)?.label ?? guard.status) : '',
        })}
      </Text>
      <TextareaField name="reason" label={t('common.reason')} helperText={t('common.reasonHint')} required />
    </FormDialog>
  );
}
