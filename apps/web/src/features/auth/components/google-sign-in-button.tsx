import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Stack } from '@mantine/core';
import { loadScript } from '../../../lib/load-script.ts';

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
        ux_mode?: 'popup';
      }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export interface GoogleSignInButtonProps {
  clientId: string;
  locale: string;
  onCredential: (credential: string) => void;
  /** Shown under the button only while the button is there (e.g. an "or" divider). */
  after?: ReactNode;
}

/**
 * Google's own button. If Google's script does not load (offline, blocked by an extension), the
 * button is simply absent and email sign-in keeps working.
 */
export function GoogleSignInButton({ clientId, locale, onCredential, after }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadScript(GOOGLE_IDENTITY_SCRIPT).then(
      () => {
        const google = window.google;
        if (!active || !container.current || !google) {
          if (active && !google) setFailed(true);
          return;
        }
        try {
          google.accounts.id.initialize({
            client_id: clientId,
            ux_mode: 'popup',
            callback: (answer) => {
              if (answer.credential) callback.current(answer.credential);
            },
          });
          container.current.replaceChildren();
          google.accounts.id.renderButton(container.current, {
            type: 'standard',
            theme: 'outline',
            size: 'large',
            text: 'continue_with',
            shape: 'rectangular',
            width: Math.min(container.current.clientWidth || 320, 400),
            locale,
          });
        } catch {
          setFailed(true);
        }
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [clientId, locale]);

  if (failed) return null;
  return (
    <Stack gap="md">
      <Box
        ref={container}
        data-testid="google-button"
        mih={44}
        style={{ display: 'flex', justifyContent: 'center' }}
      />
      {after}
    </Stack>
  );
}
