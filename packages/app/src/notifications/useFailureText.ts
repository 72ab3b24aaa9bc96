import { useCallback } from 'react';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { failureText } from './toastMessages.ts';
import type { ApiEndpointName } from './toastMessages.ts';

/**
 * What a dialog says when its call to `endpoint` failed: the error toast's own words (the toast
 * still comes from the listener), so the dialog that stays open says it where the work is.
 */
export function useFailureText(endpoint: ApiEndpointName): (error: unknown) => string | undefined {
  const { productName } = useAppConfig();
  return useCallback((error) => failureText(endpoint, error, productName), [endpoint, productName]);
}
