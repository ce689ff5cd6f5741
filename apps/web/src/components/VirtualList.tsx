import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';

interface VirtualListProps<T> {
  items: readonly T[];
  /** every row has this height in pixels */
  rowHeight: number;
  getKey: (item: T) => number | string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  testId: string;
  /** the list scrolls inside this height; shorter lists take only the room they need */
  maxHeight?: string | Record<string, string>;
}

/**
 * A list that draws only the rows in view (thousands of organizations scroll smoothly).
 * Each row is a listitem with its position, so screen readers still hear "3 of 5,000".
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  label,
  testId,
  maxHeight = { xs: '70vh', md: '62vh' },
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: 10,
    initialRect: { width: 800, height: rowHeight * 12 },
  });
  const total = virtualizer.getTotalSize();

  return (
    <Box
      ref={scrollRef}
      role="list"
      aria-label={label}
      data-testid={testId}
      data-count={items.length}
      sx={{
        height: total,
        maxHeight,
        overflowY: 'auto',
        position: 'relative',
        overscrollBehavior: 'contain',
      }}
    >
      <Box sx={{ height: total, width: '100%', position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtualRow) => (
          <Box
            key={virtualRow.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={virtualRow.index + 1}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: rowHeight,
              transform: `translateY(${virtualRow.start}px)`,
            }}
          >
            {renderRow(items[virtualRow.index] as T, virtualRow.index)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
