import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { virtualiseFrom } from '../lib/virtualise-from';

/**
 * The rows to render for a list of `count` rates scrolled with the page: all of them for a short list, else the
 * window virtualizer's visible rows (measured, so cards of any height fit) with the space before and after them.
 */
export function useRateVirtualizer(count: number, estimateSize: number) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualised = count >= virtualiseFrom;
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, [virtualised]);
  const virtualizer = useWindowVirtualizer({
    count: virtualised ? count : 0,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin,
  });
  if (!virtualised) {
    return {
      listRef,
      rows: Array.from({ length: count }, (_, index) => ({ index, key: index })),
      paddingStart: 0,
      paddingEnd: 0,
      measureElement: undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    listRef,
    rows: items.map((item) => ({ index: item.index, key: item.key })),
    paddingStart: first ? first.start - scrollMargin : 0,
    paddingEnd: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measureElement: virtualizer.measureElement,
  };
}
