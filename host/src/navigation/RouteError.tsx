import { useTranslation } from 'react-i18next';
import { installLoginStyles } from '../login/loginStyles';

/** When a part of the console itself (not a remote area) cannot be loaded: say so and offer a reload. */
export function RouteError() {
  installLoginStyles();
  const { t } = useTranslation('host');
  return (
    <div className="cl-page">
      <main className="cl-card" role="alert">
        <h1 className="cl-title">{t('app.pageFailed')}</h1>
        <p className="cl-subtitle">{t('app.startFailed')}</p>
        <button type="button" className="cl-button cl-inline" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </main>
    </div>
  );
}
