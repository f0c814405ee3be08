import type { Rate } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useRateVirtualizer } from '../hooks/use-rate-virtualizer';
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

/** The rates as cards, in the order given (the domain's), virtualised for long lists. */
export function RateList({ rates, label, renderRateExtras, selectedRateId, ...cardProps }: RateListProps) {
  const { listRef, rows, paddingStart, paddingEnd, measureElement } = useRateVirtualizer(rates.length, 170);
  return (
    <Box ref={listRef} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {paddingStart > 0 && <Box component="li" aria-hidden sx={{ height: paddingStart }} />}
      {rows.map(({ index, key }) => {
        const rate = rates[index];
        if (!rate) return null;
        return (
          <Box component="li" key={key} data-index={index} ref={measureElement} sx={{ pb: 1.5 }}>
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
