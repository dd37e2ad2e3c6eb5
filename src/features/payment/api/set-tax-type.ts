import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxType } from '@contract/entities';
import { apiCall } from '@/lib/api-client';
import { taxTypeQueryOptions } from './get-tax-type';

export interface TaxTypeInput {
  userId: number;
  type: TaxType;
  registerNo: string | null;
}

/** The server checks the registration number again and answers 400 with its msg. */
export const setTaxType = ({ userId, type, registerNo }: TaxTypeInput) =>
  apiCall('taxTypeSet', {
    params: { userId },
    body: { type, register_no: type === 'business' ? registerNo : null },
    quiet: true,
  });

export function useSetTaxType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTaxType,
    onSuccess: (answer, input) => {
      if (answer.data) client.setQueryData(taxTypeQueryOptions(input.userId).queryKey, answer.data);
    },
  });
}
