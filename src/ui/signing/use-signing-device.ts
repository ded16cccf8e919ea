import { useEffect, useState } from 'react';
import { LoadSigningDevice } from '../../core/signing/load-signing-device.use-case';
import type { SigningDevice } from '../../core/signing/signing-device';
import { ErrorCodes } from '../../core/shared/error-codes';
import { useInjection } from '../di/container-context';

/**
 * The customer's signing device from its one source (core's LoadSigningDevice: GET token-type), for a
 * review outside move money. `failed` is the code to show when the bank did not say.
 */
export function useSigningDevice(): { device: SigningDevice | null; failed: string | null } {
  const load = useInjection(LoadSigningDevice);
  const [state, setState] = useState<{ device: SigningDevice | null; failed: string | null }>({ device: null, failed: null });
  useEffect(() => {
    let live = true;
    void load.execute().then((device) => {
      if (live) setState(device ? { device, failed: null } : { device: null, failed: ErrorCodes.generic });
    });
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
