import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-app';
import type { SiteVersion } from '../api/get-site-version';
import { updateCheckIntervalMs, type IntervalTimer } from '../hooks/use-updates-check';
import { UpdatesAvailableModal } from './updates-available-modal';

/** A timer whose ticks the test fires by hand. */
function manualTimer() {
  const callbacks = new Map<number, () => void>();
  let nextHandle = 1;
  const timer: IntervalTimer & { intervals: number[] } = {
    intervals: [],
    setInterval(callback, intervalMs) {
      timer.intervals.push(intervalMs);
      callbacks.set(nextHandle, callback);
      return nextHandle++;
    },
    clearInterval(handle) {
      callbacks.delete(handle as number);
    },
  };
  const tick = async () => {
    await act(async () => {
      for (const callback of callbacks.values()) callback();
      await Promise.resolve();
    });
  };
  return { timer, tick };
}

function versions(...sequence: SiteVersion[]) {
  const fetchVersion = vi.fn<() => Promise<SiteVersion>>();
  for (const version of sequence) fetchVersion.mockResolvedValueOnce(version);
  fetchVersion.mockResolvedValue(sequence.at(-1)!);
  return fetchVersion;
}

const build1 = { etag: '"build-1"', lastModified: 'Mon, 01 Jun 2026 10:00:00 GMT' };
const build2 = { etag: '"build-2"', lastModified: 'Mon, 01 Jun 2026 10:00:00 GMT' };

describe('updates-available modal', () => {
  it('checks the site root every 5 minutes and stays closed while nothing changes', async () => {
    const { timer, tick } = manualTimer();
    const fetchVersion = versions(build1, build1);
    renderInApp(<UpdatesAvailableModal fetchVersion={fetchVersion} timer={timer} />);
    await tick();
    expect(timer.intervals).toEqual([updateCheckIntervalMs]);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens when the ETag differs from the first one seen; confirming reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const { timer, tick } = manualTimer();
    renderInApp(<UpdatesAvailableModal fetchVersion={versions(build1, build2)} timer={timer} reload={reload} />);
    await tick();
    const dialog = await screen.findByRole('dialog', { name: 'New updates available' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('opens when only Last-Modified changes, and Later closes it', async () => {
    const user = userEvent.setup();
    const { timer, tick } = manualTimer();
    const later = { ...build1, lastModified: 'Tue, 02 Jun 2026 09:00:00 GMT' };
    renderInApp(<UpdatesAvailableModal fetchVersion={versions(build1, build1, later)} timer={timer} />);
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await tick();
    const dialog = await screen.findByRole('dialog', { name: 'New updates available' });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
