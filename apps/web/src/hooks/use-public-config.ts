import { useEffect, useState } from 'react';
import type { PublicConfig } from '@tailor/contract';
import { loadPublicConfig } from '../lib/public-config.ts';

export interface PublicConfigState {
  config: PublicConfig | null;
  loading: boolean;
}

export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ config: null, loading: true });
  useEffect(() => {
    let active = true;
    void loadPublicConfig().then((config) => {
      if (active) setState({ config, loading: false });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
