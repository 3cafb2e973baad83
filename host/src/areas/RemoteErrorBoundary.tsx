import { Alert, Box, Button, Code, Stack } from '../chakra';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRotateCw } from 'react-icons/lu';

/** What an area shows when it cannot be loaded: which area, that the rest works, and a Retry button. */
export function RemoteError({ area, error, onRetry }: { area: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('host');
  const details = error instanceof Error ? error.message : String(error);
  return (
    <Alert.Root status="error" data-testid="remote-error" alignItems="flex-start" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('remote.errorTitle', { area })}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="1">
            <Box>{t('remote.errorDescription')}</Box>
            <Box>
              <Button size="sm" colorPalette="red" onClick={onRetry}>
                <LuRotateCw />
                {t('remote.retry')}
              </Button>
            </Box>
            <details>
              <summary>{t('remote.details')}</summary>
              <Code display="block" whiteSpace="pre-wrap" mt="2" p="2" textStyle="xs">
                {details}
              </Code>
            </details>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing area (download or render) inside its own frame: the shell and other areas keep working. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The area ${this.props.area} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return (
        <RemoteError
          area={this.props.area}
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null, failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
