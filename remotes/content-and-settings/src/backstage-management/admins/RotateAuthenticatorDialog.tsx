import { Alert, Box, Button, Clipboard, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { AdminManager, AuthenticatorRotation } from '@console/contracts';
import { ConfirmDialog, DialogFrame } from '@console/ui';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { useRotateAuthenticator } from './api';

/**
 * A two-factor secret and its QR code, shown this once: closing the dialog discards them and the
 * server never shows them again.
 */
export function AuthenticatorSecretDialog({
  secret,
  title,
  onClose,
}: {
  secret: AuthenticatorRotation | null;
  title: ReactNode;
  onClose: () => void;
}) {
  const { t } = useAreaTranslation();
  return (
    <DialogFrame
      open={secret !== null}
      onClose={onClose}
      title={title}
      closeOnOutsideClick={false}
      actions={
        <Button colorPalette="brand" onClick={onClose}>
          {t('admins.secret.done')}
        </Button>
      }
    >
      {secret ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('admins.secret.onceTitle')}</Alert.Title>
              <Alert.Description>{t('admins.secret.onceText', { account: secret.account })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Box alignSelf="center" bg="white" p="3" rounded="md" borderWidth="1px">
            <QRCodeSVG
              value={secret.otpauthUri}
              size={192}
              role="img"
              aria-label={t('admins.secret.qrLabel', { account: secret.account })}
            />
          </Box>
          <Stack gap="1">
            <Text fontWeight="medium">{t('admins.secret.secret')}</Text>
            <HStack>
              <Code fontSize="md" px="2" py="1" letterSpacing="wider" aria-label={t('admins.secret.secret')}>
                {secret.secret}
              </Code>
              <Clipboard.Root value={secret.secret}>
                <Clipboard.Trigger asChild>
                  <IconButton variant="ghost" size="xs" aria-label={t('admins.secret.copy')}>
                    <Clipboard.Indicator />
                  </IconButton>
                </Clipboard.Trigger>
              </Clipboard.Root>
            </HStack>
          </Stack>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}

/** Rotates an admin's two-factor secret after a confirmation naming them, then shows the new one once. */
export function RotateAuthenticatorDialog({ admin, onClose }: { admin: AdminManager | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const rotate = useRotateAuthenticator();
  const [rotation, setRotation] = useState<AuthenticatorRotation | null>(null);

  const close = () => {
    setRotation(null);
    rotate.reset();
    onClose();
  };

  return (
    <>
      <ConfirmDialog
        open={admin !== null && rotation === null}
        destructive
        title={t('admins.rotate.confirmTitle')}
        message={t('admins.rotate.confirmMessage', { account: admin?.account ?? '' })}
        confirmLabel={t('admins.rotate.confirm')}
        loading={rotate.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!admin) return;
          rotate.mutate({ id: admin.id, account: admin.account }, { onSuccess: setRotation, onError: close });
        }}
      />
      <AuthenticatorSecretDialog
        secret={rotation}
        title={t('admins.rotate.resultTitle', { account: rotation?.account ?? '' })}
        onClose={close}
      />
    </>
  );
}
