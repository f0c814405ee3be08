import type { Rate } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import { Suspense, type ReactNode, type Ref } from 'react';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { virtualiseFrom } from '../lib/virtualise-from';
import { RateCard } from './rate-card';

export interface RateListProps {
  rates: readonly Rate[];
  today: string;
  cargoReadyDate: string | null;
  selectedRateId: string | null;
  showsInternalData: boolean;
  onSelect: (rate: Rate) => void;
  renderRateExtras?: ((rate: Rate) => ReactNode) | undefined;
  label: string;
}

/** Which rates to draw and the space left for the others (a virtualised list draws what is on screen). */
export interface RateListRows {
  listRef?: Ref<HTMLDivElement> | undefined;
  rows: readonly { index: number; key: number | string | bigint }[];
  paddingStart?: number | undefined;
  paddingEnd?: number | undefined;
  measureElement?: ((element: Element | null) => void) | undefined;
  /** The first cards of a long list, shown while its virtualiser loads. */
  busy?: boolean | undefined;
}

const allRows = (count: number) => Array.from({ length: count }, (_, index) => ({ index, key: index }));

// The virtualiser (TanStack Virtual, ~15 kB gzip) is fetched for long lists only: most quotes have fewer rates
// (ADR 082).
const VirtualRateList = lazyWithReload<RateListProps>('virtual-rate-list', () =>
  import('./virtual-rate-list').then((module) => ({ default: module.VirtualRateList })),
);

/** The rates as cards, in the order given (the domain's), virtualised for long lists. */
export function RateList(props: RateListProps) {
  if (props.rates.length < virtualiseFrom) return <RateCards {...props} rows={allRows(props.rates.length)} />;
  return (
    <Suspense fallback={<RateCards {...props} rows={allRows(virtualiseFrom)} busy />}>
      <VirtualRateList {...props} />
    </Suspense>
  );
}

/** The cards of `rows`, with the space of the rates not drawn before and after them. */
export function RateCards({
  rates,
  label,
  renderRateExtras,
  selectedRateId,
  listRef,
  rows,
  paddingStart = 0,
  paddingEnd = 0,
  measureElement,
  busy,
  ...cardProps
}: RateListProps & RateListRows) {
  return (
    <Box
      ref={listRef}
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {paddingStart > 0 && <Box component="li" aria-hidden sx={{ height: paddingStart }} />}
      {rows.map(({ index, key }) => {
        const rate = rates[index];
        if (!rate) return null;
        return (
          <Box component="li" key={String(key)} data-index={index} ref={measureElement} sx={{ pb: 1.5 }}>
            <RateCard
              rate={rate}
              selected={rate.uuid === selectedRateId}
              extras={renderRateExtras?.(rate)}
              {...cardProps}
            />
          </Box>
        );
      })}
      {paddingEnd > 0 && <Box component="li" aria-hidden sx={{ height: paddingEnd }} />}
    </Box>
  );
}
