import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Tooltip } from './tooltip';

describe('given a Tooltip', () => {
  it('should appear on focus and describe its trigger', async () => {
    render(
      <Tooltip content="按预估录取线排序">
        <button type="button">自动排序</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    const button = screen.getByRole('button', { name: '自动排序' });
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should hide on Escape and on blur', async () => {
    render(
      <>
        <Tooltip content="说明">
          <button type="button">帮助</button>
        </Tooltip>
        <button type="button">其他</button>
      </>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('should appear on hover after the delay', async () => {
    render(
      <Tooltip content="说明" delay={50}>
        <button type="button">帮助</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await userEvent.unhover(screen.getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
