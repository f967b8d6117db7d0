import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenseActivateInput, LicenseData } from '@eventory/core';
import { licenseClient } from '../../api/access';

/** The query key of the license, in one place. */
export const licenseKey = ['license'] as const;

/**
 * The site's license (`data` of `GET /license/`). A load failure is only logged (SPEC §8); the
 * screen then shows the activation form.
 */
export function useLicense() {
  return useQuery({
    queryKey: licenseKey,
    queryFn: () =>
      licenseClient.get().then(
        (answer) => answer.data,
        (error: unknown) => {
          console.error('Could not load the license', error);
          throw error;
        },
      ),
  });
}

/** Activation and deactivation: each puts the server's answer in place of the cached license. */
function useLicenseMutation<TVars>(mutationFn: (vars: TVars) => Promise<{ data: LicenseData | false }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer) => queryClient.setQueryData(licenseKey, answer.data) });
}

/** `POST /license/activate {name, email, license_key}`; a refused key fails with the server's reason. */
export const useActivateLicense = () => useLicenseMutation((body: LicenseActivateInput) => licenseClient.activate(body));

/** `POST /license/deactivate`. */
export const useDeactivateLicense = () => useLicenseMutation(() => licenseClient.deactivate());
