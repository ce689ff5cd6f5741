import { useEffect, useState } from 'react';
import { PAIRING_CODE_LENGTH } from '@placard/contract';
import type { PlayerApi } from './api';
import { Brand } from './Brand';
import type { Credentials } from './credentials';
import { t } from './i18n';
import { PairingFlow, type PairingView } from './pairing';

type PairingScreenProps = {
  api: Pick<PlayerApi, 'startPairing' | 'pairingStatus'>;
  onPaired: (credentials: Credentials) => void;
};

/** The screen of an unpaired player: its 4-digit code, very large, and where to enter it. */
export function PairingScreen({ api, onPaired }: PairingScreenProps) {
  const [view, setView] = useState<PairingView>({ code: null, offline: false });
  useEffect(() => {
    const flow = new PairingFlow({ api, onView: setView, onPaired });
    flow.start();
    return () => flow.stop();
  }, [api, onPaired]);

  const digits = (view.code ?? '').padEnd(PAIRING_CODE_LENGTH, ' ').split('');
  return (
    <main className="backdrop" data-testid="pairing-screen">
      <Brand />
      <h1 className="pairing-title">{t('pairing.title')}</h1>
      <ol
        className="pairing-code"
        aria-label={t('pairing.codeLabel')}
        data-testid="pairing-code"
        data-code={view.code ?? ''}
      >
        {digits.map((digit, index) => (
          <li key={index} className="pairing-digit">
            {digit.trim()}
          </li>
        ))}
      </ol>
      <p className="pairing-instruction">{t('pairing.instruction')}</p>
      <p className="status-line" data-tone={view.offline ? 'warning' : 'calm'} role="status">
        {(view.offline || !view.code) && <span className="pulse" aria-hidden="true" />}
        {view.offline ? t('pairing.offline') : view.code ? '' : t('pairing.gettingCode')}
      </p>
    </main>
  );
}
