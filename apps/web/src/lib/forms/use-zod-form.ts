import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from './form-resolver';

/**
 * A react-hook-form form checked by a domain zod schema (ADR 046): errors show on submit, then
 * a field re-checks as it changes; `handleSubmit` hands over the schema's output.
 */
export function useZodForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  toInput,
  check,
  ...options
}: Omit<UseFormProps<Values, unknown, Output>, 'resolver' | 'defaultValues'> & {
  schema: z.ZodType<Output>;
  defaultValues: DefaultValues<Values>;
} & Parameters<typeof zodFormResolver<Values, Output>>[1]) {
  return useForm<Values, unknown, Output>({
    ...options,
    defaultValues,
    resolver: zodFormResolver<Values, Output>(schema, { ...(toInput ? { toInput } : {}), ...(check ? { check } : {}) }),
  });
}
