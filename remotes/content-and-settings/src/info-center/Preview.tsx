import { Box, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { INFO_LANGUAGES, type InfoLanguage } from '@console/contracts/schemas/info-center';
import { DialogFrame } from '@console/ui';
import { useEffect, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { ARTICLE_RULES } from './article-style';
import type { Drafts } from './form';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a client would see: the title and the body in a frame of their own, with the clients' article
 * style and the console's origin for the images. The frame is sandboxed without scripts, so even a body
 * that had not been through the server's sanitiser yet could run nothing; it keeps the console's origin
 * (never together with scripts) because the stored files are served only to their own site.
 */
export function articleDocument(title: string, body: string, origin: string, language: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><base href="${escapeHtml(origin)}/">
<style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#0f172a;margin:0;padding:24px;max-width:760px}
h1{font-size:1.8em;margin:0 0 .6em}${ARTICLE_RULES}</style></head><body><article><h1>${escapeHtml(title)}</h1>${body}</article></body></html>`;
}

export function PreviewDialog({
  open,
  onClose,
  drafts,
  language,
}: {
  open: boolean;
  onClose: () => void;
  drafts: Drafts;
  language: InfoLanguage;
}) {
  const { t } = useAreaTranslation();
  const [shown, setShown] = useState<InfoLanguage>(language);
  useEffect(() => {
    if (open) setShown(language);
  }, [open, language]);
  const draft = drafts[shown];
  return (
    <DialogFrame open={open} onClose={onClose} size="xl" closeOnOutsideClick title={t('infoCenter.preview.title')}>
      <HStack justify="space-between">
        <Text color="fg.muted" textStyle="sm">
          {t('infoCenter.preview.hint')}
        </Text>
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field
            aria-label={t('infoCenter.preview.language')}
            value={shown}
            onChange={(e) => setShown(e.currentTarget.value as InfoLanguage)}
          >
            {INFO_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`infoCenter.language.${l}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {draft.title || draft.content ? (
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
          <iframe
            title={t('infoCenter.preview.frame', { language: shown })}
            sandbox="allow-same-origin"
            srcDoc={articleDocument(draft.title, draft.content, window.location.origin, shown)}
            style={{ width: '100%', height: '60vh', border: 0, display: 'block' }}
          />
        </Box>
      ) : (
        <Text color="fg.muted">{t('infoCenter.preview.empty', { language: t(`infoCenter.language.${shown}`) })}</Text>
      )}
    </DialogFrame>
  );
}
