import type {
  AdditionalServicePriceInput,
  AdditionalServicePricePage,
  AdditionalServicePriceView,
  CarrierCreateInput,
  CarrierPage,
  CarrierView,
  ExchangeRatePage,
  ExchangeRateView,
  PortChargeInput,
  PortChargePage,
  PortChargeView,
  RateSettingsArea,
  RateSettingsHistory,
} from '@freightdesk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The console's rate settings calls (docs/decisions/080-rate-settings-and-audit.md). */
const base = '/api/v2/rate-settings';

/** A list's filters and page as the query string (empty filters left out). */
const queryString = (filters: Readonly<Record<string, string | number | undefined>>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export type ListFilters = Readonly<Record<string, string | number | undefined>>;

const pageQuery = <Page>(area: RateSettingsArea, filters: ListFilters) =>
  queryOptions({
    queryKey: ['rate-settings', area, 'list', filters],
    queryFn: () => apiClient.get<Page>(`${base}/${area}${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const exchangeRatesQueryOptions = (filters: ListFilters) =>
  pageQuery<ExchangeRatePage>('exchange-rates', filters);
export const carriersQueryOptions = (filters: ListFilters) => pageQuery<CarrierPage>('carriers', filters);
export const portChargesQueryOptions = (filters: ListFilters) => pageQuery<PortChargePage>('port-charges', filters);
export const additionalServicePricesQueryOptions = (filters: ListFilters) =>
  pageQuery<AdditionalServicePricePage>('additional-services', filters);

/** An entity's audit entries, newest first. */
export const historyQueryOptions = (area: RateSettingsArea, entityId: string) =>
  queryOptions({
    queryKey: ['rate-settings', area, 'history', entityId],
    queryFn: async () =>
      (await apiClient.get<RateSettingsHistory>(`${base}/${area}/history${queryString({ entityId })}`)).data,
  });

/** A change, then the area's lists and histories read again (who changed it last, the new entry). */
function useAreaMutation<Variables, Answer>(area: RateSettingsArea, send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rate-settings', area] }),
  });
}

type Data<T> = { data: T };

export const useAddExchangeRate = () =>
  useAreaMutation(
    'exchange-rates',
    async (body: { baseCurrency: string; quoteCurrency: string; rate: string; asOfDate: string }) =>
      (await apiClient.post<Data<ExchangeRateView>>(`${base}/exchange-rates`, body)).data,
  );

export const useCorrectExchangeRate = () =>
  useAreaMutation(
    'exchange-rates',
    async ({
      key,
      rate,
    }: {
      key: Pick<ExchangeRateView, 'baseCurrency' | 'quoteCurrency' | 'asOfDate'>;
      rate: string;
    }) =>
      (
        await apiClient.put<Data<ExchangeRateView>>(
          `${base}/exchange-rates/${key.baseCurrency}/${key.quoteCurrency}/${key.asOfDate}`,
          { rate },
        )
      ).data,
  );

export const useRemoveExchangeRate = () =>
  useAreaMutation('exchange-rates', (key: Pick<ExchangeRateView, 'baseCurrency' | 'quoteCurrency' | 'asOfDate'>) =>
    apiClient.delete<null>(`${base}/exchange-rates/${key.baseCurrency}/${key.quoteCurrency}/${key.asOfDate}`),
  );

export const useSaveCarrier = () =>
  useAreaMutation(
    'carriers',
    async ({ code, isNew, body }: { code: string; isNew: boolean; body: CarrierCreateInput }) => {
      if (isNew) return (await apiClient.post<Data<CarrierView>>(`${base}/carriers`, body)).data;
      const { code: _code, ...fields } = body;
      void _code;
      return (await apiClient.put<Data<CarrierView>>(`${base}/carriers/${encodeURIComponent(code)}`, fields)).data;
    },
  );

/** Removes a carrier; refused (RATE_SETTING_IN_USE) while published tariffs name it. */
export const useRemoveCarrier = () =>
  useAreaMutation('carriers', (code: string) => apiClient.delete<null>(`${base}/carriers/${encodeURIComponent(code)}`));

/** Add (no id) or edit (an id) one row of a price area. */
function useSavePriceRow<Body, View>(area: 'port-charges' | 'additional-services') {
  return useAreaMutation(area, async ({ id, body }: { id: string | null; body: Body }) =>
    id === null
      ? (await apiClient.post<Data<View>>(`${base}/${area}`, body)).data
      : (await apiClient.put<Data<View>>(`${base}/${area}/${encodeURIComponent(id)}`, body)).data,
  );
}
const useRemovePriceRow = (area: 'port-charges' | 'additional-services') =>
  useAreaMutation(area, (id: string) => apiClient.delete<null>(`${base}/${area}/${encodeURIComponent(id)}`));

export const useSavePortCharge = () => useSavePriceRow<PortChargeInput, PortChargeView>('port-charges');
export const useRemovePortCharge = () => useRemovePriceRow('port-charges');
export const useSaveAdditionalServicePrice = () =>
  useSavePriceRow<AdditionalServicePriceInput, AdditionalServicePriceView>('additional-services');
export const useRemoveAdditionalServicePrice = () => useRemovePriceRow('additional-services');
