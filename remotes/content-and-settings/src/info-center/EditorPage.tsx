import { Box, Button, Checkbox, Field, Grid, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { INFO_LANGUAGES, type InfoLanguage } from '@console/contracts/schemas/info-center';
import { PageHeader, TYPED_FORMAT, useAdminTimeZone, zoneLabel } from '@console/ui';
import { useEffect, useRef, useState } from 'react';
import { LuArrowLeft, LuEye, LuHistory, LuSave } from 'react-icons/lu';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { generateTempKey, uploadImage, useInfoContent, useSaveContent } from './api';
import { LanguageBadges, StateBadge } from './badges';
import { type ArticleForm, type FormProblem, formOf, isComplete, requestOf } from './form';
import { CONTENT_LIST_PATH } from './Page';
import { PreviewDialog } from './Preview';
import { RevisionsDrawer } from './Revisions';
import { RichTextEditor } from './RichTextEditor';

/**
 * Writing an article (`/info-center/content-list/add`) or editing one (`/info-center/content-list/{id}`): a
 * version per language (the tabs switch the editor between them), tags, hidden and featured, the publish
 * window, a preview as a client sees it, and the revisions. Images uploaded while editing are attached on save.
 */
export default function InfoContentEditorPage() {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const navigate = useNavigate();
  const params = useParams<{ id?: string }>();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const content = useInfoContent(id);
  const canEdit = useCan(id === undefined ? 'infoCenter.add' : 'infoCenter.edit');
  const save = useSaveContent();
  const [form, setForm] = useState<ArticleForm>(() => formOf(undefined, zone));
  // A new article, once saved, opens at its own address in the language being edited.
  const arrivedIn = (useLocation().state as { language?: InfoLanguage } | null)?.language;
  const [language, setLanguage] = useState<InfoLanguage>(arrivedIn ?? 'en-US');
  const [problem, setProblem] = useState<{ problem: FormProblem; language?: InfoLanguage } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [history, setHistory] = useState(false);
  // Each load of the article (and each restore) starts the editors anew from what the server holds.
  const [loaded, setLoaded] = useState(0);
  const tempKey = useRef<string | undefined>(undefined);

  // Only a new revision (a save, a restore) replaces the working copy: a background refetch of the same
  // revision must not throw away what the admin is typing.
  const revision = content.data ? `${content.data.id}:${content.data.revision}` : '';
  const latest = useRef(content.data);
  latest.current = content.data;
  useEffect(() => {
    if (revision && latest.current) {
      setForm(formOf(latest.current, zone));
      setLoaded((n) => n + 1);
    }
  }, [revision, zone]);

  const draft = form.drafts[language];
  const setDraft = (patch: Partial<{ title: string; content: string }>) =>
    setForm((f) => ({ ...f, drafts: { ...f.drafts, [language]: { ...f.drafts[language], ...patch } } }));

  async function upload(file: File): Promise<string> {
    tempKey.current ??= await generateTempKey();
    return (await uploadImage(tempKey.current, file)).imageURL;
  }

  async function submit() {
    const request = requestOf(form, zone, id, tempKey.current);
    if ('problem' in request) {
      setProblem(request);
      if (request.language) setLanguage(request.language);
      return;
    }
    setProblem(null);
    const saved = await save.mutateAsync(request.body).catch(() => undefined);
    if (saved && id === undefined) navigate(`${CONTENT_LIST_PATH}/${saved.id}`, { replace: true, state: { language } });
  }

  const title = id === undefined ? t('routes.infoCenterAdd') : t('infoCenter.editor.titleOf', { id });
  const languages = INFO_LANGUAGES.map((l) => ({ language: l, complete: isComplete(form.drafts[l]) }));
  const problemText = problem
    ? t(`infoCenter.problem.${problem.problem}`, { language: problem.language ? t(`infoCenter.language.${problem.language}`) : '' })
    : null;

  return (
    <Stack gap="4" pb="8">
      <PageHeader
        title={title}
        description={content.data ? <StateBadge state={content.data.state} /> : undefined}
        actions={
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={() => navigate(CONTENT_LIST_PATH)}>
              <LuArrowLeft /> {t('infoCenter.action.back')}
            </Button>
            {id !== undefined ? (
              <Button size="sm" variant="outline" onClick={() => setHistory(true)}>
                <LuHistory /> {t('infoCenter.action.revisions')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setPreviewing(true)}>
              <LuEye /> {t('infoCenter.action.preview')}
            </Button>
            {canEdit ? (
              <Button size="sm" colorPalette="brand" loading={save.isPending} onClick={() => void submit()}>
                <LuSave /> {t('infoCenter.action.save')}
              </Button>
            ) : null}
          </HStack>
        }
      />
      {content.isError ? <Text color="fg.error">{t('infoCenter.editor.loadFailed')}</Text> : null}
      {problemText ? (
        <Text role="alert" color="fg.error">
          {problemText}
        </Text>
      ) : null}
      {id !== undefined && !content.data ? null : (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
          <Stack gap="3">
            <Tabs.Root value={language} onValueChange={(e) => setLanguage(e.value as InfoLanguage)} variant="line" size="sm">
              <Tabs.List aria-label={t('infoCenter.editor.languages')}>
                {INFO_LANGUAGES.map((l) => (
                  <Tabs.Trigger key={l} value={l}>
                    {t(`infoCenter.language.${l}`)}
                    <Box as="span" w="2" h="2" borderRadius="full" bg={isComplete(form.drafts[l]) ? 'green.500' : 'gray.300'} />
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Tabs.Root>
            <Field.Root required>
              <Field.Label>{t('infoCenter.field.title', { language })}</Field.Label>
              <Input value={draft.title} maxLength={200} readOnly={!canEdit} onChange={(e) => setDraft({ title: e.currentTarget.value })} />
            </Field.Root>
            <RichTextEditor
              key={`${language}-${loaded}`}
              label={t('infoCenter.field.body', { language })}
              value={draft.content}
              editable={canEdit}
              onChange={(html) => setDraft({ content: html })}
              onUploadImage={upload}
            />
          </Stack>
          <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
            <Field.Root>
              <Field.Label>{t('infoCenter.field.completeness')}</Field.Label>
              <LanguageBadges languages={languages} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('infoCenter.field.tags')}</Field.Label>
              <Input
                value={form.tags}
                readOnly={!canEdit}
                placeholder={t('infoCenter.field.tagsPlaceholder')}
                onChange={(e) => {
                  const tags = e.currentTarget.value;
                  setForm((f) => ({ ...f, tags }));
                }}
              />
              <Field.HelperText>{t('infoCenter.field.tagsHint')}</Field.HelperText>
            </Field.Root>
            <Checkbox.Root
              checked={form.hidden}
              disabled={!canEdit}
              onCheckedChange={(e) => setForm((f) => ({ ...f, hidden: e.checked === true }))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('infoCenter.flag.hidden')}</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={form.featured}
              disabled={!canEdit}
              onCheckedChange={(e) => setForm((f) => ({ ...f, featured: e.checked === true }))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('infoCenter.flag.featured')}</Checkbox.Label>
            </Checkbox.Root>
            {(['publishStart', 'publishEnd'] as const).map((field) => (
              <Field.Root key={field} invalid={problem?.problem.toLowerCase().includes(field === 'publishStart' ? 'start' : 'end')}>
                <Field.Label>
                  {t(`infoCenter.field.${field}`)} ({zoneLabel(zone)})
                </Field.Label>
                <Input
                  value={form[field]}
                  readOnly={!canEdit}
                  placeholder={TYPED_FORMAT}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setForm((f) => ({ ...f, [field]: value }));
                  }}
                />
              </Field.Root>
            ))}
            <Text textStyle="xs" color="fg.muted">
              {t('infoCenter.field.windowHint')}
            </Text>
          </Stack>
        </Grid>
      )}
      <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} drafts={form.drafts} language={language} />
      {id !== undefined ? (
        <RevisionsDrawer
          open={history}
          onClose={() => setHistory(false)}
          contentId={id}
          canRestore={canEdit}
          onRestored={() => setHistory(false)}
        />
      ) : null}
    </Stack>
  );
}
