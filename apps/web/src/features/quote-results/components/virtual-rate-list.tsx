import { useRateVirtualizer } from '../hooks/use-rate-virtualizer';
import { RateCards, type RateListProps } from './rate-list';

/** A long list of rates: only the cards on screen are drawn (docs/decisions/057); its own chunk (ADR 082). */
export function VirtualRateList(props: RateListProps) {
  return <RateCards {...props} {...useRateVirtualizer(props.rates.length, 170)} />;
}
